import '../../../ui/screen.css';
import '../components/loans.css';
import { formatInstant, formatInstantDay, ORDER_STATUS, type OrderView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { serviceNow } from '../../../lib/service-clock.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { PartnerOffers } from '../../../ui/partner-offers.tsx';
import { getRejectRecommendation } from '../api/recommendations.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { NoOrderHere } from '../components/no-order.tsx';
import { ReviewSteps } from '../components/review-steps.tsx';
import { useLatestOrder } from '../hooks/use-latest-order.ts';

/** How often the screen asks for the decision while the application is under review. */
export const REVIEW_POLL_MS = 5_000;

const APPROVED: readonly number[] = [ORDER_STATUS.Confirm, ORDER_STATUS.getMoney];

/**
 * /auth/review_tips?pageName=confirmBorrow: the review of the latest application (spec §4):
 * countdown to the decision and progress steps while assessing, then rejected (retry date, other
 * lenders) or approved (on to confirm). The decision is polled, not waited for.
 */
export function ReviewTipsRoute() {
  const { t } = useLoansI18n();
  const latest = useLatestOrder({
    pollMs: REVIEW_POLL_MS,
    poll: (status) => status === ORDER_STATUS.Applying,
  });
  if (!latest.ready) return <LoadProblem error={latest.error} onRetry={() => void latest.refetch()} />;
  const order = latest.data ?? null;
  if (order?.status === ORDER_STATUS.Applying) return <Assessing order={order} />;
  if (order?.status === ORDER_STATUS.Reject) return <Rejected order={order} />;
  if (order && APPROVED.includes(order.status)) return <Approved />;
  return <NoOrderHere order={order} message={t('review.nothing')} />;
}

/** Seconds until the decision, on the service's clock: the phone's may be days off (decision 033). */
const secondsUntil = (decideAt: string | undefined) =>
  decideAt ? Math.max(0, (Date.parse(decideAt) - serviceNow()) / 1000) : 0;

function Assessing({ order }: { order: OrderView }) {
  const { t, language } = useLoansI18n();
  const { secondsLeft, start } = useCountdown(secondsUntil(order.decideAt));
  useEffect(() => start(secondsUntil(order.decideAt)), [order.decideAt, start]);
  const minutes = String(Math.floor(secondsLeft / 60)).padStart(2, '0');
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <div className="ui-screen">
      <section className="ui-card ui-center" aria-labelledby="ln-review-title">
        <h2 id="ln-review-title" className="ui-card-title">
          {t('review.assessingTitle')}
        </h2>
        <ReviewSteps stage="reviewing" />
        {order.decideAt ? (
          <>
            <p className="ln-timer" role="timer" aria-label={t('review.timeLeft')}>
              {`${minutes}:${seconds}`}
            </p>
            <p className="ui-muted">
              {secondsLeft > 0
                ? t('review.decideBy', { time: formatInstant(order.decideAt, order.currency, language) })
                : t('review.anyMoment')}
            </p>
          </>
        ) : null}
        <p>{t('review.assessingBody')}</p>
      </section>
    </div>
  );
}

function Rejected({ order }: { order: OrderView }) {
  const { t, language } = useLoansI18n();
  const recommendation = useQuery({
    queryKey: ['loans', 'rejectRecommendation'],
    queryFn: async () => (await getRejectRecommendation()).data,
  });
  const retryAt = recommendation.data?.retryAt ?? order.retryAt;
  return (
    <div className="ui-screen">
      <section className="ui-card ui-center" aria-labelledby="ln-review-title">
        <h2 id="ln-review-title" className="ui-card-title">
          {t('review.rejectedTitle')}
        </h2>
        <ReviewSteps stage="rejected" />
        <p role="status">{t('review.rejectedBody')}</p>
        {retryAt ? (
          <p className="ln-strong">
            {t('review.retryOn', { date: formatInstantDay(retryAt, order.currency, language) })}
          </p>
        ) : null}
      </section>
      {recommendation.data?.show !== false ? (
        <PartnerOffers offers={recommendation.data?.offers ?? []} />
      ) : null}
    </div>
  );
}

function Approved() {
  const { t } = useLoansI18n();
  return (
    <div className="ui-screen">
      <section className="ui-card ui-center" aria-labelledby="ln-review-title">
        <h2 id="ln-review-title" className="ui-card-title">
          {t('review.approvedTitle')}
        </h2>
        <ReviewSteps stage="approved" />
        <p role="status">{t('review.approvedBody')}</p>
        <Link className="button-link ui-primary-link" to="/borrow/confirm_borrow">
          {t('review.toConfirm')}
        </Link>
      </section>
    </div>
  );
}
