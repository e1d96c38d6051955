import { Link } from 'react-router';
import { couponOff, couponValidity } from '../../../i18n/rewards/coupon-text.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getUsableCoupons } from '../api/get-coupons.ts';

/**
 * Before a loan is signed: the coupons the borrower holds (the first bank account's welcome coupon,
 * a prize), what each takes off and until when, and that the best one goes on the loan at signing.
 * Loads on its own after the status and says nothing when there is none or the question fails.
 */
export function CouponNews({ token }: { token: string }) {
  const { t, language } = useRewardsI18n();
  const coupons = useLoaded(`coupons:${token}:${language}`, async () => (await getUsableCoupons()).data);
  const usable = coupons.data?.coupons.filter((coupon) => coupon.state === 'usable') ?? [];
  if (usable.length === 0) return null;
  return (
    <section className="home-card" aria-labelledby="home-coupons-title">
      <h2 id="home-coupons-title" className="home-status-title">
        {t('news.title')}
      </h2>
      <ul className="home-coupons">
        {usable.map((coupon) => (
          <li key={coupon.couponId}>
            <strong>{couponOff(coupon, t, language)}</strong> · {couponValidity(coupon, t, language)}
          </li>
        ))}
      </ul>
      <p>{t('news.text')}</p>
      <Link className="button-link" to="/user_center/coupon">
        {t('draw.toCoupons')}
      </Link>
    </section>
  );
}
