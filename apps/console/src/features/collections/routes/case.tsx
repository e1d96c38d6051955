import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  type ContactChannel,
  type ContactOutcome,
  MARKETS,
} from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { businessDate, marketDateTime, marketOf, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { type CaseView, collectionsApi, type SentLink } from '../collections-api.ts';

const h2 = { fontSize: 18, margin: 0 } as const;

/** One case: the borrower's own number and contact hours, what is owed, the work done, and the actions. */
export default function CasePage() {
  const t = useTranslate();
  const { orderNo = '' } = useParams();
  const view = useQuery({
    queryKey: ['collections', 'case', orderNo],
    queryFn: () => collectionsApi.case(orderNo),
  });
  return (
    <div>
      <PageTitle extra={<Button onClick={() => view.refetch()}>{t('buttons.refresh')}</Button>}>
        {t('collections.case.title', { orderNo })}
      </PageTitle>
      <Typography.Paragraph>
        <Link to="/collections/mine">{t('collections.case.back')}</Link>
      </Typography.Paragraph>
      {view.error && <Alert type="error" showIcon role="alert" message={errorText(view.error, t)} />}
      {view.data && <CaseBody view={view.data} />}
    </div>
  );
}

function CaseBody({ view }: { view: CaseView }) {
  const t = useTranslate();
  const market = marketOf(view.market, view.currency);
  const when = (at: string | null) => marketDateTime(at, market);
  const contact = view.borrower.contact;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={12}>
          <Card
            title={
              <Typography.Title level={2} style={h2}>
                {t('collections.case.borrower')}
              </Typography.Title>
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('collections.case.name')}>
                {view.borrower.name ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.phone')}>{view.borrower.phone}</Descriptions.Item>
              <Descriptions.Item label={t('collections.case.localTime')}>
                {t('collections.case.window', contact.window)}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.contactsToday')}>
                {t('collections.case.ofCap', { count: contact.contactsToday, cap: contact.dailyCap })}
              </Descriptions.Item>
            </Descriptions>
            {contact.mayContactNow ? (
              <StatusTag tone="green">{t('collections.case.mayContact')}</StatusTag>
            ) : (
              <StatusTag tone="orange">
                {t('collections.case.mayContactFrom', { at: when(contact.nextContactAt) })}
              </StatusTag>
            )}
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('collections.case.phoneNote')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col span={12}>
          <Card
            title={
              <Typography.Title level={2} style={h2}>
                {t('collections.case.loan')}
              </Typography.Title>
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('collections.case.status')}>
                {view.loan.statusName ?? view.loan.status}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.product')}>
                {view.loan.productId}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.amount')}>
                {money(view.loan.amountMinor, view.currency)}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.disbursedAt')}>
                {when(view.loan.disbursedAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.daysPastDue')}>
                {view.loan.daysPastDue}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.owedNow')}>
                {money(view.owed.owedNowMinor, view.currency)}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.stopsPenalty')}>
                {money(view.owed.stopsPenaltyMinor, view.currency)}
              </Descriptions.Item>
              <Descriptions.Item label={t('collections.case.penalty')}>
                {money(view.owed.penaltyMinor, view.currency)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <ContactForm view={view} />
        </Col>
        <Col span={8}>
          <PromiseForm view={view} />
        </Col>
        <Col span={8}>
          <PaymentLink view={view} />
        </Col>
      </Row>
      <Section title={t('collections.case.contacts')}>
        <Table
          aria-label={t('collections.case.contacts')}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={view.contacts}
          locale={{ emptyText: t('collections.case.noContacts') }}
          columns={[
            { title: t('collections.case.when'), dataIndex: 'at', render: when },
            {
              title: t('collections.case.channel'),
              dataIndex: 'channel',
              render: (c: string) => t(`collections.channels.${c}`),
            },
            {
              title: t('collections.case.outcome'),
              dataIndex: 'outcome',
              render: (o: string) => t(`collections.outcomes.${o}`),
            },
            { title: t('collections.case.note'), dataIndex: 'note' },
            { title: t('collections.case.by'), dataIndex: 'memberName' },
          ]}
        />
      </Section>
      <Section title={t('collections.case.promises')}>
        <Table
          aria-label={t('collections.case.promises')}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={view.promises}
          locale={{ emptyText: t('collections.case.noPromises') }}
          columns={[
            {
              title: t('collections.case.promisedDate'),
              dataIndex: 'promisedDate',
              render: (d: string) => businessDate(d, market),
            },
            {
              title: t('collections.case.promisedAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: (a: number) => money(a, view.currency),
            },
            {
              title: t('collections.case.promiseStatusLabel'),
              dataIndex: 'status',
              render: (s: string) => (
                <StatusTag tone={s === 'kept' ? 'green' : s === 'missed' ? 'red' : 'blue'}>
                  {t(`collections.promiseStatus.${s}`)}
                </StatusTag>
              ),
            },
            { title: t('collections.case.when'), dataIndex: 'createdAt', render: when },
            { title: t('collections.case.by'), dataIndex: 'memberName' },
          ]}
        />
      </Section>
      <Section title={t('collections.case.schedule')}>
        <Table
          aria-label={t('collections.case.schedule')}
          rowKey="phase"
          size="small"
          pagination={false}
          dataSource={view.schedule}
          columns={[
            { title: t('collections.case.phase'), dataIndex: 'phase' },
            {
              title: t('collections.case.dueDate'),
              dataIndex: 'dueDate',
              render: (d: string) => businessDate(d, market),
            },
            {
              title: t('collections.case.phaseAmount'),
              dataIndex: 'amountMinor',
              align: 'right',
              render: (a: number) => money(a, view.currency),
            },
            {
              title: t('collections.case.paid'),
              dataIndex: 'paidMinor',
              align: 'right',
              render: (a: number) => money(a, view.currency),
            },
            { title: t('collections.case.phaseStatus'), dataIndex: 'status' },
          ]}
        />
      </Section>
      <Section title={t('collections.case.payments')}>
        <Table
          aria-label={t('collections.case.payments')}
          rowKey="at"
          size="small"
          pagination={false}
          dataSource={view.payments}
          locale={{ emptyText: t('collections.case.noPayments') }}
          columns={[
            { title: t('collections.case.paidAt'), dataIndex: 'at', render: when },
            {
              title: t('collections.case.phaseAmount'),
              dataIndex: 'amountMinor',
              align: 'right',
              render: (a: number) => money(a, view.currency),
            },
          ]}
        />
      </Section>
      <Section title={t('collections.case.messages')}>
        <Table
          aria-label={t('collections.case.messages')}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={view.messages}
          locale={{ emptyText: t('collections.case.noMessages') }}
          columns={[
            { title: t('collections.case.kind'), dataIndex: 'kind' },
            { title: t('collections.case.sentAt'), dataIndex: 'createdAt', render: when },
            {
              title: t('collections.case.delivery'),
              key: 'delivery',
              render: (_, m) =>
                m.deliveries
                  .map((d) => `${d.channel} ${d.to ?? ''} ${d.status} ${d.sentAt ? when(d.sentAt) : ''}`)
                  .join('; ') || '—',
            },
          ]}
        />
      </Section>
    </Space>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={h2}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function useRefreshCase(orderNo: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['collections', 'case', orderNo] });
}

function ContactForm({ view }: { view: CaseView }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ channel: ContactChannel; outcome: ContactOutcome; note?: string }>();
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshCase(view.orderNo);
  const required = (field: string) => [
    { required: true, message: t('collections.case.required', { field }) },
  ];
  const submit = async (values: { channel: ContactChannel; outcome: ContactOutcome; note?: string }) => {
    setBusy(true);
    try {
      await collectionsApi.logContact(view.orderNo, { ...values, note: values.note?.trim() || undefined });
      message.success(t('collections.case.logged'));
      form.resetFields();
      await refresh();
    } catch (e) {
      message.error(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={h2}>
          {t('collections.case.logContact')}
        </Typography.Title>
      }
    >
      <Form
        form={form}
        name="log-contact"
        layout="vertical"
        onFinish={submit}
        initialValues={{ channel: 'call' }}
      >
        <Form.Item
          name="channel"
          label={t('collections.case.channel')}
          rules={required(t('collections.case.channel'))}
        >
          <Select
            options={CONTACT_CHANNELS.map((c) => ({ value: c, label: t(`collections.channels.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="outcome"
          label={t('collections.case.outcome')}
          rules={required(t('collections.case.outcome'))}
        >
          <Select
            options={CONTACT_OUTCOMES.map((o) => ({ value: o, label: t(`collections.outcomes.${o}`) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('collections.case.note')}>
          <Input.TextArea
            rows={2}
            maxLength={CONTACT_NOTE_MAX}
            placeholder={t('collections.case.notePlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('collections.case.logContact')}
        </Button>
      </Form>
    </Card>
  );
}

function PromiseForm({ view }: { view: CaseView }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ promisedDate: string; amount: number }>();
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshCase(view.orderNo);
  const perMajor = MARKETS[marketOf(view.market, view.currency)].minorUnitsPerMajor;
  const required = (field: string) => [
    { required: true, message: t('collections.case.required', { field }) },
  ];
  const submit = async (values: { promisedDate: string; amount: number }) => {
    setBusy(true);
    try {
      await collectionsApi.promise(view.orderNo, {
        promisedDate: values.promisedDate,
        amount: Math.round(values.amount * perMajor),
      });
      message.success(t('collections.case.promised'));
      form.resetFields();
      await refresh();
    } catch (e) {
      message.error(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={h2}>
          {t('collections.case.promiseToPay')}
        </Typography.Title>
      }
    >
      <Form form={form} name="promise-to-pay" layout="vertical" onFinish={submit}>
        <Form.Item
          name="promisedDate"
          label={t('collections.case.promisedDate')}
          rules={required(t('collections.case.promisedDate'))}
          extra={t('collections.case.promiseHelp')}
        >
          <Input type="date" min={view.owed.businessDate} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('collections.case.amountIn', { currency: view.currency })}
          rules={required(t('collections.case.promisedAmount'))}
        >
          <InputNumber min={0.01} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('collections.case.recordPromise')}
        </Button>
      </Form>
    </Card>
  );
}

function PaymentLink({ view }: { view: CaseView }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [sent, setSent] = useState<SentLink | undefined>();
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshCase(view.orderNo);
  const market = marketOf(view.market, view.currency);
  const send = async () => {
    setBusy(true);
    try {
      const link = await collectionsApi.sendLink(view.orderNo);
      setSent(link);
      message.success(
        link.alreadySentToday ? t('collections.case.linkAlready') : t('collections.case.linkSent'),
      );
      await refresh();
    } catch (e) {
      message.error(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={h2}>
          {t('collections.case.paymentLink')}
        </Typography.Title>
      }
    >
      <Button onClick={send} loading={busy}>
        {t('collections.case.sendLink')}
      </Button>
      {sent && (
        <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('collections.case.link')}>
            <Typography.Text copyable>{sent.url}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('collections.case.phaseAmount')}>
            {t('collections.case.linkFor', {
              amount: money(sent.amount, view.currency),
              at: marketDateTime(sent.expiresAt, market),
            })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
