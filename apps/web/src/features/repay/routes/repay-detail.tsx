import '../../../ui/screen.css';
import '../components/repay.css';
import { formatAmount, formatDay, nextPayment, ORDER_STATUS, type RepaymentDetailView } from '@puente/domain';
import { Link } from 'react-router';
import { overdueKey } from '../../../i18n/repay/keys.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { Breakdown } from '../components/breakdown.tsx';
import { ChannelList } from '../components/channel-list.tsx';
import { HeldCredit } from '../components/held-credit.tsx';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { PaidOff } from '../components/paid-off.tsx';
import { RepaySchedule } from '../components/repay-schedule.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useRepayDetail } from '../hooks/use-repay-detail.ts';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { withOrderNo } from '../lib/with-order-no.ts';

/** The latest orders this screen shows: being repaid, overdue, or just paid off. */
const SHOWN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish];

/**
 * /repay/repay_detail (optional ?orderNo=, else the latest order): what is due now and what pays
 * the loan off, by kind; the due date and days overdue; the schedule; the ways to pay; the
 * extension when open. A paid-off loan shows its success screen instead. Either shows the credit held
 * for the borrower, if any, and what they can do with it.
 */
export function RepayDetailRoute() {
  return (
    <SignedIn>
      <RepayDetail />
    </SignedIn>
  );
}

function RepayDetail() {
  const order = useRepayOrder(SHOWN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <DetailOf orderNo={order.orderNo} />;
}

function DetailOf({ orderNo }: { orderNo: string }) {
  const detail = useRepayDetail(orderNo);
  if (!detail.data) return <LoadState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.paidOff)
    return (
      <div className="ui-screen">
        <PaidOff detail={detail.data} />
        <HeldCredit />
      </div>
    );
  return <Owed detail={detail.data} />;
}

function Owed({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, detail.currency, language);
  const overdue = detail.overdueDays > 0;
  // With nothing due today, the next payment leads: what and by when, never "due now $0.00".
  const next = detail.dueNow > 0 || overdue ? undefined : nextPayment(detail.schedule);
  return (
    <div className="ui-screen">
      <section className="ui-card" aria-labelledby="rp-due-title">
        <p className="ui-muted">{t('detail.orderNo', { orderNo: detail.orderNo })}</p>
        <h2 id="rp-due-title" className="rp-label">
          {overdue ? t('detail.stopPenalty') : next ? t('detail.nextPayment') : t('detail.dueNow')}
        </h2>
        <p className="rp-amount">{money(next ? next.amount : detail.dueNow)}</p>
        {next ? (
          <p className="rp-due-date">
            {t('detail.nextDue', { date: formatDay(next.dueDate, detail.currency, language) })}
          </p>
        ) : null}
        {overdue ? (
          <p className="rp-badge rp-badge-overdue">
            <span aria-hidden="true">!</span>
            {t(overdueKey(detail.overdueDays, language), { days: detail.overdueDays })}
          </p>
        ) : (
          <p className="rp-badge rp-badge-ok">{t('detail.onTime')}</p>
        )}
        {overdue ? (
          <p className="rp-warning">{t('detail.overdueNote')}</p>
        ) : next ? (
          <p className="ui-muted">{t('detail.nothingDue')}</p>
        ) : null}
        <dl className="ui-facts">
          <div className="ui-fact ui-fact-strong">
            <dt>{t('detail.totalOwed')}</dt>
            <dd>{money(detail.totalOwed)}</dd>
          </div>
          {detail.dueDate ? (
            <div className="ui-fact">
              <dt>{t('detail.dueDate')}</dt>
              <dd>{formatDay(detail.dueDate, detail.currency, language)}</dd>
            </div>
          ) : null}
          <div className="ui-fact">
            <dt>{t('detail.repaid')}</dt>
            <dd>{money(detail.repaid)}</dd>
          </div>
          {detail.credit > 0 ? (
            <div className="ui-fact">
              <dt>{t('detail.credit')}</dt>
              <dd>{money(detail.credit)}</dd>
            </div>
          ) : null}
        </dl>
        {detail.credit > 0 ? <p className="ui-muted">{t('detail.creditNote')}</p> : null}
      </section>
      <HeldCredit />
      <ChannelList channels={detail.channels} orderNo={detail.orderNo} />
      {detail.extension.available ? (
        <div className="rp-extension">
          <Link className="ui-link" to={withOrderNo('/repay/exhibition_period_detail', detail.orderNo)}>
            {t('extension.link')}
          </Link>
          <p className="ui-muted">{t('extension.left', { left: detail.extension.left })}</p>
        </div>
      ) : null}
      <Breakdown detail={detail} />
      <RepaySchedule detail={detail} />
      <p className="ui-muted rp-rules">
        {t('detail.rules', {
          min: formatAmount(detail.rules.minAmount, detail.currency, language, { whole: true }),
          step: formatAmount(detail.rules.step, detail.currency, language, { whole: true }),
        })}
      </p>
    </div>
  );
}
