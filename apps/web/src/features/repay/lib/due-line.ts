import {
  formatAmount,
  formatDay,
  type Language,
  nextPayment,
  type RepaymentDetailView,
} from '@puente/domain';
import type { RepayTranslate } from '../../../i18n/repay/use-repay-i18n.ts';

type Owed = Pick<RepaymentDetailView, 'dueNow' | 'schedule' | 'currency'>;

/**
 * One sentence on what is owed now for an amount field's hint: what is due now, or, with nothing
 * due, the next payment and its date (never "due now $0.00").
 */
export function dueLine(detail: Owed, t: RepayTranslate, language: Language): string {
  const money = (amount: number) => formatAmount(amount, detail.currency, language);
  const next = nextPayment(detail.schedule);
  if (detail.dueNow > 0 || !next) return t('due.now', { amount: money(detail.dueNow) });
  return t('due.next', {
    amount: money(next.amount),
    date: formatDay(next.dueDate, detail.currency, language),
  });
}
