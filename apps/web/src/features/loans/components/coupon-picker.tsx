import './coupon-picker.css';
import { bestCoupon, formatAmount, type QuoteView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { toastApiError } from '../../../api/client.ts';
import { couponMinimum, couponOff, couponValidity } from '../../../i18n/rewards/coupon-text.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { readKey, writeKey } from '../../../lib/local-store.ts';
import { COUPON_OFFERED_PREFIX } from '../../../lib/storage-keys.ts';
import { chooseCoupon, couponsForOrder } from '../api/coupons.ts';

const NONE = '';

/**
 * The coupon row of the confirm screen, before signing: "No coupon" and each coupon the borrower
 * holds, those that cannot be used on this loan disabled with the service's reason. Choosing one
 * asks the service to price the loan with it and hands the new key facts to `onQuote`; a refusal
 * is the service's message in a toast, and the choice goes back to what the loan carries. The
 * first time a loan is shown here without a coupon, the one worth most on it is chosen for the
 * borrower (and said); "No coupon" then stays their choice.
 */
export function CouponPicker({
  orderNo,
  quote,
  onQuote,
}: {
  orderNo: string;
  quote: QuoteView;
  onQuote: (quote: QuoteView) => void;
}) {
  const { t, language } = useRewardsI18n();
  const coupons = useQuery({
    queryKey: ['rewards', 'coupons', 'order', orderNo, language],
    queryFn: async () => (await couponsForOrder(orderNo)).data.coupons,
  });
  const [pending, setPending] = useState<string | undefined>();
  const [said, setSaid] = useState('');
  const chosen = pending ?? quote.coupon?.couponId ?? NONE;

  const offered = `${COUPON_OFFERED_PREFIX}${orderNo}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered once, when the list first comes; `choose` is a new closure each render.
  useEffect(() => {
    if (!coupons.data || quote.coupon || readKey(offered)) return;
    const best = bestCoupon(coupons.data, quote);
    if (!best) return;
    writeKey(offered, best.couponId);
    void choose(best.couponId);
  }, [coupons.data]);

  async function choose(couponId: string) {
    setPending(couponId);
    setSaid('');
    try {
      const answer = (await chooseCoupon(orderNo, couponId === NONE ? null : couponId)).data.quote;
      onQuote(answer);
      const total = formatAmount(answer.totalRepay, answer.currency, language);
      setSaid(t(answer.coupon ? 'picker.applied' : 'picker.removed', { amount: total }));
    } catch (error) {
      toastApiError(error);
    } finally {
      setPending(undefined);
      void coupons.refetch();
    }
  }

  if (!coupons.data) {
    // Coupons are optional: a failed list says so quietly and never stands between the borrower and signing.
    if (!coupons.error) return null;
    return (
      <section className="ui-card rw-picker" aria-labelledby="rw-picker-title">
        <h2 id="rw-picker-title" className="ui-card-title">
          {t('picker.title')}
        </h2>
        <p className="ui-muted">{t('picker.failed')}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void coupons.refetch()}>
          {t('rewards.retry')}
        </Button>
      </section>
    );
  }
  const busy = pending !== undefined;
  return (
    <fieldset className="ui-card rw-picker" aria-describedby="rw-picker-hint" aria-busy={busy || undefined}>
      <legend className="ui-card-title">{t('picker.title')}</legend>
      <p id="rw-picker-hint" className="ui-muted">
        {coupons.data.length > 0 ? t('picker.hint') : t('picker.empty')}
      </p>
      {coupons.data.length > 0 ? (
        <ul className="rw-options">
          <li>
            <label className="rw-option">
              <input
                type="radio"
                name="rw-coupon"
                checked={chosen === NONE}
                disabled={busy}
                onChange={() => void choose(NONE)}
              />
              <span className="rw-option-name">{t('picker.none')}</span>
            </label>
          </li>
          {coupons.data.map((coupon) => {
            const usable = coupon.usableOnOrder !== false;
            const detailId = `rw-option-${coupon.couponId}`;
            return (
              <li key={coupon.couponId} className={usable ? undefined : 'rw-option-off'}>
                <label className="rw-option">
                  <input
                    type="radio"
                    name="rw-coupon"
                    value={coupon.couponId}
                    checked={chosen === coupon.couponId}
                    disabled={busy || !usable}
                    aria-describedby={detailId}
                    onChange={() => void choose(coupon.couponId)}
                  />
                  <span className="rw-option-name">{coupon.name}</span>
                </label>
                <p id={detailId} className="rw-option-detail">
                  {usable
                    ? [
                        couponOff(coupon, t, language),
                        couponMinimum(coupon, t, language),
                        couponValidity(coupon, t, language),
                      ].join(' · ')
                    : coupon.reason}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="rw-said" role="status">
        {said}
      </p>
    </fieldset>
  );
}
