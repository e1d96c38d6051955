import { goodPhoto } from './images.ts';
import { putProfile, TEST_CURP } from './onboarding-fixtures.ts';
import { additionFor, fullQuestionnaire, MX_CLABE } from './profile-fixtures.ts';
import type { CallReply, TestService } from './test-service.ts';

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

/**
 * A Mexican borrower with every onboarding step done through the real calls, ready to apply.
 * `answers` changes questionnaire answers (e.g. { 1: 'yes' } for one the review rejects).
 */
export async function onboardedBorrower(
  s: TestService,
  answers: Record<string, string | string[]> = {},
): Promise<Borrower> {
  const b = await s.newBorrower();
  const { token } = b;
  await putProfile(s, b.userId, TEST_CURP, { firstName: 'Ana', lastName: 'Gómez', birthday: '1990-05-14' });
  expectOk(await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, { token }), 'back photo');
  expectOk(await s.upload('/user/upload/curp/front', { data: goodPhoto(2) }, {}, { token }), 'front photo');
  expectOk(await s.upload('/user/saveFaceImage', { data: goodPhoto(3) }, {}, { token }), 'face photo');
  expectOk(await s.call('POST', '/user/curp/ocr', {}, { token }), 'OCR');
  expectOk(await s.call('POST', '/user/finishUploadAllImg', {}, { token }), 'finish photos');
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
  expectOk(await s.call('POST', '/user/addBankCard', { ...MX_CLABE, code }, { token }), 'bank account');
  return b;
}

/** Moves the business clock by minutes the way a tester does; the tick runs after it. */
export async function advanceMinutes(s: TestService, minutes: number): Promise<void> {
  const moved = await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes } });
  if (moved.json().code !== 0) throw new Error(`clock advance answered ${moved.body}`);
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
