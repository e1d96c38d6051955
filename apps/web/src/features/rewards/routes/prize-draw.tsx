import '../../../ui/screen.css';
import '../rewards.css';
import { type DrawOfferView, type DrawResultView, formatDay, formatPercent } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toastApiError } from '../../../api/client.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { LoadProblem } from '../../../ui/load-state.tsx';
import { SignedIn } from '../../../ui/signed-in.tsx';
import { drawPrize, getDrawOffer } from '../api/draw.ts';
import { landingRotation, type Slice, slicesOf, wheelBackground } from '../lib/wheel.ts';

/** A little longer than the wheel's CSS transition, in case `transitionend` never comes (a hidden tab). */
const SPIN_MS = 4_300;

/** Whether to skip the spin: the person asked for less motion (or the browser cannot say). */
function prefersLessMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * /user_center/prize_draw: the prize draw a borrower gets once per loan whose money was sent
 * (decision 024). The wheel shows every prize with its stated chance; the service draws, and the
 * wheel only turns to land on what it drew, then says what was won and where the coupon is.
 */
export function PrizeDrawRoute() {
  const { t } = useRewardsI18n();
  return (
    <SignedIn message={t('rewards.loginFirst')}>
      <PrizeDraw />
    </SignedIn>
  );
}

function PrizeDraw() {
  const { t, language } = useRewardsI18n();
  const offer = useQuery({
    queryKey: ['rewards', 'draw', language],
    queryFn: async () => (await getDrawOffer()).data,
  });
  if (!offer.data) {
    return (
      <LoadProblem error={offer.error} onRetry={() => void offer.refetch()} retryLabel={t('rewards.retry')} />
    );
  }
  const { orderNo } = offer.data;
  if (!offer.data.show || !orderNo) {
    return (
      <section className="ui-card ui-center">
        <p>{t('draw.nothing')}</p>
        <Link className="button-link" to="/user_center/coupon">
          {t('draw.toCoupons')}
        </Link>
      </section>
    );
  }
  return <Wheel orderNo={orderNo} prizes={offer.data.prizes} onRefused={() => void offer.refetch()} />;
}

function Wheel({
  orderNo,
  prizes,
  onRefused,
}: {
  orderNo: string;
  prizes: DrawOfferView['prizes'];
  onRefused: () => void;
}) {
  const { t, language } = useRewardsI18n();
  const { currency } = getAppIdentity().market;
  const slices = slicesOf(prizes);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [drawn, setDrawn] = useState<DrawResultView>();
  const [shown, setShown] = useState<DrawResultView>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function land(result: DrawResultView) {
    clearTimeout(timer.current);
    setSpinning(false);
    setShown(result);
  }

  async function spin() {
    setSpinning(true);
    try {
      const result = (await drawPrize(orderNo)).data;
      setDrawn(result);
      setRotation((from) => landingRotation(slices, result.prizeId, from));
      if (prefersLessMotion()) land(result);
      else timer.current = setTimeout(() => land(result), SPIN_MS);
    } catch (error) {
      toastApiError(error);
      setSpinning(false);
      onRefused();
    }
  }

  return (
    <div className="ui-screen">
      <section className="ui-card" aria-labelledby="rw-prizes-title">
        <p>{t('draw.intro', { orderNo })}</p>
        <div className="rw-wheel-frame" aria-hidden="true">
          <span className="rw-pointer" />
          <div
            className="rw-wheel"
            style={{ background: wheelBackground(slices), transform: `rotate(${rotation}deg)` }}
            onTransitionEnd={() => drawn && !shown && land(drawn)}
          >
            {slices.map((slice, index) => (
              <span key={slice.prizeId} className="rw-wheel-label" style={labelPosition(slice)}>
                {index + 1}
              </span>
            ))}
          </div>
        </div>
        <h2 id="rw-prizes-title" className="ui-card-title">
          {t('draw.prizes')}
        </h2>
        <ol className="rw-prizes">
          {prizes.map((prize, index) => (
            <li
              key={prize.prizeId}
              className={shown?.prizeId === prize.prizeId ? 'rw-prize rw-prize-won' : 'rw-prize'}
            >
              <span className="rw-swatch" style={{ background: slices[index]?.color }} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                {prize.name} ·{' '}
                {t('draw.chance', { chance: formatPercent(prize.chancePercent, currency, language) })}
              </span>
            </li>
          ))}
        </ol>
        {shown ? null : (
          <Button
            color="primary"
            size="large"
            block
            shape="rounded"
            loading={spinning}
            loadingText={t('draw.spinning')}
            disabled={spinning || drawn !== undefined}
            onClick={() => void spin()}
          >
            {t('draw.spin')}
          </Button>
        )}
      </section>
      <div role="status">
        {shown ? (
          <section className="ui-card ui-center rw-result">
            <p className="rw-result-title">{t('draw.won', { prize: shown.coupon.name })}</p>
            <p className="ui-muted">
              {t('draw.wonDetail', {
                date: formatDay(shown.coupon.validUntil, shown.coupon.currency, language),
              })}
            </p>
            <Link className="button-link" to="/user_center/coupon">
              {t('draw.toCoupons')}
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The number of a slice, a third of the way in from the rim at the slice's middle. */
function labelPosition(slice: Slice) {
  const radians = (slice.mid * Math.PI) / 180;
  return {
    left: `${50 + 32 * Math.sin(radians)}%`,
    top: `${50 - 32 * Math.cos(radians)}%`,
    transform: 'translate(-50%, -50%)',
  };
}
