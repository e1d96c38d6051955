import { OXXO_STORE_LIMIT_MINOR, type RepaymentDetailView, toMajor } from '@puente/domain';

/** The most an OXXO store takes in one payment, until a reference answer brings the service's figure. */
export const OXXO_STORE_LIMIT = toMajor(OXXO_STORE_LIMIT_MINOR);

type Owed = Pick<RepaymentDetailView, 'dueNow' | 'totalOwed' | 'rules'>;

/**
 * The amount the OXXO field starts with: what is due now in whole pesos (OXXO takes no centavos),
 * rounded up to the repayment step and raised to the minimum so that paying it covers what is due;
 * never more than is owed when the product takes no overpayment, nor above the store limit. Empty
 * when nothing is due now: the borrower chooses.
 */
export function oxxoStartAmount({ dueNow, totalOwed, rules }: Owed, storeLimit: number): string {
  if (!(dueNow > 0)) return '';
  const step = Math.max(rules.step, 1);
  const up = (value: number) => Math.ceil(value / step) * step;
  let amount = Math.max(up(dueNow), up(rules.minAmount));
  if (!rules.allowOverpayment && amount > totalOwed) amount = Math.floor(totalOwed);
  amount = Math.min(amount, Math.floor(storeLimit / step) * step);
  return amount > 0 ? String(amount) : '';
}

/** A whole, positive amount typed in the field, or undefined. */
export function parseWholeAmount(text: string): number | undefined {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return undefined;
  const amount = Number(typed);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : undefined;
}
