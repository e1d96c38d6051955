import { expectAccessible } from '../support/accessibility.ts';
import { borrowAndReceive } from '../support/loan-steps.ts';
import { logIn, onboardMexican } from '../support/onboarding-steps.ts';
import { MX_ES, NG_EN } from '../support/onboarding-texts.ts';
import { advanceClock, codesSent, randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Two Mexican borrowers after onboarding, with the sandbox business clock moved the way a tester
 * moves it: one is approved, reads the key facts, signs with the SMS code, receives the money and
 * falls overdue with a penalty (in Spanish); the other is refused and sees when to retry and other
 * lenders (in English). The review delay is 60 seconds in sandbox; the payout settles within 60
 * minutes; close of business marks a phase overdue the day after it falls due.
 */

test.describe.configure({ timeout: 240_000 });

/** Home's loan status region, found by its heading. */
const loanStatus = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an approved borrower signs, receives the money and falls overdue with a penalty', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);

  // Home: the limit, and Apply leads to the loan choice.
  const status = loanStatus(page, 'Tu préstamo');
  await expect(status.getByText('Puedes solicitar un préstamo')).toBeVisible();
  await expect(status.getByText('Tu límite hoy: $5,000')).toBeVisible();
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '$3,000',
    codesSoFar: 2,
    screenshots: 'loans-mx-es',
  });

  await page.goto('/#/');
  await expect(status.getByText('Pagando')).toBeVisible();
  await expect(status.getByText(/^Próximo pago: \$[\d,]+\.\d\d, vence el /)).toBeVisible();

  // The first payment falls due after 30 days; five closes later it is five days late. A session
  // lasts 30 days, so the borrower logs in again.
  await advanceClock(request, { days: 36 });
  await logIn(page, request, MX_ES, mobile, 4);
  await expect(status.getByText('Vencido')).toBeVisible();
  const overdue = status.getByText(/^\d+ días de atraso\. Penalización hasta hoy \$[\d,]+\.\d\d\./);
  await expect(overdue).toBeVisible();
  await expect(status.getByText(/^Paga \$[\d,]+\.\d\d ahora para detener la penalización\.$/)).toBeVisible();
  const penalty = /Penalización hasta hoy \$([\d,]+\.\d\d)/.exec((await overdue.textContent()) ?? '')?.[1];
  expect(Number(penalty?.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(status.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await fullScreenshot(page, 'loans-mx-es-05-home-overdue');

  // Records: the overdue order, its schedule and the penalty lines of its statement.
  await page.goto('/#/records');
  const order = page.getByRole('article', { name: /Puente 91 días · \$3,000\.00/ });
  await expect(order.getByText('vencido', { exact: true })).toBeVisible();
  await order.getByText('Estado de cuenta y pagos').click();
  await expect(order.getByRole('cell', { name: 'Vencido' })).toHaveCount(1);
  expect(await order.getByText('Penalización por atraso').count()).toBeGreaterThan(0);
  await fullScreenshot(page, 'loans-mx-es-06-records-overdue');

  // The signed agreement is kept and listed.
  await page.goto('/#/user_center/agreement_list');
  await expect(page.getByText(/^Versión .+, firmada el /)).toBeVisible();
  await expectAccessible(page, 'loans-mx-es-agreement-list');
  expect(await codesSent(request, mobile)).toHaveLength(4);
});

test('a refused borrower sees the retry date and other lenders', async ({ page, request }) => {
  const mobile = randomMexicanMobile();
  // Question 1 "yes" (a loan in default) is a knock-out rule of the review.
  await onboardMexican(page, request, mobile, { firstAnswer: 'yes' });
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'English' }).check();

  await page.goto('/#/borrow/to_borrow');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
  await advanceClock(request, { minutes: 2 });
  await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible({
    timeout: 15_000,
  });
  const clock = (await (await request.get('/dev/clock')).json()) as { now: string };
  const retry = new Date(Date.parse(clock.now) + 30 * 86_400_000);
  const retryDay = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: 'America/Mexico_City',
  }).format(retry);
  await expect(page.getByText(`You can apply again on ${retryDay}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other products you can try' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Visit / }).first()).toBeVisible();
  await fullScreenshot(page, 'loans-mx-en-07-rejected');

  await page.goto('/#/');
  const status = loanStatus(page, 'Your loan');
  await expect(status.getByText('Cannot apply, retry in 30 days')).toBeVisible();
  await expect(status.getByText(`You can apply again on ${retryDay}.`)).toBeVisible();
  await status.getByRole('button', { name: 'See other products' }).click();
  await expect(page.getByRole('heading', { name: 'Other products you can try' })).toBeFocused();
  await fullScreenshot(page, 'loans-mx-en-08-home-rejected');

  // Thirty days on, the business clock lets the borrower apply again (after logging in again: a
  // session lasts 30 days too).
  await advanceClock(request, { days: 31 });
  await logIn(page, request, NG_EN, mobile, 3);
  await expect(status.getByText('You can apply for a loan')).toBeVisible();
});
