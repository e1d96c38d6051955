import { dateIn, MARKETS } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { loanExtensions, loanPhases } from '../../../db/schema.ts';
import { advanceMinutes } from '../../../testing/loan-fixtures.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { entriesOf } from '../repayment-fixtures.ts';

/**
 * The loan the extension tests repay, in pesos. 5,000 pesos (the first loan's quota) makes an
 * extension fee OXXO takes: 1.16 % of a 1,823.26 instalment is 21.15, above the store's 10.00
 * minimum, where a 1,000-peso loan's 4.23 is below it.
 */
export const EXTENSION_LOAN = 5_000;

export function mxToday(s: TestService): string {
  return dateIn(s.clock.now(), MARKETS.MX.timeZone);
}

/**
 * Moves the business clock forward to the next 10:00 in Mexico City, so that a test counting
 * business dates never sees midnight pass during a few minutes' wait.
 */
export async function toMorning(s: TestService): Promise<void> {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: MARKETS.MX.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(s.clock.now())
    .split(':')
    .map(Number);
  const minutes = (10 * 60 - ((hour ?? 0) * 60 + (minute ?? 0)) + 24 * 60) % (24 * 60);
  if (minutes > 0) await advanceMinutes(s, minutes);
}

export async function phaseRows(s: TestService, orderId: string) {
  return s.database.db
    .select()
    .from(loanPhases)
    .where(eq(loanPhases.orderId, orderId))
    .orderBy(asc(loanPhases.phase));
}

export async function extensionRows(s: TestService, orderId: string) {
  return s.database.db
    .select()
    .from(loanExtensions)
    .where(eq(loanExtensions.orderId, orderId))
    .orderBy(asc(loanExtensions.number));
}

/** Charged less paid (repayments and coupons): what the ledger says is still owed. */
export async function ledgerOwedMinor(s: TestService, orderId: string): Promise<number> {
  const charges = [
    'principal',
    'fee',
    'tax',
    'interest',
    'interestTax',
    'penalty',
    'rolloverFee',
    'rolloverTax',
  ];
  return (await entriesOf(s, orderId))
    .filter((e) => charges.includes(e.kind) || e.kind === 'repayment' || e.kind === 'coupon')
    .reduce((sum, e) => sum + e.amount, 0);
}

/** Half up, as the domain rounds ppm: 1 % of an amount in minor units, and 16 % IVA on that. */
export const feeOn = (deferredMinor: number) => Math.floor((deferredMinor + 50) / 100);
export const ivaOn = (feeMinor: number) => Math.floor((feeMinor * 16 + 50) / 100);
