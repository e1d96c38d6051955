import { formatAmount, formatInstant, type VoucherView } from '@puente/domain';
import { voucherStatusKey } from '../../../i18n/repay/keys.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { type ListQuery, RefreshableList } from '../../../ui/refreshable-list.tsx';

/**
 * The proofs sent for an order, newest first: amount, reference, when it was sent and its review
 * state (pending with the time feedback is due by, approved, or rejected with the reason). It loads,
 * says "No data" and refreshes like every list.
 */
export function VoucherList({ list }: { list: ListQuery<VoucherView> }) {
  const { t, language } = useRepayI18n();
  return (
    <section className="ui-card" aria-labelledby="rp-vouchers-title">
      <h2 id="rp-vouchers-title" className="ui-card-title">
        {t('proof.listTitle')}
      </h2>
      <RefreshableList query={list}>
        {(vouchers) => (
          <ul className="rp-vouchers">
            {vouchers.map((voucher) => {
              const time = (iso: string) => formatInstant(iso, voucher.currency, language);
              return (
                <li key={voucher.voucherId} className="rp-voucher-item">
                  <p className="rp-voucher-head">
                    <span className="rp-voucher-amount">
                      {formatAmount(voucher.amount, voucher.currency, language)}
                    </span>
                    <span className={`rp-state rp-state-${voucher.status}`}>
                      {t(voucherStatusKey(voucher.status))}
                    </span>
                  </p>
                  <p>{t('proof.listReference', { reference: voucher.reference })}</p>
                  <p className="ui-muted">{t('proof.submittedAt', { time: time(voucher.submittedAt) })}</p>
                  {voucher.status === 'pending' ? (
                    <p className="ui-muted">{t('proof.feedbackBy', { time: time(voucher.feedbackDueAt) })}</p>
                  ) : null}
                  {voucher.status !== 'pending' && voucher.decidedAt ? (
                    <p className="ui-muted">{t('proof.decidedAt', { time: time(voucher.decidedAt) })}</p>
                  ) : null}
                  {voucher.status === 'rejected' && voucher.rejectReason ? (
                    <p className="rp-error">{t('proof.rejectReason', { reason: voucher.rejectReason })}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </RefreshableList>
    </section>
  );
}
