import { dateIn, MARKETS } from '@puente/domain';
import { and, asc, eq } from 'drizzle-orm';
import { ledgerEntries, loanExtensions, loanPhases } from '../../db/schema.ts';
import {
  advanceMinutes,
  type Borrower,
  decidedOrder,
  onboardedBorrower,
} from '../../testing/loan-fixtures.ts';
import type { TestService } from '../../testing/test-service.ts';
import { expectOk, orderStatus, sign } from '../disbursement/money-fixtures.ts';

/**
 * A Mexican borrower repaying a loan of `loanAmount` pesos, through the real calls. 5,000 pesos (the
 * first loan's quota) makes an extension fee OXXO takes: 1.16 % of a 1,801.66 instalment is 20.90,
 * above the store's 10.00 minimum, where a 1,000-peso loan's 4.18 is below it.
 */
export async function repayingBorrower(
  s: TestService,
  loanAmount = 5_000,
): Promise<{ b: Borrower; orderNo: string }> {
  const b = await onboardedBorrower(s);
  const orderNo = await decidedOrder(s, b, { loanAmount });
  expectOk(await sign(s, b, orderNo), 'sign');
  expectOk(await s.call('POST', '/loan/get-money', { orderNo }, { token: b.token }), 'get-money');
  await advanceMinutes(s, 1);
  await advanceMinutes(s, 60);
  const status = await orderStatus(s, orderNo);
  if (status !== 2) throw new Error(`order ${orderNo} is in ${status}, not repaying`);
  return { b, orderNo };
}

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

export async function entriesOf(s: TestService, orderId: string, kind?: string) {
  const rows = await s.database.db
    .select()
    .from(ledgerEntries)
    .where(
      kind
        ? and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind))
        : eq(ledgerEntries.orderId, orderId),
    )
    .orderBy(asc(ledgerEntries.id));
  return rows;
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
  const charges = ['principal', 'fee', 'tax', 'interest', 'penalty', 'rolloverFee', 'rolloverTax'];
  return (await entriesOf(s, orderId))
    .filter((e) => charges.includes(e.kind) || e.kind === 'repayment' || e.kind === 'coupon')
    .reduce((sum, e) => sum + e.amount, 0);
}

/** Half up, as the domain rounds ppm: 1 % of an amount in minor units, and 16 % IVA on that. */
export const feeOn = (deferredMinor: number) => Math.floor((deferredMinor + 50) / 100);
export const ivaOn = (feeMinor: number) => Math.floor((feeMinor * 16 + 50) / 100);
