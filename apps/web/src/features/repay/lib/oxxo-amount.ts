import {
  OXXO_STORE_LIMIT_MINOR,
  type RepaymentDetailView,
  smallestPaymentCovering,
  toMajor,
  toMinor,
} from '@puente/domain';

/** The most an OXXO store takes in one payment, until a reference answer brings the service's figure. */
export const OXXO_STORE_LIMIT = toMajor(OXXO_STORE_LIMIT_MINOR);

type Owed = Pick<RepaymentDetailView, 'dueNow' | 'totalOwed' | 'rules'>;

/**
 * The amount the field starts with: the domain's smallest payment covering what is due now (rounded
 * up to the step, at least the minimum, at most what is owed unless the product takes overpayment),
 * in whole units because OXXO and the gateways take no centavos or kobo (a debt's last fraction is
 * paid by transfer), and never above the store limit. Empty when nothing is due now: the borrower
 * chooses.
 */
export function oxxoStartAmount({ dueNow, totalOwed, rules }: Owed, storeLimit: number): string {
  if (!(dueNow > 0)) return '';
  const owedMinor = rules.allowOverpayment ? Number.MAX_SAFE_INTEGER : toMinor(totalOwed);
  const covering = smallestPaymentCovering(
    { minMinor: toMinor(rules.minAmount), stepMinor: toMinor(Math.max(rules.step, 1)) },
    Math.min(toMinor(dueNow), owedMinor),
    owedMinor,
  );
  const step = Math.max(rules.step, 1);
  const amount = Math.min(Math.floor(covering / 100), Math.floor(storeLimit / step) * step);
  return amount > 0 ? String(amount) : '';
}
