import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { businessDate, marketDateTime, marketOf, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { ContactForm, PaymentLink, PromiseForm } from '../case-actions.tsx';
import { type CaseView, collectionsApi } from '../collections-api.ts';

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
            {
              title: t('collections.case.phaseStatus'),
              dataIndex: 'status',
              render: (state: string) => t(`collections.phaseStates.${state}`),
            },
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
            {
              title: t('collections.case.kind'),
              dataIndex: 'kind',
              render: (kind: string) => t(`collections.kinds.${kind.replace('.', '_')}`),
            },
            { title: t('collections.case.sentAt'), dataIndex: 'createdAt', render: when },
            {
              title: t('collections.case.delivery'),
              key: 'delivery',
              render: (_, m) =>
                m.deliveries
                  .map((d) =>
                    [
                      d.channel === 'sms' ? 'SMS' : 'WhatsApp',
                      d.to ?? '',
                      t(`collections.deliveryStatus.${d.status}`),
                      d.sentAt ? when(d.sentAt) : '',
                    ].join(' '),
                  )
                  .join('; ') || '—',
            },
          ]}
        />
      </Section>
    </Space>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={h2}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
