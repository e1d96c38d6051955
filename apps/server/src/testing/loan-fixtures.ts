import {
  findProduct,
  instantOfWallClock,
  localClock,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  priceLoan,
} from '@puente/domain';
import { orderEvents } from '../db/schema.ts';
import { insertOrder } from '../modules/orders/order-repository.ts';
import { goodPhoto } from './images.ts';
import { putProfile, TEST_CURP } from './onboarding-fixtures.ts';
import { additionFor, fullQuestionnaire, MX_CLABE } from './profile-fixtures.ts';
import type { CallReply, TestService } from './test-service.ts';
import { uniqueClabe, uniqueCurp } from './unique-ids.ts';

export interface Borrower {
  token: string;
  userId: string;
  mobile: string;
}

function expectOk(answer: CallReply, what: string): CallReply {
  if (answer.code !== 0)
    throw new Error(`${what} answered ${answer.code} ${answer.msg} ${JSON.stringify(answer.data)}`);
  return answer;
}

/** The name on file for the borrowers below (TEST_CURP's). */
export const BORROWER_NAME = 'Ana Gómez';

/** A Mexican borrower with personal info and identity (ID photos, OCR, face) done, and nothing else. */
export async function identifiedBorrower(s: TestService, curp?: string): Promise<Borrower> {
  const b = await s.newBorrower();
  const { token } = b;
  // Each borrower their own CURP: an id belongs to one account (decision 038).
  await putProfile(s, b.userId, curp ?? uniqueCurp(TEST_CURP), {
    firstName: 'Ana',
    lastName: 'Gómez',
    birthday: '1990-05-14',
  });
  expectOk(await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, { token }), 'back photo');
  expectOk(await s.upload('/user/upload/curp/front', { data: goodPhoto(2) }, {}, { token }), 'front photo');
  expectOk(await s.upload('/user/saveFaceImage', { data: goodPhoto(3) }, {}, { token }), 'face photo');
  expectOk(await s.call('POST', '/user/curp/ocr', {}, { token }), 'OCR');
  expectOk(await s.call('POST', '/user/finishUploadAllImg', {}, { token }), 'finish photos');
  return b;
}

/**
 * A Mexican borrower with every onboarding step done through the real calls, ready to apply.
 * `answers` changes questionnaire answers (e.g. { 1: 'yes' } for one the review rejects).
 * `curp` puts another national id on file before the ID is read (one born 1990-05-14 reads alike).
 */
export async function onboardedBorrower(
  s: TestService,
  answers: Record<string, string | string[]> = {},
  curp?: string,
): Promise<Borrower> {
  const b = await identifiedBorrower(s, curp);
  const { token } = b;
  expectOk(await s.call('POST', '/user/saveAdditionInfo-market', additionFor('MX'), { token }), 'addition');
  expectOk(
    await s.call(
      'POST',
      '/user/save/questionnaire',
      { answers: fullQuestionnaire('MX', answers) },
      { token },
    ),
    'questionnaire',
  );
  await s.clock.advance(60_000);
  const code = await s.requestCode(b.mobile, { token });
  // Their own CLABE, ending as MX_CLABE does (tests read its last four digits), in their own name as
  // personal info gives it: another name is a fraud signal that holds the application (decision 039).
  const clabe = uniqueClabe(MX_CLABE.accountNumber.slice(-4), MX_CLABE.accountNumber.slice(0, 6));
  const account = {
    ...MX_CLABE,
    accountNumber: clabe,
    accountNumberConfirm: clabe,
    holderName: BORROWER_NAME,
    code,
  };
  expectOk(await s.call('POST', '/user/addBankCard', account, { token }), 'bank account');
  return b;
}

/** Moves the business clock by minutes the way a tester does; the tick runs after it. */
export async function advanceMinutes(s: TestService, minutes: number): Promise<void> {
  const moved = await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes } });
  if (moved.json().code !== 0) throw new Error(`clock advance answered ${moved.body}`);
}

/** Moves the business clock (running the tick) to the next HH:MM on the market's local clock. */
export async function moveToLocal(s: TestService, market: MarketId, time: string): Promise<void> {
  const now = s.clock.now();
  const zone = MARKETS[market].timeZone;
  const { date } = localClock(market, now);
  let target = instantOfWallClock(date, `${time}:00`, zone);
  if (target.getTime() <= now.getTime()) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    target = instantOfWallClock(next.toISOString().slice(0, 10), `${time}:00`, zone);
  }
  await advanceMinutes(s, Math.ceil((target.getTime() - now.getTime()) / 60_000));
}

export async function applyFor(
  s: TestService,
  b: Borrower,
  loan: { productId?: string; loanAmount?: number } = {},
): Promise<string> {
  const answer = await s.call(
    'POST',
    '/loan/loan-order/apply-market',
    { productId: 'mx-91', loanAmount: 1000, ...loan },
    { token: b.token },
  );
  return expectOk(answer, 'apply').data.orderNo;
}

/** Applies and lets the review decide (the review delay passes on the business clock). */
export async function decidedOrder(
  s: TestService,
  b: Borrower,
  loan?: { productId?: string; loanAmount?: number },
) {
  const orderNo = await applyFor(s, b, loan);
  await advanceMinutes(s, 11);
  return orderNo;
}

/** A new onboarded borrower with an approved offer (Confirm), the starting point of signing. */
export async function approvedOrder(
  s: TestService,
  loan?: { productId?: string; loanAmount?: number },
): Promise<{ borrower: Borrower; orderNo: string }> {
  const borrower = await onboardedBorrower(s);
  const orderNo = await decidedOrder(s, borrower, loan);
  const latest = await s.call('GET', '/loan/loan-order/latest', {}, { token: borrower.token });
  if (latest.data?.order?.status !== ORDER_STATUS.Confirm)
    throw new Error(`order ${orderNo} was not approved: ${latest.msg}`);
  return { borrower, orderNo };
}

/**
 * A loan the borrower has already repaid (Finish), written straight into the database: repayment
 * calls arrive with a later issue, and the quota ladder and repeat pricing only read the finished
 * order and whether it was ever overdue (an event into Overdued).
 */
export async function finishedLoan(
  s: TestService,
  b: Borrower,
  loan: { productId?: string; amountMinor?: number; late?: boolean; appliedAt?: Date } = {},
): Promise<string> {
  const product = findProduct(loan.productId ?? 'mx-91');
  if (!product) throw new Error(`no product ${loan.productId}`);
  const at = loan.appliedAt ?? new Date(s.clock.now().getTime() - 120 * 86_400_000);
  const quote = priceLoan(product, MARKET_LENDING[product.market], {
    amountMinor: loan.amountMinor ?? product.amount.min,
    startDate: at.toISOString().slice(0, 10),
    repeat: false,
  });
  const orderNo = `PLSEED${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  await s.database.db.transaction(async (tx) => {
    const order = await insertOrder(
      tx,
      {
        orderNo,
        userId: b.userId,
        market: product.market,
        productId: product.id,
        status: ORDER_STATUS.Finish,
        amount: quote.amount,
        quote,
        appliedAt: at,
        decideAt: at,
        closedAt: at,
        updatedAt: at,
      },
      at,
    );
    if (loan.late) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: ORDER_STATUS.Repaying,
        toStatus: ORDER_STATUS.Overdued,
        reason: 'pastDue',
        at,
      });
    }
  });
  return orderNo;
}
