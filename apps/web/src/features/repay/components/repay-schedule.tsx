import { formatAmount, formatDay, type RepaymentDetailView } from '@puente/domain';
import { phaseKey } from '../../../i18n/repay/keys.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

/** Each phase's due date, amount (and what was paid of it so far) and status, as a real table. */
export function RepaySchedule({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, detail.currency, language);
  const phases = detail.schedule;
  return (
    <section className="ui-card" aria-labelledby="rp-schedule-title">
      <table className="rp-table">
        <caption id="rp-schedule-title" className="ui-card-title">
          {t('schedule.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule.phase')}</th>
            <th scope="col">{t('schedule.date')}</th>
            <th scope="col">{t('schedule.amount')}</th>
            <th scope="col">{t('schedule.status')}</th>
          </tr>
        </thead>
        <tbody>
          {phases.map((phase) => (
            <tr key={phase.phase} className={`rp-phase-${phase.status}`}>
              <th scope="row">{t('schedule.phaseNumber', { phase: phase.phase, phases: phases.length })}</th>
              <td>{formatDay(phase.dueDate, detail.currency, language)}</td>
              <td>
                {money(phase.amount)}
                {phase.paid > 0 && phase.status !== 'paid' ? (
                  <span className="rp-table-sub">{t('schedule.paid', { amount: money(phase.paid) })}</span>
                ) : null}
              </td>
              <td>{t(phaseKey(phase.status))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
