import type { Currency } from '@puente/domain';
import { formatAmount, formatDay } from '@puente/domain';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';

/** Each phase's due date and amount, as a real table a screen reader can walk. */
export function ScheduleTable({
  currency,
  phases,
}: {
  currency: Currency;
  phases: { phase: number; dueDate: string; amount: number }[];
}) {
  const { t, language } = useLoansI18n();
  return (
    <table className="ln-table">
      <caption>{t('facts.schedule')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('facts.phase')}</th>
          <th scope="col">{t('facts.phaseDate')}</th>
          <th scope="col">{t('facts.phaseAmount')}</th>
        </tr>
      </thead>
      <tbody>
        {phases.map((phase) => (
          <tr key={phase.phase}>
            <th scope="row">{t('facts.phaseNumber', { phase: phase.phase, phases: phases.length })}</th>
            <td>{formatDay(phase.dueDate, currency, language)}</td>
            <td>{formatAmount(phase.amount, currency, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
