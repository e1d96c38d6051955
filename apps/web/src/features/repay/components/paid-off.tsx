import { formatAmount, type RepaymentDetailView } from '@puente/domain';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { SuccessIcon } from '../../../ui/success-icon.tsx';

/** The records tab's group where finished loans are listed (the status router's route for 4). */
const FINISHED_RECORDS = '/records?tab=finished';

/** The paid-off success screen: the order, what was repaid in all, and where to go next. */
export function PaidOff({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  return (
    <section className="ui-card ui-center" aria-labelledby="rp-paid-off-title">
      <SuccessIcon />
      <h2 id="rp-paid-off-title" className="ui-card-title">
        {t('paidOff.title')}
      </h2>
      <p role="status">{t('paidOff.body')}</p>
      <dl className="ui-facts">
        <div className="ui-fact">
          <dt>{t('paidOff.orderNo')}</dt>
          <dd>{detail.orderNo}</dd>
        </div>
        <div className="ui-fact ui-fact-strong">
          <dt>{t('paidOff.repaid')}</dt>
          <dd>{formatAmount(detail.repaid, detail.currency, language)}</dd>
        </div>
      </dl>
      <Link className="button-link ui-primary-link" to={FINISHED_RECORDS}>
        {t('paidOff.records')}
      </Link>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
