import { ORDER_STATUS } from '@puente/domain';
import { goodPhoto } from './images.ts';
import { advanceMinutes, type Borrower } from './loan-fixtures.ts';
import { additionFor, fullQuestionnaire, NG_BASIC } from './profile-fixtures.ts';
import type { CallReply, TestService } from './test-service.ts';
import { uniqueDigits11, uniqueNubanOf } from './unique-ids.ts';

/** The Nigerian app: a borrower's calls go through it, as the web app sends them. */
export const NAIJA = { packageName: 'com.puente.naija' } as const;

/** The BVN of NG_BASIC; each fixture borrower gets their own (an id belongs to one account). */
export const NG_BVN = NG_BASIC.bvn;

function expectOk(answer: CallReply, what: string): CallReply {
  if (answer.code !== 0)
    throw new Error(`${what} answered ${answer.code} ${answer.msg} ${JSON.stringify(answer.data)}`);
  return answer;
}

let serial = 0;
/** A fresh Nigerian mobile (080…), never ending in 0000 (the sandbox gateway refuses those). */
function newNgMobile(): string {
  serial += 1;
  const digits = String((Date.now() * 7 + serial * 7919) % 1e8).padStart(8, '0');
  return `080${digits.endsWith('0000') ? `${digits.slice(0, 4)}1234` : digits}`.slice(0, 11);
}

/** Each borrower from their own address, so per-address code limits never bite a test. */
function ipOf(mobile: string): string {
  const n = Number(mobile.slice(-6));
  return `10.${200 + (n % 50)}.${(n >> 8) % 250}.${1 + (n % 250)}`;
}

/** An account the sandbox bank says is EMEKA ADEYEMI's, not the borrower's. */
export const NG_OTHERS_ACCOUNT = '0123456789';

/**
 * A Nigerian borrower with every onboarding step done through the real calls of the Nigerian app,
 * paid into an account of their own, which the sandbox bank names for NG_BASIC's Adaeze Okafor (an
 * account in another name holds the application for an operator, decision 039), unless another is given.
 */
export async function onboardedNgBorrower(s: TestService, accountNumber?: string): Promise<Borrower> {
  const mobile = newNgMobile();
  const ip = ipOf(mobile);
  const b = await s.newBorrower({ ...NAIJA, mobile, ip });
  const o = { ...NAIJA, token: b.token, ip };
  // Their own BVN, and their own card (the sandbox reads a card's NIN from its photo).
  const bvn = uniqueDigits11();
  const card = 100 + 3 * Number(bvn.slice(-5));
  expectOk(await s.call('POST', '/user/saveBasicInfo-market', { ...NG_BASIC, bvn }, o), 'personal info');
  expectOk(await s.upload('/user/upload/curp/back', { data: goodPhoto(card) }, {}, o), 'back photo');
  expectOk(await s.upload('/user/upload/curp/front', { data: goodPhoto(card + 1) }, {}, o), 'front photo');
  expectOk(await s.upload('/user/saveFaceImage', { data: goodPhoto(card + 2) }, {}, o), 'face photo');
  expectOk(await s.call('POST', '/user/curp/ocr', {}, o), 'OCR');
  expectOk(await s.call('POST', '/user/finishUploadAllImg', {}, o), 'finish photos');
  expectOk(await s.call('POST', '/user/saveAdditionInfo-market', additionFor('NG'), o), 'addition');
  expectOk(
    await s.call('POST', '/user/save/questionnaire', { answers: fullQuestionnaire('NG') }, o),
    'questionnaire',
  );
  await s.clock.advance(61_000);
  const code = await s.requestCode(mobile, o);
  const nuban = accountNumber ?? uniqueNubanOf('058', 'ADAEZE OKAFOR');
  const account = {
    bankCode: '058',
    accountNumber: nuban,
    accountNumberConfirm: nuban,
    bvn,
    nameConfirmed: true,
    code,
  };
  expectOk(await s.call('POST', '/user/addBankCard', account, o), 'bank account');
  return b;
}

/**
 * An NG borrower's loan through the real calls, signed and paid out by the sandbox bank: the order
 * is repaying. Answers its order number.
 */
export async function disbursedNgOrder(s: TestService, b: Borrower, loanAmount = 10_000): Promise<string> {
  const o = ngCaller(b);
  const orderNo = await ngMoneyRequested(s, b, loanAmount);
  await advanceMinutes(s, 1);
  await advanceMinutes(s, 60);
  const latest = await s.call('GET', '/loan/loan-order/latest', {}, o);
  if (latest.data?.order?.status !== ORDER_STATUS.Repaying)
    throw new Error(`order ${orderNo} is in ${latest.data?.order?.status}, not repaying`);
  return orderNo;
}

/** How an NG borrower's calls are made: the Nigerian app, from the borrower's own address. */
export function ngCaller(b: Borrower) {
  return { ...NAIJA, token: b.token, ip: ipOf(b.mobile) };
}

/** An NG borrower's loan applied for, approved, signed and asked for: the payout waits for the tick. */
export async function ngMoneyRequested(s: TestService, b: Borrower, loanAmount = 10_000): Promise<string> {
  const o = ngCaller(b);
  const applied = expectOk(
    await s.call('POST', '/loan/loan-order/apply-market', { productId: 'ng-91', loanAmount }, o),
    'apply',
  );
  const orderNo = applied.data.orderNo as string;
  await advanceMinutes(s, 11);
  await s.clock.advance(61_000);
  const code = await s.requestCode(b.mobile, o);
  expectOk(await s.call('POST', '/loan/validateVerifyCode', { orderNo, code, agree: true }, o), 'sign');
  expectOk(await s.call('POST', '/loan/get-money', { orderNo }, o), 'get-money');
  return orderNo;
}

/** A new NG borrower whose loan (ng-91, 10,000 naira) is repaying, through the real calls. */
export async function repayingNgBorrower(s: TestService): Promise<{ b: Borrower; orderNo: string }> {
  const b = await onboardedNgBorrower(s);
  const orderNo = await disbursedNgOrder(s, b);
  return { b, orderNo };
}
