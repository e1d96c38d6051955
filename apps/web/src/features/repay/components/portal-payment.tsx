import { formatAmount, formatDay, type PortalRepaymentView } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import {
  confirmPortalChannel,
  isPortalChannel,
  type PortalAnswers,
  type PortalChannel,
} from '../api/portal.ts';
import { leaveFor } from '../lib/leave-for.ts';
import { ClabeCard } from './clabe-card.tsx';

// JsBarcode comes only with an OXXO voucher: a link paid by SPEI or at a gateway never loads it.
const OxxoVoucher = lazy(async () => ({ default: (await import('./oxxo-voucher.tsx')).OxxoVoucher }));

type Answer = { [C in PortalChannel]: { channelId: C; data: PortalAnswers[C] } }[PortalChannel];

/**
 * A payment link's pay order: the masked order, the initials, the amounts, and the channels that
 * work without a login. Choosing one asks the service for the way to pay: an OXXO voucher, the
 * CLABE to transfer to, or the gateway's checkout, where the payer is sent.
 */
export function PortalPayment({ view }: { view: PortalRepaymentView }) {
  const { t, language } = useRepayI18n();
  const [answer, setAnswer] = useState<Answer>();
  const [busy, setBusy] = useState<PortalChannel>();
  const [error, setError] = useState<string>();
  const money = (amount: number) => formatAmount(amount, view.currency, language);
  const channels = view.channels.filter((channel) => isPortalChannel(channel.channelId));

  async function choose(channelId: PortalChannel) {
    setBusy(channelId);
    setError(undefined);
    setAnswer(undefined);
    try {
      const confirmed = (await confirmPortalChannel(view.payOrderId, channelId)).data;
      if (channelId === 'cashier') {
        const checkout = confirmed as PortalAnswers['cashier'];
        // Once the browser is leaving, the buttons stay busy.
        if (leaveFor(checkout.checkoutUrl)) return;
        setError(t('cashier.badCheckout'));
      } else {
        setAnswer({ channelId, data: confirmed } as Answer);
      }
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) {
        setError(failure instanceof Error && failure.message ? failure.message : t('api.requestFailed'));
      }
    }
    setBusy(undefined);
  }

  return (
    <div className="ui-screen">
      <p className="rp-lead">{t('portal.lead')}</p>
      <section className="ui-card" aria-labelledby="rp-portal-due">
        <h2 id="rp-portal-due" className="rp-label">
          {t('portal.amountDue')}
        </h2>
        <p className="rp-amount">{money(view.amountDue)}</p>
        <dl className="ui-facts">
          <div className="ui-fact">
            <dt>{t('portal.order')}</dt>
            <dd>{view.orderNoMasked}</dd>
          </div>
          <div className="ui-fact">
            <dt>{t('portal.borrower')}</dt>
            <dd>{view.borrowerInitials}</dd>
          </div>
          <div className="ui-fact ui-fact-strong">
            <dt>{t('portal.total')}</dt>
            <dd>{money(view.totalOwed)}</dd>
          </div>
          {view.dueDate ? (
            <div className="ui-fact">
              <dt>{t('portal.dueDate')}</dt>
              <dd>{formatDay(view.dueDate, view.currency, language)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="ui-card" aria-labelledby="rp-portal-channels">
        <h2 id="rp-portal-channels" className="ui-card-title">
          {t('portal.channelsTitle')}
        </h2>
        {channels.length === 0 ? <p className="ui-muted">{t('portal.noChannels')}</p> : null}
        <ul className="ui-channels">
          {channels.map((channel) => (
            <li key={channel.channelId}>
              <Button
                className="rp-channel-button"
                block
                fill="outline"
                loading={busy === channel.channelId}
                disabled={busy !== undefined}
                aria-describedby={`rp-portal-hint-${channel.channelId}`}
                aria-pressed={answer?.channelId === channel.channelId}
                onClick={() => void choose(channel.channelId as PortalChannel)}
              >
                {channel.name}
              </Button>
              <p className="rp-hint" id={`rp-portal-hint-${channel.channelId}`}>
                {channel.hint}
              </p>
            </li>
          ))}
        </ul>
        {error ? (
          <p className="rp-error" role="alert">
            {error}
          </p>
        ) : null}
        <p role="status" className="ui-muted">
          {busy === 'cashier' ? t('cashier.leaving') : ''}
        </p>
      </section>
      {answer?.channelId === 'oxxo' ? (
        <Suspense fallback={<VoucherLoading />}>
          <OxxoVoucher voucher={answer.data} />
        </Suspense>
      ) : null}
      {answer?.channelId === 'stp' ? <ClabeCard account={answer.data} /> : null}
    </div>
  );
}

function VoucherLoading() {
  const { t } = useRepayI18n();
  return (
    <div className="ui-card ui-skeleton" aria-busy="true">
      <p className="visually-hidden">{t('repay.loading')}</p>
      <span className="ui-skeleton-line ui-skeleton-short" aria-hidden="true" />
      <span className="ui-skeleton-line ui-skeleton-big" aria-hidden="true" />
    </div>
  );
}
