import type { ErrorName } from '../errors/catalogue.ts';
import { MARKETS } from '../markets/markets.ts';
import { instantOfWallClock } from '../markets/wall-clock.ts';
import { addDays, dateIn } from '../pricing/money.ts';

/** The most an OXXO store takes in one payment: MXN 10,000.00 (Stripe, Worldpay; reference §5). */
export const OXXO_STORE_LIMIT_MINOR = 1_000_000;
/** The least: MXN 10.00 (same sources). */
export const OXXO_MIN_MINOR = 1_000;
/** Stripe's default life of a voucher, in days after the day it is issued. */
export const OXXO_DEFAULT_VALID_DAYS = 3;

export type OxxoReferenceProblem = 'belowStoreMinimum' | 'aboveStoreLimit';

export const OXXO_PROBLEM_ERRORS: Record<OxxoReferenceProblem, ErrorName> = {
  belowStoreMinimum: 'oxxoBelowStoreMinimum',
  aboveStoreLimit: 'oxxoAboveStoreLimit',
};

/**
 * Whether a store can take this amount in one payment. A larger debt is paid with several
 * references or by transfer; the product's own amount rules are checked apart.
 */
export function oxxoReferenceProblem(amountMinor: number): OxxoReferenceProblem | undefined {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`an amount is a whole number of minor units, got ${amountMinor}`);
  }
  if (amountMinor < OXXO_MIN_MINOR) return 'belowStoreMinimum';
  if (amountMinor > OXXO_STORE_LIMIT_MINOR) return 'aboveStoreLimit';
  return undefined;
}

/**
 * When a voucher issued at `issuedAt` stops being payable: 23:59:59 on the `days`-th day after the
 * day of issue in `timeZone` (Stripe: issued on Monday with 2 days, it expires on Wednesday at 23:59
 * America/Mexico_City). The offset is read from the time-zone database for that very day, never
 * assumed, so a change of clocks (Mexico City had summer time until 2022) cannot shift it by an hour.
 */
export function oxxoExpiry(
  issuedAt: Date,
  days: number = OXXO_DEFAULT_VALID_DAYS,
  timeZone: string = MARKETS.MX.timeZone,
): Date {
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError('the issue time is not a valid date');
  if (!Number.isSafeInteger(days) || days < 1) {
    throw new RangeError(`a voucher lives a whole number of days, at least 1, got ${days}`);
  }
  return instantOfWallClock(addDays(dateIn(issuedAt, timeZone), days), '23:59:59', timeZone);
}
