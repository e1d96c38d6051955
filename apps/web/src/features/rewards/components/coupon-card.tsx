import type { CouponView } from '@puente/domain';
import { couponMinimum, couponOff, couponValidity } from '../../../i18n/rewards/coupon-text.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';

/** One coupon of /user_center/coupon: its name, what it takes off, from which loan amount, until when, and its loan. */
export function CouponCard({ coupon }: { coupon: CouponView }) {
  const { t, language } = useRewardsI18n();
  return (
    <article className={`ui-card rw-coupon rw-coupon-${coupon.state}`}>
      <h2 className="ui-card-title">{coupon.name}</h2>
      <p className="rw-coupon-off">{couponOff(coupon, t, language)}</p>
      <p className="ui-muted">{couponMinimum(coupon, t, language)}</p>
      <p className="ui-muted">{couponValidity(coupon, t, language)}</p>
      {coupon.orderNo ? (
        <p className="ui-muted">
          {t(coupon.state === 'used' ? 'coupon.usedOn' : 'coupon.chosenFor', { orderNo: coupon.orderNo })}
        </p>
      ) : null}
    </article>
  );
}
