import { ORDER_STATUS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { loanOrders } from '../../db/schema.ts';
import { advanceMinutes, BORROWER_NAME, type Borrower, decidedOrder } from '../../testing/loan-fixtures.ts';
import { MX_CLABE } from '../../testing/profile-fixtures.ts';
import type { CallReply, TestService } from '../../testing/test-service.ts';
import { uniqueClabe } from '../../testing/unique-ids.ts';

/** Test helpers for signing and getting the money, through the real calls. */

/** The product and amount applied for; mx-91 for 1,000 pesos unless said. */
type LoanAsk = Parameters<typeof decidedOrder>[2];

export function expectOk(answer: CallReply, what: string): CallReply {
  if (answer.code !== 0)
    throw new Error(`${what} answered ${answer.code} ${answer.msg} ${JSON.stringify(answer.data)}`);
  return answer;
}

/**
 * A valid CLABE (BBVA, 012) whose last four digits are `last4` (the check digit included), a new
 * one each time: an account receives payouts for one borrower only (decision 038).
 */
export function clabeEnding(last4: string): string {
  return uniqueClabe(last4);
}

/** Each borrower's own address, so the per-address limit on code sends never bites a test. */
export function addressOf(b: Borrower): string {
  const n = Number(b.mobile.slice(-6));
  return `10.${100 + (n % 100)}.${(n >> 8) % 250}.${1 + (n % 250)}`;
}

/** Replaces the borrower's primary account through POST /user/update-bankCard. */
export async function changeAccount(s: TestService, b: Borrower, clabe: string): Promise<void> {
  await s.clock.advance(61_000); // the code resend wait
  const code = await s.requestCode(b.mobile, { token: b.token, ip: addressOf(b) });
  expectOk(
    await s.call(
      'POST',
      '/user/update-bankCard',
      {
        cardType: 'CLABE',
        accountNumber: clabe,
        accountNumberConfirm: clabe,
        holderName: BORROWER_NAME, // the borrower's own name (decision 039)
        curp: MX_CLABE.curp,
        code,
      },
      { token: b.token },
    ),
    'update bank account',
  );
}

export async function sign(s: TestService, b: Borrower, orderNo: string, lang: 'en' | 'es' = 'en') {
  await s.clock.advance(61_000);
  const code = await s.requestCode(b.mobile, { token: b.token, ip: addressOf(b) });
  return s.call('POST', '/loan/validateVerifyCode', { orderNo, code, agree: true }, { token: b.token, lang });
}

/** Approved, signed and asked for: the order waits in finishLoading for the tick to send the payout. */
export async function moneyRequested(s: TestService, b: Borrower, loan?: LoanAsk): Promise<string> {
  const orderNo = await decidedOrder(s, b, loan);
  expectOk(await sign(s, b, orderNo), 'sign');
  expectOk(await s.call('POST', '/loan/get-money', { orderNo }, { token: b.token }), 'get-money');
  return orderNo;
}

/** Through the payout to Repaying: sent at the next tick, settled within the sandbox's hour. */
export async function disbursedOrder(s: TestService, b: Borrower, loan?: LoanAsk): Promise<string> {
  const orderNo = await moneyRequested(s, b, loan);
  await advanceMinutes(s, 1);
  await advanceMinutes(s, 60);
  const status = await orderStatus(s, orderNo);
  if (status !== ORDER_STATUS.Repaying) throw new Error(`order ${orderNo} is in ${status}, not repaying`);
  return orderNo;
}

export async function orderRow(s: TestService, orderNo: string) {
  const [row] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

export async function orderStatus(s: TestService, orderNo: string): Promise<number> {
  return (await orderRow(s, orderNo)).status;
}

/** Signs the borrower in again (a session lasts 30 days of business clock); answers the new token. */
export async function logInAgain(s: TestService, b: Borrower): Promise<Borrower> {
  const ip = addressOf(b);
  await s.clock.advance(61_000);
  const code = await s.requestCode(b.mobile, { ip });
  const answer = expectOk(
    await s.call('POST', '/security/login', { mobile: b.mobile, code }, { ip }),
    'login',
  );
  return { ...b, token: answer.data.token };
}
