import { formatAmount, type RepaymentDetailView } from '@puente/domain';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

/** The records tab's group where finished loans are listed (the status router's route for 4). */
const FINISHED_RECORDS = '/records?tab=finished';

/** The paid-off success screen: the order, what was repaid in all, and where to go next. */
export function PaidOff({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  return (
    <section className="rp-card rp-center" aria-labelledby="rp-paid-off-title">
      <span className="rp-success-icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          aria-hidden="true"
          focusable="false"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 id="rp-paid-off-title" className="rp-card-title">
        {t('paidOff.title')}
      </h2>
      <p role="status">{t('paidOff.body')}</p>
      <dl className="rp-facts">
        <div className="rp-fact">
          <dt>{t('paidOff.orderNo')}</dt>
          <dd>{detail.orderNo}</dd>
        </div>
        <div className="rp-fact rp-fact-strong">
          <dt>{t('paidOff.repaid')}</dt>
          <dd>{formatAmount(detail.repaid, detail.currency, language)}</dd>
        </div>
      </dl>
      <Link className="button-link rp-primary-link" to={FINISHED_RECORDS}>
        {t('paidOff.records')}
      </Link>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
