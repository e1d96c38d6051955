import '../../../ui/screen.css';
import '../rewards.css';
import { COUPON_STATES, type CouponState } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { couponTabKey } from '../../../i18n/rewards/keys.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { RefreshableList } from '../../../ui/refreshable-list.tsx';
import { listCoupons } from '../api/coupons.ts';
import { CouponCard } from '../components/coupon-card.tsx';

function tabOf(value: string | null): CouponState {
  return COUPON_STATES.find((state) => state === value) ?? 'usable';
}

/**
 * /user_center/coupon (spec §2, guarded): the borrower's coupons in tabs Usable, Used and Expired.
 * `?tab=used` or `?tab=expired` opens another tab, so a link or the back button keeps it.
 */
export function CouponsRoute() {
  const { t, language } = useRewardsI18n();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const coupons = useQuery({
    queryKey: ['rewards', 'coupons', tab, language],
    queryFn: async () => (await listCoupons(tab)).data.coupons,
  });
  return (
    <div className="ui-screen">
      <div role="tablist" aria-label={t('coupon.tabs')} className="rw-tabs">
        {COUPON_STATES.map((state) => (
          <button
            key={state}
            id={`rw-tab-${state}`}
            type="button"
            role="tab"
            aria-selected={tab === state}
            aria-controls={`rw-panel-${state}`}
            className="rw-tab"
            onClick={() => setParams(state === 'usable' ? {} : { tab: state }, { replace: true })}
          >
            {t(couponTabKey(state))}
          </button>
        ))}
      </div>
      <section id={`rw-panel-${tab}`} role="tabpanel" aria-labelledby={`rw-tab-${tab}`}>
        <RefreshableList query={coupons}>
          {(items) => (
            <ul className="rw-list">
              {items.map((coupon) => (
                <li key={coupon.couponId}>
                  <CouponCard coupon={coupon} />
                </li>
              ))}
            </ul>
          )}
        </RefreshableList>
      </section>
    </div>
  );
}
