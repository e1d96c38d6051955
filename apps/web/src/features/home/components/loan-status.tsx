import {
  formatAmount,
  formatDay,
  formatInstant,
  formatInstantDay,
  type HomeView,
  type NextStep,
  nextPayment,
  ORDER_STATUS,
  type RepaymentDetailView,
  stepRoute,
} from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toastApiError } from '../../../api/client.ts';
import { type LoansTranslate, useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { PartnerOffers } from '../../../ui/partner-offers.tsx';
import { getHomeView } from '../api/get-home-view.ts';
import { requestMoney, requestMoneyAgain } from '../api/get-money.ts';
import { getRejectRecommendation } from '../api/get-reject-recommendation.ts';
import { getRepayDetail } from '../api/get-repay-detail.ts';
import { LimitLadder } from './limit-ladder.tsx';
import { StatusPending } from './status-banner.tsx';

// The prize draw's way in and the coupon news come with their own small chunks (and the rewards
// messages): the draw only to a borrower repaying a loan, the coupons only before one is signed.
const DrawEntry = lazy(async () => ({ default: (await import('./draw-entry.tsx')).DrawEntry }));
const CouponNews = lazy(async () => ({ default: (await import('./coupon-news.tsx')).CouponNews }));

/** Before a loan is signed, when a coupon can still go on it. */
const BEFORE_SIGNING: readonly HomeView['homeStatus'][] = ['canLoan', 'assessing', 'success'];

/**
 * The borrower's loan status (spec §4) from /loan/loan-product/index: the service's banner and
 * button texts, a line of detail, and what the button does for each status. Until onboarding is
 * done, Apply leads to the next step.
 */
export function LoanStatus({ token, nextStep }: { token: string; nextStep: NextStep | null }) {
  const { t, language } = useLoansI18n();
  const home = useLoaded(`${token}:${language}`, async () => (await getHomeView()).data);
  const view = home.data;
  const rejected = view?.homeStatus === 'rejected';
  const offers = useLoaded(
    rejected ? `offers:${language}` : undefined,
    async () => (await getRejectRecommendation()).data,
  );
  // Overdue: the repayment detail says what is overdue now, the amount that stops the penalty.
  const overdueOrder = view?.homeStatus === 'overdue' ? view.order?.orderNo : undefined;
  const owed = useLoaded(
    overdueOrder ? `owed:${overdueOrder}` : undefined,
    async () => (await getRepayDetail(overdueOrder as string)).data,
  );
  const offersHeading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!view) {
    if (!home.error) return <StatusPending />;
    return (
      <section className="home-status" aria-labelledby="home-status-title">
        <h2 id="home-status-title" className="home-status-title">
          {t('home.statusTitle')}
        </h2>
        <p className="home-status-text" role="alert">
          {t('homeLoan.loadFailed')}
        </p>
        <Button color="primary" fill="outline" shape="rounded" onClick={home.reload}>
          {t('loans.retry')}
        </Button>
      </section>
    );
  }

  const order = view.order;
  async function send(request: (orderNo: string) => Promise<unknown>) {
    if (!order) return;
    setBusy(true);
    try {
      await request(order.orderNo);
      await navigate('/finish_loading');
    } catch (error) {
      toastApiError(error);
      setBusy(false);
      home.reload();
    }
  }

  function act(current: HomeView) {
    switch (current.homeStatus) {
      case 'canLoan':
        return void navigate(nextStep && nextStep !== 'review' ? stepRoute(nextStep) : '/borrow/to_borrow');
      case 'assessing':
        return void navigate('/auth/review_tips?pageName=confirmBorrow');
      case 'rejected':
        return offersHeading.current?.focus();
      case 'success':
        return order?.status === ORDER_STATUS.getMoney
          ? void send(requestMoney)
          : void navigate('/borrow/confirm_borrow');
      case 'lending':
        return void navigate('/borrow/lending');
      case 'failed':
        return void navigate('/bank_account/add_bankcard');
      case 'repaying':
      case 'overdue':
        return void navigate('/repay/repay_detail');
    }
  }

  const detail = statusDetail(view, t, language, owed.data);
  const lead = view.homeStatus === 'overdue' ? overdueLead(view, t, language, owed.data) : undefined;
  // No partners configured: nothing to point to, so no button claiming other products.
  const noOffers = rejected && offers.data?.offers.length === 0;
  return (
    <>
      <section className={`home-status home-status-${view.homeStatus}`} aria-labelledby="home-status-title">
        <h2 id="home-status-title" className="home-status-title">
          {t('home.statusTitle')}
        </h2>
        <p className="home-status-banner">{view.banner}</p>
        {lead ? <p className="home-status-lead">{lead}</p> : null}
        {detail ? <p className="home-status-text">{detail}</p> : null}
        {view.homeStatus === 'canLoan' && view.quota > 0 ? <LimitLadder token={token} /> : null}
        {noOffers ? null : (
          <Button
            color="primary"
            size="large"
            block
            shape="rounded"
            loading={busy}
            disabled={busy}
            onClick={() => act(view)}
          >
            {view.button}
          </Button>
        )}
        {view.homeStatus === 'failed' && order ? (
          <Button
            color="primary"
            fill="outline"
            block
            shape="rounded"
            disabled={busy}
            onClick={() => void send(requestMoneyAgain)}
          >
            {t('money.sendAgain')}
          </Button>
        ) : null}
      </section>
      {view.heldCredit ? (
        <section className="home-card" aria-labelledby="home-credit-title">
          <h2 id="home-credit-title" className="home-status-title">
            {t('homeLoan.creditTitle')}
          </h2>
          <p>
            {t('homeLoan.creditText', {
              amount: formatAmount(view.heldCredit.amount, view.currency, language),
            })}
          </p>
          <Link
            className="button-link"
            to={`/repay/repay_detail?orderNo=${encodeURIComponent(view.heldCredit.orderNo)}`}
          >
            {t('homeLoan.creditLink')}
          </Link>
        </section>
      ) : null}
      {view.homeStatus === 'repaying' ? (
        <Suspense fallback={null}>
          <DrawEntry token={token} />
        </Suspense>
      ) : null}
      {BEFORE_SIGNING.includes(view.homeStatus) ? (
        <Suspense fallback={null}>
          <CouponNews token={token} />
        </Suspense>
      ) : null}
      {rejected && !noOffers ? (
        <PartnerOffers ref={offersHeading} className="home-card" offers={offers.data?.offers ?? []} />
      ) : null}
    </>
  );
}

/** Overdue, first: the amount that stops the penalty (what is overdue now, with the penalty). */
function overdueLead(
  view: HomeView,
  t: LoansTranslate,
  language: 'en' | 'es',
  owed: RepaymentDetailView | undefined,
): string | undefined {
  if (!owed || owed.dueNow <= 0) return undefined;
  return t('homeLoan.overdueLead', { amount: formatAmount(owed.dueNow, view.currency, language) });
}

/** One line under the banner: the figure or date that matters in this status. */
function statusDetail(
  view: HomeView,
  t: LoansTranslate,
  language: 'en' | 'es',
  owed: RepaymentDetailView | undefined,
): string | undefined {
  const { order, currency } = view;
  const money = (amount: number) => formatAmount(amount, currency, language);
  switch (view.homeStatus) {
    case 'canLoan':
      return view.quota > 0
        ? t('homeLoan.quota', { amount: formatAmount(view.quota, currency, language, { whole: true }) })
        : undefined;
    case 'rejected': {
      const retryAt = view.retryAt ?? order?.retryAt;
      return retryAt
        ? t('homeLoan.retryOn', { date: formatInstantDay(retryAt, currency, language) })
        : undefined;
    }
    case 'assessing':
      return order?.decideAt
        ? t('homeLoan.decideBy', { time: formatInstant(order.decideAt, currency, language) })
        : undefined;
    case 'success':
      return order ? t('homeLoan.approved', { amount: money(order.loanAmount) }) : undefined;
    case 'lending':
      return order ? t('homeLoan.onItsWay', { amount: money(order.quote.disbursalAmount) }) : undefined;
    case 'failed':
      return t('homeLoan.failed');
    case 'repaying': {
      const next = order ? nextPayment(order.schedule) : undefined;
      return next
        ? t('homeLoan.repaying', {
            amount: money(next.amount),
            date: formatDay(next.dueDate, currency, language),
          })
        : undefined;
    }
    case 'overdue':
      // Second, what pays the whole loan off (the detail's figure once it is in).
      return order
        ? t('homeLoan.overdue', {
            days: order.balance.overdueDays,
            penalty: money(order.balance.penalty),
            amount: money(owed?.totalOwed ?? order.balance.unrepaid),
          })
        : undefined;
  }
}
