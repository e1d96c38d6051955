import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Space, Table, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useStaffCan } from '../../../auth/use-staff-can.ts';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { errorText } from '../../../ui/error-text.ts';
import { businessDate, marketDateTime, marketOf, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { propose } from '../../queues/queues-api.ts';
import { customersApi, type LoanDetail } from '../customers-api.ts';

type Row = Record<string, unknown>;
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
/** Major units typed by a member → integer minor units (two decimals at most). */
const toMinor = (major: unknown) => Math.round(Number(major) * 100);

/** One loan: schedule, ledger, events, payouts, payments by channel, extensions; money proposals. */
export default function LoanPage() {
  const t = useTranslate();
  const { orderNo = '' } = useParams();
  const loan = useQuery({ queryKey: ['loan', orderNo], queryFn: () => customersApi.loan(orderNo) });
  const canPropose = useStaffCan('money.propose');
  const d = loan.data;
  const market = marketOf(d?.loan.market, d?.loan.currency);
  const currency = d?.loan.currency ?? 'MXN';
  const m = (minor: unknown) => money(typeof minor === 'number' ? minor : undefined, currency);
  const at = (iso: unknown) => marketDateTime(typeof iso === 'string' ? iso : null, market);
  const sent = t('queues.sentForApproval');
  const note = { name: 'note', label: t('queues.note'), kind: 'textarea' as const, required: false };
  return (
    <div>
      <PageTitle>{t('customers.loanTitle', { orderNo })}</PageTitle>
      {loan.error && <Alert type="error" showIcon role="alert" message={errorText(loan.error, t)} />}
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph>
            <Link to={`/customers/${d.customerId}`}>{t('customers.backToCustomer')}</Link>
          </Typography.Paragraph>
          <Descriptions
            bordered
            size="small"
            column={2}
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('customers.summary')}</h2>}
          >
            <Descriptions.Item label={t('customers.loanStatus')}>{text(d.loan.statusName)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.product')}>{d.loan.productId}</Descriptions.Item>
            <Descriptions.Item label={t('customers.amount')}>{m(d.loan.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.owed')}>{m(d.loan.balance.unrepaid)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.paid')}>{m(d.loan.balance.paid)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.penalty')}>{m(d.loan.balance.penalty)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.credit')}>{m(d.loan.balance.credit)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.dueDate')}>
              {businessDate(d.loan.dueDate, market)}
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.disbursedAt')}>{at(d.loan.disbursedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('customers.closedAt')}>{at(d.loan.closedAt)}</Descriptions.Item>
          </Descriptions>
          {canPropose && (
            <section aria-labelledby="loan-money">
              <h2 id="loan-money" style={{ fontSize: 16 }}>
                {t('customers.moneyActions')}
              </h2>
              <Typography.Paragraph type="secondary">{t('queues.proposeIntro')}</Typography.Paragraph>
              <Space wrap>
                <ConfirmAction
                  size="middle"
                  label={t('customers.waivePenalty')}
                  title={t('customers.waivePenalty')}
                  fields={[
                    {
                      name: 'amount',
                      label: t('customers.amountIn', { currency }),
                      kind: 'number',
                      min: 0.01,
                      step: 0.01,
                    },
                    note,
                  ]}
                  okText={t('queues.sendForApproval')}
                  done={sent}
                  onConfirm={(v) =>
                    propose(
                      'penalty.waiver',
                      { orderNo, amount: toMinor(v.amount) },
                      v.note as string | undefined,
                    )
                  }
                />
                <ConfirmAction
                  size="middle"
                  label={t('customers.manualCredit')}
                  title={t('customers.manualCredit')}
                  fields={[
                    {
                      name: 'amount',
                      label: t('customers.amountIn', { currency }),
                      kind: 'number',
                      min: 0.01,
                      step: 0.01,
                    },
                    { name: 'reference', label: t('customers.moneyReference') },
                    { name: 'channel', label: t('customers.moneyChannel') },
                    note,
                  ]}
                  okText={t('queues.sendForApproval')}
                  done={sent}
                  onConfirm={(v) =>
                    propose(
                      'manual.credit',
                      {
                        orderNo,
                        amount: toMinor(v.amount),
                        reference: String(v.reference).trim(),
                        channel: String(v.channel).trim(),
                      },
                      v.note as string | undefined,
                    )
                  }
                />
                <ConfirmAction
                  size="middle"
                  danger
                  label={t('customers.writeOff')}
                  title={t('customers.writeOffTitle')}
                  fields={[note]}
                  okText={t('queues.sendForApproval')}
                  done={sent}
                  onConfirm={(v) => propose('loan.writeOff', { orderNo }, v.note as string | undefined)}
                />
              </Space>
            </section>
          )}
          <LoanTabs d={d} m={m} at={at} day={(v) => businessDate(typeof v === 'string' ? v : null, market)} />
        </Space>
      )}
    </div>
  );
}

function LoanTabs({
  d,
  m,
  at,
  day,
}: {
  d: LoanDetail;
  m: (minor: unknown) => string;
  at: (iso: unknown) => string;
  day: (value: unknown) => string;
}) {
  const t = useTranslate();
  const table = (
    label: string,
    rows: Row[],
    columns: { title: string; key: string; render: (r: Row) => string }[],
  ) => (
    <Table<Row>
      aria-label={label}
      size="small"
      rowKey={(r) => String(r.id ?? r.phase ?? r.number ?? r.attempt ?? JSON.stringify(r))}
      dataSource={rows}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      locale={{ emptyText: t('customers.nothing') }}
      scroll={{ x: true }}
      columns={columns.map((c) => ({
        title: c.title,
        key: c.key,
        render: (_: unknown, r: Row) => c.render(r),
        align: /amount|total|principal|interest|fee|tax|excess/i.test(c.key) ? ('right' as const) : undefined,
      }))}
    />
  );
  const col = (key: string, title: string, render: (r: Row) => string) => ({ key, title, render });
  return (
    <Tabs
      items={[
        {
          key: 'schedule',
          label: t('customers.schedule'),
          children: table(t('customers.schedule'), d.schedule as unknown as Row[], [
            col('phase', t('customers.phase'), (r) => text(r.phase)),
            col('dueDate', t('customers.dueDate'), (r) => day(r.dueDate)),
            col('principal', t('customers.principal'), (r) => m(r.principal)),
            col('interest', t('customers.interest'), (r) => m(r.interest)),
            col('fee', t('customers.fee'), (r) => m(r.fee)),
            col('tax', t('customers.tax'), (r) => m(r.tax)),
            col('total', t('customers.total'), (r) => m(r.total)),
          ]),
        },
        {
          key: 'ledger',
          label: t('customers.ledger'),
          children: table(t('customers.ledger'), d.ledger as unknown as Row[], [
            col('businessDate', t('customers.businessDate'), (r) => day(r.businessDate)),
            col('kind', t('customers.entryKind'), (r) => text(r.kind)),
            col('phaseNo', t('customers.phase'), (r) => text(r.phase)),
            col('amount', t('customers.amount'), (r) => m(r.amount)),
            col('ref', t('customers.reference'), (r) => text(r.ref)),
            col('at', t('customers.recordedAt'), (r) => at(r.at)),
          ]),
        },
        {
          key: 'events',
          label: t('customers.events'),
          children: table(t('customers.events'), d.events as unknown as Row[], [
            col('at', t('customers.when'), (r) => at(r.at)),
            col('from', t('customers.fromStatus'), (r) => text(r.fromName)),
            col('to', t('customers.toStatus'), (r) => text(r.toName)),
            col('reason', t('customers.reason'), (r) => text(r.reason)),
          ]),
        },
        {
          key: 'payouts',
          label: t('customers.payouts'),
          children: table(t('customers.payouts'), d.payouts, [
            col('attempt', t('customers.attempt'), (r) => text(r.attempt)),
            col('amount', t('customers.amount'), (r) => m(r.amount)),
            col('status', t('customers.paymentStatus'), (r) => text(r.status)),
            col('provider', t('customers.provider'), (r) => `${text(r.provider)} ${text(r.providerRef)}`),
            col(
              'account',
              t('customers.fields.bankAccount'),
              (r) => `${text(r.bankName)} ${text(r.accountNumber)}`,
            ),
            col('requestedAt', t('customers.requestedAt'), (r) => at(r.requestedAt)),
            col('failure', t('customers.failure'), (r) => text(r.failure)),
          ]),
        },
        {
          key: 'payments',
          label: t('customers.payments'),
          children: (
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              <h2 style={{ fontSize: 16 }}>{t('customers.received')}</h2>
              {table(t('customers.received'), d.payments.received, [
                col('paidAt', t('customers.paidAt'), (r) => at(r.paidAt)),
                col('provider', t('customers.channel'), (r) => `${text(r.provider)} ${text(r.providerRef)}`),
                col('amount', t('customers.amount'), (r) => m(r.amount)),
                col('excess', t('customers.excess'), (r) => m(r.excess)),
                col('status', t('customers.paymentStatus'), (r) => text(r.status)),
              ])}
              <h2 style={{ fontSize: 16 }}>{t('customers.asked')}</h2>
              {table(t('customers.asked'), d.payments.asked, [
                col('createdAt', t('customers.createdAt'), (r) => at(r.createdAt)),
                col('channel', t('customers.channel'), (r) => `${text(r.channel)} (${text(r.provider)})`),
                col('reference', t('customers.reference'), (r) => text(r.reference)),
                col('amount', t('customers.amount'), (r) => m(r.amount)),
                col('status', t('customers.paymentStatus'), (r) => text(r.status)),
              ])}
              <h2 style={{ fontSize: 16 }}>{t('customers.proofs')}</h2>
              {table(t('customers.proofs'), d.payments.proofs, [
                col('submittedAt', t('customers.submittedAt'), (r) => at(r.submittedAt)),
                col('reference', t('customers.reference'), (r) => text(r.reference)),
                col('amount', t('customers.amount'), (r) => m(r.amount)),
                col('status', t('customers.paymentStatus'), (r) => text(r.status)),
                col('rejectReason', t('customers.reason'), (r) => text(r.rejectReason)),
              ])}
            </Space>
          ),
        },
        {
          key: 'extensions',
          label: t('customers.extensions'),
          children: table(t('customers.extensions'), d.extensions, [
            col('number', t('customers.extensionNo'), (r) => text(r.number)),
            col('status', t('customers.paymentStatus'), (r) => text(r.status)),
            col('total', t('customers.total'), (r) => m(r.total)),
            col('newDueDate', t('customers.dueDate'), (r) => day(r.newDueDate)),
            col('requestedAt', t('customers.requestedAt'), (r) => at(r.requestedAt)),
          ]),
        },
      ]}
    />
  );
}
