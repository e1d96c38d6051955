import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  type ContactChannel,
  type ContactOutcome,
  toMinor,
} from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../ui/error-text.ts';
import { marketDateTime, marketOf, money } from '../../ui/market-format.ts';
import { type CaseView, collectionsApi, type SentLink } from './collections-api.ts';

// The case's actions: log a contact, record a promise to pay, send the payment link.
const h2 = { fontSize: 18, margin: 0 } as const;

/**
 * One of the case's actions: busy while it runs, its success said with `done`'s text, the case read
 * again; a refusal (outside the window, over the cap, a bad promise) said in the member's language.
 */
function useCaseAction(orderNo: string) {
  const t = useTranslate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(action: () => Promise<T>, done: (result: T) => string): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await action();
      message.success(done(result));
      await queryClient.invalidateQueries({ queryKey: ['collections', 'case', orderNo] });
      return true;
    } catch (e) {
      message.error(errorText(e, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function ContactForm({ view }: { view: CaseView }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ channel: ContactChannel; outcome: ContactOutcome; note?: string }>();
  const { busy, run } = useCaseAction(view.orderNo);
  // A validator, not `required`: antd puts aria-required on a Select's wrapper, which axe refuses.
  const chosen = (field: string) => [
    {
      validator: (_: unknown, value: unknown) =>
        value ? Promise.resolve() : Promise.reject(new Error(t('collections.case.required', { field }))),
    },
  ];
  const submit = async (values: { channel: ContactChannel; outcome: ContactOutcome; note?: string }) => {
    const logged = await run(
      () => collectionsApi.logContact(view.orderNo, { ...values, note: values.note?.trim() || undefined }),
      () => t('collections.case.logged'),
    );
    if (logged) form.resetFields();
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
          rules={chosen(t('collections.case.channel'))}
        >
          <Select
            options={CONTACT_CHANNELS.map((c) => ({ value: c, label: t(`collections.channels.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="outcome"
          label={t('collections.case.outcome')}
          rules={chosen(t('collections.case.outcome'))}
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

export function PromiseForm({ view }: { view: CaseView }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ promisedDate: string; amount: number }>();
  const { busy, run } = useCaseAction(view.orderNo);
  const required = (field: string) => [
    { required: true, message: t('collections.case.required', { field }) },
  ];
  const submit = async (values: { promisedDate: string; amount: number }) => {
    const promised = await run(
      () =>
        collectionsApi.promise(view.orderNo, {
          promisedDate: values.promisedDate,
          amount: toMinor(values.amount),
        }),
      () => t('collections.case.promised'),
    );
    if (promised) form.resetFields();
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
          <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('collections.case.recordPromise')}
        </Button>
      </Form>
    </Card>
  );
}

export function PaymentLink({ view }: { view: CaseView }) {
  const t = useTranslate();
  const [sent, setSent] = useState<SentLink | undefined>();
  const { busy, run } = useCaseAction(view.orderNo);
  const market = marketOf(view.market, view.currency);
  const send = () =>
    run(
      async () => {
        const link = await collectionsApi.sendLink(view.orderNo);
        setSent(link);
        return link;
      },
      (link) => (link.alreadySentToday ? t('collections.case.linkAlready') : t('collections.case.linkSent')),
    );
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
