import { borrowAndReceive, LOANS_NG_EN } from '../support/loan-steps.ts';
import { onboardNigerian } from '../support/nigeria-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { advanceClock, randomMexicanMobile, randomNigerianMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * Interest to the day (issue 16, decision 028), as a borrower meets it: ten days after the money
 * arrives, paying off costs the principal and ten days of interest at 0.09 % a day, not the whole
 * term's; and part of the loan repaid early lowers the later payments, whose dates stay.
 */

test.describe.configure({ timeout: 300_000 });

/** An amount as the screens write it ("$3,027.00", "₦20,180.00"), as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The value of a fact (a term and its definition), found by its term. */
const fact = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The amount of each row of the schedule, phase by phase. */
async function scheduleAmounts(page: Page, table: string): Promise<number[]> {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  // The header and three phases: the schedule has come in before it is read.
  await expect(rows).toHaveCount(4);
  const count = await rows.count();
  const amounts: number[] = [];
  for (let i = 1; i < count; i++) {
    // The phase's amount comes first; a phase paid in part says below it how much is paid.
    const cell = (await rows.nth(i).getByRole('cell').nth(1).textContent()) ?? '';
    amounts.push(amountOf(/[\d,]+\.\d\d/.exec(cell)?.[0] ?? ''));
  }
  return amounts;
}

/**
 * The welcome coupon is put on the loan for the borrower; these journeys take it off before signing
 * (a borrower may), so the figures are the interest alone.
 */
function withoutCoupon(page: Page, none: 'Sin cupón' | 'No coupon') {
  return async () => {
    await page.getByRole('radio', { name: none }).check();
    await expect(page.getByText(new RegExp(`^${none}:`))).toBeVisible();
  };
}

/** A Mexican borrower ten days after receiving 3,000 pesos, without the coupon, on what they owe. */
async function mexicanTenDaysOn(page: Page, request: Page['request']): Promise<void> {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '$3,000',
    codesSoFar: 2,
    beforeSigning: withoutCoupon(page, 'Sin cupón'),
  });
  await advanceClock(request, { days: 10 });
  await page.goto('/#/repay/repay_detail');
}

/** A Nigerian borrower ten days after receiving ₦20,000, without the coupon, on what they owe. */
async function nigerianTenDaysOn(page: Page, request: Page['request']): Promise<void> {
  const mobile = randomNigerianMobile();
  await onboardNigerian(page, request, mobile, { screenshots: false });
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '₦20,000',
    codesSoFar: 2,
    texts: LOANS_NG_EN,
    beforeSigning: withoutCoupon(page, 'No coupon'),
  });
  await advanceClock(request, { days: 10 });
  await page.goto('/#/repay/repay_detail');
}

/** A transfer from the borrower's bank into the account number kept for them, once it is credited. */
async function reservedAccountTransfer(page: Page, request: Page['request'], amount: number): Promise<void> {
  await page.getByRole('link', { name: /Transfer to your account number/ }).click();
  const accountNumber = ((await page.getByText(/^\d{3} \d{3} \d{4}$/).textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  const sent = await request.post('/dev/nuban/transfer', { data: { accountNumber, amount } });
  expect((await sent.json()).code).toBe(0);
  await advanceClock(request, { minutes: 5 });
  await page.goto('/#/repay/repay_detail');
}

async function speiTransfer(page: Page, request: Page['request'], amount: number): Promise<void> {
  await page.goto('/#/repay/repay_detail');
  await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
  const clabe = ((await page.getByText(/^646 180 /).textContent()) ?? '').replace(/\D/g, '');
  const sent = await request.post('/dev/stp/transfer', { data: { clabe, amount } });
  expect((await sent.json()).code).toBe(0);
  await advanceClock(request, { minutes: 2 });
  await page.goto('/#/repay/repay_detail');
}

test('a Mexican borrower pays off on day 10 and is charged ten days of interest', async ({
  page,
  request,
}) => {
  await mexicanTenDaysOn(page, request);
  const owed = page.getByRole('region', { name: 'Lo que debes' });
  // 3,000 × 0.09 % × 10 days = 27.00, and IVA at 16 % on it, 4.32 (decision 029); the whole term
  // would have cost 163.80 of interest and 26.21 of IVA.
  await expect(fact(owed, 'Intereses')).toHaveText('$27.00');
  await expect(fact(owed, 'IVA de los intereses')).toHaveText('$4.32');
  await expect(fact(owed, 'Total para liquidar')).toHaveText('$3,031.32');
  await fullScreenshot(page, 'pay-early-mx-es-01-day-10');

  await speiTransfer(page, request, 3_031.32);
  await expect(page.getByRole('heading', { name: 'Préstamo liquidado' })).toBeVisible();
  await expect(fact(page, 'Total pagado')).toHaveText('$3,031.32');
  await fullScreenshot(page, 'pay-early-mx-es-02-paid-off');
});

test('a Mexican borrower repays part early and the later payments fall', async ({ page, request }) => {
  await mexicanTenDaysOn(page, request);
  const before = await scheduleAmounts(page, 'Pagos');
  // As priced: 1,000 of principal a phase; 81.00, 55.80 and 27.00 of interest; 16 % IVA on each.
  expect(before).toEqual([1_093.96, 1_064.73, 1_031.32]);

  // 1,500 on day 10: 27.00 of interest accrued and its 4.32 of IVA, then 1,468.68 of principal —
  // all of phase 1's and 468.68 of phase 2's. Phase 1's interest falls to 54.56 (10 days on 3,000,
  // 20 on 1,531.32) and its IVA to 8.73; phase 2's to 42.72 (31 days on 1,531.32) and 6.84; phase
  // 3's principal was not touched, so it stays.
  await speiTransfer(page, request, 1_500);
  await expect(fact(page, 'Pagado hasta ahora')).toHaveText('$1,500.00');
  expect(await scheduleAmounts(page, 'Pagos')).toEqual([1_063.29, 1_049.56, 1_031.32]);
  const owed = page.getByRole('region', { name: 'Lo que debes' });
  // Paying off the same day: the 1,531.32 of principal left, and no more interest yet.
  await expect(fact(owed, 'Total para liquidar')).toHaveText('$1,531.32');
  await fullScreenshot(page, 'pay-early-mx-es-03-after-part');
});

test('a Nigerian borrower pays off on day 10 and is charged ten days of interest', async ({
  page,
  request,
}) => {
  await nigerianTenDaysOn(page, request);
  const owed = page.getByRole('region', { name: 'What you owe' });
  // 20,000 × 0.09 % × 10 days = 180.
  await expect(fact(owed, 'Interest')).toHaveText('₦180.00');
  const totalText = '₦20,180.00';
  await expect(fact(owed, 'Total to pay off')).toHaveText(totalText);
  await fullScreenshot(page, 'pay-early-ng-en-01-day-10');

  await reservedAccountTransfer(page, request, 20_180);
  await expect(page.getByRole('heading', { name: 'Loan paid off' })).toBeVisible();
  await expect(fact(page, 'Total repaid')).toHaveText(totalText);
});

test('a Nigerian borrower repays part early and the later payments fall', async ({ page, request }) => {
  await nigerianTenDaysOn(page, request);
  // Principal 6,666.66, 6,666.66 and 6,666.68; interest 540 (30 days on 20,000), 372 (31 on
  // 13,333.34) and 180 (30 on 6,666.68).
  expect(await scheduleAmounts(page, 'Payments')).toEqual([7_206.66, 7_038.66, 6_846.68]);

  // 10,000 on day 10: 180 of interest accrued, then 9,820 of principal — all of phase 1's and
  // 3,153.34 of phase 2's. Phase 2's interest falls to 284.02 (31 days on 10,180); phase 3 stays.
  await reservedAccountTransfer(page, request, 10_000);
  await expect(fact(page, 'Repaid so far')).toHaveText('₦10,000.00');
  const after = await scheduleAmounts(page, 'Payments');
  expect(after[1]).toBe(6_950.68);
  expect(after[2]).toBe(6_846.68);
  await expect(fact(page.getByRole('region', { name: 'What you owe' }), 'Total to pay off')).toHaveText(
    '₦10,180.00',
  );
  await fullScreenshot(page, 'pay-early-ng-en-02-after-part');
});
