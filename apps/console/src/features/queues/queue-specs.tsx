import type { StaffPermission } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { Button, Modal, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../auth/use-staff-can.ts';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { marketDateTime, marketOf, money, moneyMajor } from '../../ui/market-format.ts';
import { StatusTag } from '../../ui/status-tag.tsx';
import { propose, type QueueItem, type QueueName, queueActions } from './queues-api.ts';

export interface QueueSpec {
  /** Extra query of the list (deposits: only the unmatched ones). */
  query?: Record<string, string>;
  market?: (item: QueueItem) => string | undefined;
  currency?: (item: QueueItem) => string | undefined;
  columns: ColumnsType<QueueItem>;
  actions: (item: QueueItem, refresh: () => Promise<void>) => ReactNode;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function ReceiptButton({ url, alt }: { url: string; alt: string }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('queues.vouchers.viewReceipt')}
      </Button>
      <Modal
        open={open}
        title={t('queues.vouchers.receipt')}
        footer={
          <Space>
            <a href={url} target="_blank" rel="noreferrer">
              {t('queues.vouchers.openFull')}
            </a>
            <Button onClick={() => setOpen(false)}>{t('queues.close')}</Button>
          </Space>
        }
        onCancel={() => setOpen(false)}
        width={720}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('queues.vouchers.linkExpires')}</Typography.Paragraph>
        <img src={url} alt={alt} style={{ maxWidth: '100%' }} />
      </Modal>
    </>
  );
}

/** What each queue shows of an item, and the buttons its actions need (per the member's role). */
export function useQueueSpecs(): Record<QueueName, QueueSpec> {
  const t = useTranslate();
  const me = useMe();
  const can = (permission: StaffPermission) => me?.permissions.includes(permission) ?? false;
  const sent = t('queues.sentForApproval');

  const proposeButton = (label: string, kind: string, payload: Record<string, unknown>, extra?: string) => (
    <ConfirmAction
      label={label}
      title={label}
      description={extra ?? t('queues.proposeIntro')}
      fields={[{ name: 'note', label: t('queues.note'), kind: 'textarea', required: false }]}
      okText={t('queues.sendForApproval')}
      done={sent}
      onConfirm={(v) => propose(kind, payload, str(v.note))}
    />
  );

  return {
    vouchers: {
      currency: (i) => str(i.currency),
      columns: [
        { title: t('queues.loan'), dataIndex: 'orderNo' },
        {
          title: t('queues.vouchers.claimed'),
          key: 'claimed',
          align: 'right',
          render: (_, i) => moneyMajor(num(i.amountClaimed), str(i.currency)),
        },
        { title: t('queues.vouchers.reference'), dataIndex: 'reference', render: (r) => r ?? '—' },
        {
          title: t('queues.vouchers.receipt'),
          key: 'receipt',
          render: (_, i) => {
            const url = str((i.receipt as { url?: unknown } | undefined)?.url);
            return url ? (
              <ReceiptButton
                url={url}
                alt={t('queues.vouchers.receiptAlt', { loan: str(i.orderNo) ?? '' })}
              />
            ) : (
              '—'
            );
          },
        },
      ],
      actions: (i, refresh) =>
        can('vouchers.review') && (
          <>
            <ConfirmAction
              type="primary"
              label={t('queues.approve')}
              title={t('queues.vouchers.approveTitle')}
              description={t('queues.vouchers.approveIntro')}
              fields={[
                {
                  name: 'amountFound',
                  label: t('queues.vouchers.amountFound', { currency: str(i.currency) ?? '' }),
                  kind: 'number',
                  min: 0.01,
                  step: 0.01,
                  initial: num(i.amountClaimed),
                },
                { name: 'note', label: t('queues.note'), kind: 'textarea', required: false },
              ]}
              done={t('queues.vouchers.approved')}
              onConfirm={async (v) => {
                await queueActions.approveVoucher(i.id, Number(v.amountFound), str(v.note));
                await refresh();
              }}
            />
            <ConfirmAction
              danger
              label={t('queues.reject')}
              title={t('queues.vouchers.rejectTitle')}
              fields={[{ name: 'reason', label: t('queues.reasonBorrowerReads'), kind: 'textarea' }]}
              done={t('queues.vouchers.rejected')}
              onConfirm={async (v) => {
                await queueActions.rejectVoucher(i.id, String(v.reason));
                await refresh();
              }}
            />
          </>
        ),
    },
    applications: {
      market: (i) => str(i.market),
      columns: [
        {
          title: t('queues.applications.kind'),
          dataIndex: 'kind',
          render: (kind: string) => (
            <StatusTag tone="grey">{t(`queues.applications.kinds.${kind}`, kind)}</StatusTag>
          ),
        },
        {
          title: t('queues.applications.details'),
          key: 'details',
          render: (_, i) =>
            i.kind === 'application' ? (
              <Space direction="vertical" size={0}>
                <span>
                  {str(i.orderNo)} · {moneyMajor(num(i.loanAmount), marketCurrency(str(i.market)))}
                </span>
                {num(i.score) !== undefined && (
                  <span>{t('queues.applications.score', { score: num(i.score) })}</span>
                )}
                {((i.signals as { rule: string; text: string }[] | undefined) ?? []).map((s) => (
                  <Typography.Text key={s.rule} strong>
                    {s.text}
                  </Typography.Text>
                ))}
              </Space>
            ) : (
              <span>
                {t('queues.applications.identity', {
                  ocr: str(i.ocr) ?? '—',
                  face: str(i.faceMatch) ?? '—',
                })}
              </span>
            ),
        },
        {
          title: t('queues.applications.conflicts'),
          key: 'conflicts',
          render: (_, i) => {
            const conflicts = (i.conflicts as { kind: string; ownerCustomerId: string }[] | undefined) ?? [];
            return conflicts.length === 0
              ? '—'
              : conflicts.map((c) => (
                  <div key={`${c.kind}:${c.ownerCustomerId}`}>
                    <Link to={`/customers/${c.ownerCustomerId}`}>
                      {t('queues.applications.conflict', { kind: c.kind })}
                    </Link>
                  </div>
                ));
          },
        },
      ],
      actions: (i, refresh) =>
        can('applications.review') &&
        (i.kind === 'application' ? (
          <>
            <ConfirmAction
              type="primary"
              label={t('queues.approve')}
              title={t('queues.applications.approveTitle')}
              fields={[{ name: 'note', label: t('queues.note'), kind: 'textarea', required: false }]}
              done={t('queues.applications.approved')}
              onConfirm={async (v) => {
                await queueActions.approveApplication(i.id, str(v.note));
                await refresh();
              }}
            />
            <ConfirmAction
              danger
              label={t('queues.applications.refuse')}
              title={t('queues.applications.refuseTitle')}
              fields={[{ name: 'reason', label: t('queues.reasonBorrowerReads'), kind: 'textarea' }]}
              done={t('queues.applications.refused')}
              onConfirm={async (v) => {
                await queueActions.refuseApplication(i.id, String(v.reason));
                await refresh();
              }}
            />
          </>
        ) : (
          <ConfirmAction
            label={t('queues.applications.askPhotos')}
            title={t('queues.applications.askPhotosTitle')}
            fields={[{ name: 'reason', label: t('queues.reasonBorrowerReads'), kind: 'textarea' }]}
            done={t('queues.applications.askedPhotos')}
            onConfirm={async (v) => {
              await queueActions.askNewPhotos(i.id, String(v.reason));
              await refresh();
            }}
          />
        )),
    },
    credits: {
      currency: (i) => str(i.currency),
      columns: [
        {
          title: t('queues.credits.held'),
          key: 'held',
          align: 'right',
          render: (_, i) => money(num(i.heldMinor), str(i.currency)),
        },
        {
          title: t('queues.credits.loans'),
          key: 'loans',
          render: (_, i) => ((i.orderNos as string[] | undefined) ?? []).join(', '),
        },
        {
          title: t('queues.credits.choice'),
          dataIndex: 'choice',
          render: (choice: string) => t(`queues.credits.choices.${choice}`, choice),
        },
      ],
      actions: (i) =>
        can('money.propose') && (
          <>
            {proposeButton(t('queues.credits.refund'), 'credit.refund', { customerId: i.customerId })}
            {proposeButton(t('queues.credits.apply'), 'credit.apply', { customerId: i.customerId })}
          </>
        ),
    },
    deposits: {
      query: { status: 'unmatched' },
      currency: (i) => str(i.currency),
      columns: [
        {
          title: t('queues.amount'),
          key: 'amount',
          align: 'right',
          render: (_, i) => money(num(i.amountMinor), str(i.currency)),
        },
        {
          title: t('queues.deposits.paidInto'),
          key: 'paidInto',
          render: (_, i) => {
            const into = i.paidInto as { kind?: string; value?: string } | undefined;
            return into ? `${into.kind ?? ''} ${into.value ?? ''}` : '—';
          },
        },
        { title: t('queues.deposits.payer'), dataIndex: 'payerName', render: (n) => n ?? '—' },
        {
          title: t('queues.deposits.provider'),
          key: 'provider',
          render: (_, i) => `${str(i.provider) ?? ''} ${str(i.providerRef) ?? ''}`,
        },
        {
          title: t('queues.deposits.paidAt'),
          key: 'paidAt',
          render: (_, i) => marketDateTime(str(i.paidAt), marketOf(undefined, str(i.currency))),
        },
      ],
      actions: (i) =>
        can('money.propose') && (
          <ConfirmAction
            label={t('queues.deposits.match')}
            title={t('queues.deposits.match')}
            description={t('queues.proposeIntro')}
            fields={[
              { name: 'orderNo', label: t('queues.loan') },
              { name: 'note', label: t('queues.note'), kind: 'textarea', required: false },
            ]}
            okText={t('queues.sendForApproval')}
            done={sent}
            onConfirm={(v) =>
              propose('deposit.match', { depositId: i.id, orderNo: String(v.orderNo).trim() }, str(v.note))
            }
          />
        ),
    },
    payouts: {
      currency: (i) => str(i.currency),
      columns: [
        {
          title: t('queues.payouts.state'),
          dataIndex: 'state',
          render: (state: string) => (
            <StatusTag tone={state === 'failed' ? 'red' : 'gold'}>
              {t(`queues.payouts.states.${state}`, state)}
            </StatusTag>
          ),
        },
        { title: t('queues.loan'), dataIndex: 'orderNo' },
        {
          title: t('queues.amount'),
          key: 'amount',
          align: 'right',
          render: (_, i) => money(num(i.amountMinor), str(i.currency)),
        },
        {
          title: t('queues.payouts.failure'),
          key: 'failure',
          render: (_, i) => (
            <Space direction="vertical" size={0}>
              <span>{str(i.failure) ?? '—'}</span>
              <Typography.Text type="secondary">
                {t('queues.payouts.attempt', {
                  attempt: num(i.attempt) ?? 1,
                  provider: str(i.provider) ?? '',
                })}
              </Typography.Text>
              {str(i.askedNewAccountAt) && (
                <StatusTag tone="grey">
                  {t('queues.payouts.asked', {
                    at: marketDateTime(str(i.askedNewAccountAt), marketOf(undefined, str(i.currency))),
                  })}
                </StatusTag>
              )}
            </Space>
          ),
        },
      ],
      actions: (i, refresh) => (
        <>
          {can('payouts.manage') && i.state === 'failed' && (
            <>
              <ConfirmAction
                type="primary"
                label={t('queues.payouts.retry')}
                title={t('queues.payouts.retryTitle')}
                description={t('queues.payouts.retryIntro')}
                done={t('queues.payouts.retried')}
                onConfirm={async () => {
                  await queueActions.retryPayout(i.id);
                  await refresh();
                }}
              />
              <ConfirmAction
                label={t('queues.payouts.askAccount')}
                title={t('queues.payouts.askAccountTitle')}
                fields={[{ name: 'note', label: t('queues.note'), kind: 'textarea', required: false }]}
                done={t('queues.payouts.askedDone')}
                onConfirm={async (v) => {
                  await queueActions.askNewAccount(i.id, str(v.note));
                  await refresh();
                }}
              />
            </>
          )}
          {can('money.propose') && i.state === 'failed' && (
            <ConfirmAction
              label={t('queues.payouts.changedAccount')}
              title={t('queues.payouts.changedAccount')}
              description={t('queues.proposeIntro')}
              fields={[
                {
                  name: 'bankAccountId',
                  label: t('queues.payouts.bankAccountId'),
                  pattern: UUID,
                  help: t('queues.payouts.bankAccountHelp'),
                },
                { name: 'note', label: t('queues.note'), kind: 'textarea', required: false },
              ]}
              okText={t('queues.sendForApproval')}
              done={sent}
              onConfirm={(v) =>
                propose(
                  'payout.changedAccount',
                  { payoutId: i.id, bankAccountId: String(v.bankAccountId).trim() },
                  str(v.note),
                )
              }
            />
          )}
          {can('payouts.manage') && i.mayNeedOtp === true && (
            <ConfirmAction
              label={t('queues.payouts.otp')}
              title={t('queues.payouts.otpTitle')}
              fields={[
                {
                  name: 'otp',
                  label: t('queues.payouts.otpLabel'),
                  pattern: /^\d{4,8}$/,
                  help: t('queues.payouts.otpHelp'),
                },
              ]}
              done={t('queues.payouts.otpDone')}
              onConfirm={async (v) => {
                await queueActions.payoutOtp(i.id, String(v.otp).trim());
                await refresh();
              }}
            />
          )}
        </>
      ),
    },
    reconciliation: {
      currency: (i) => (i.source === 'stpListing' ? 'MXN' : undefined),
      columns: [
        {
          title: t('queues.reconciliation.source'),
          dataIndex: 'source',
          render: (s: string) => t(`queues.reconciliation.sources.${s}`, s),
        },
        { title: t('queues.reconciliation.kind'), dataIndex: 'kind' },
        { title: t('queues.reconciliation.reference'), dataIndex: 'reference', render: (r) => r ?? '—' },
        {
          title: t('queues.amount'),
          key: 'amount',
          align: 'right',
          render: (_, i) => (i.source === 'stpListing' ? money(num(i.amountMinor), 'MXN') : '—'),
        },
      ],
      actions: (i, refresh) =>
        can('money.propose') && (
          <ConfirmAction
            label={t('queues.reconciliation.resolve')}
            title={t('queues.reconciliation.resolveTitle')}
            fields={[{ name: 'note', label: t('queues.reconciliation.resolveNote'), kind: 'textarea' }]}
            done={t('queues.reconciliation.resolved')}
            onConfirm={async (v) => {
              await queueActions.resolveDifference(i.id, String(v.note));
              await refresh();
            }}
          />
        ),
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function marketCurrency(market: string | undefined): string {
  return market === 'NG' ? 'NGN' : 'MXN';
}
