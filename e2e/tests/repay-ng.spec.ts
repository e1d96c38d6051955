import { borrowAndReceive, LOANS_NG_EN } from '../support/loan-steps.ts';
import { onboardNigerian } from '../support/nigeria-steps.ts';
import { logIn } from '../support/onboarding-steps.ts';
import { NG_EN } from '../support/onboarding-texts.ts';
import { advanceClock, randomNigerianMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * A Nigerian borrower, in English, falls overdue, extends the loan by 7 days and pays the
 * extension's fee by card on the gateway's checkout, then pays the rest by bank transfer into the
 * account number kept for them; the loan ends paid off and finished in records. The checkout is the
 * sandbox gateway's page on the same server; the transfer is made with the sandbox bank, whose
 * provider notifies the service a few minutes later on the business clock.
 */

test.describe.configure({ timeout: 300_000 });

/** A naira amount as the screens write it ("₦12,345.50"), as a number. */
const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The value of a fact (a term and its definition in a description list), found by its term. */
const fact = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a Nigerian borrower extends an overdue loan, pays the fee by card and the rest by transfer', async ({
  page,
  request,
}) => {
  const mobile = randomNigerianMobile();
  await onboardNigerian(page, request, mobile, { screenshots: false });

  const status = page.getByRole('region', { name: 'Your loan', exact: true });
  await expect(status.getByText('You can apply for a loan')).toBeVisible();
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '₦20,000',
    codesSoFar: 2,
    texts: LOANS_NG_EN,
    screenshots: 'repay-ng',
  });

  // The first payment falls due after 30 days; three closes later it is late, with a penalty. A
  // session lasts 30 days, so the borrower logs in again.
  await advanceClock(request, { days: 33 });
  await logIn(page, request, NG_EN, mobile, 4);
  // The login's toast goes by itself; the screenshots below show the screens without it.
  await expect(page.getByText('Successful login')).toBeHidden();
  await expect(status.getByText('Overdue')).toBeVisible();
  const overdue = status.getByText(/^\d+ days late\. Penalty so far ₦[\d,]+\.\d\d\./);
  await expect(overdue).toBeVisible();
  const penalty = /Penalty so far (₦[\d,]+\.\d\d)/.exec((await overdue.textContent()) ?? '')?.[1] ?? '';
  expect(naira(penalty)).toBeGreaterThan(0);

  // What is owed, with the channels of Nigeria and the extension.
  await status.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(/\d+ days overdue$/)).toBeVisible();
  const owed = page.getByRole('region', { name: 'What you owe' });
  await expect(fact(owed, 'Late penalty')).toHaveText(penalty);
  await expect(page.getByRole('link', { name: /Card or bank \(online checkout\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Transfer to your account number/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Upload proof of payment/ })).toBeVisible();
  await fullScreenshot(page, 'repay-ng-05-detail-overdue');

  // The extension: the due date now and after, the fee and its VAT, what is paid now.
  await page.getByRole('link', { name: 'Extend 7 days' }).click();
  await expect(
    page.getByRole('heading', { name: 'Move your payment 7 days later for a fee.' }),
  ).toBeVisible();
  const newDueDate = (await fact(page, 'New due date').textContent()) ?? '';
  expect(newDueDate).toMatch(/\d{4}/);
  const fee = naira(await fact(page, 'Extension fee').textContent());
  const vat = naira(await fact(page, 'VAT on the fee').textContent());
  const feeTotalText = (await fact(page, 'Total to pay now').textContent()) ?? '';
  const feeTotal = naira(feeTotalText);
  expect(fee).toBeGreaterThan(0);
  expect(feeTotal).toBeCloseTo(fee + vat, 2);
  await expect(page.getByText('Late penalties stop once the fee is credited.')).toBeVisible();
  await fullScreenshot(page, 'repay-ng-06-extension-detail');
  await page.getByRole('link', { name: 'Continue' }).click();

  // Asking refuses a missing tick, then asks with it; the fee is paid on the gateway's page.
  await expect(page.getByRole('heading', { name: 'Request the extension' })).toBeVisible();
  await page.getByRole('button', { name: 'Request extension' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tick the box to accept the renewal agreement before you continue.',
  );
  await page.getByRole('checkbox', { name: 'I accept the renewal agreement' }).check();
  await page.getByRole('button', { name: 'Request extension' }).click();
  await expect(page.getByRole('heading', { name: 'Pay the fee' })).toBeVisible();
  await expect(page.getByText(`and your payment moves to ${newDueDate}.`)).toBeVisible();
  await fullScreenshot(page, 'repay-ng-07-extension-fee');
  await page.getByRole('link', { name: /Card or bank \(online checkout\)/ }).click();

  await expect(page.getByText('You are paying the fee of your extension.')).toBeVisible();
  await page.getByRole('radio', { name: 'Flutterwave' }).check();
  await page.getByRole('button', { name: 'Pay online' }).click();

  // The gateway's checkout: the exact fee, a test card, Pay.
  await expect(page.getByRole('heading', { name: 'Pay Puente Naija' })).toBeVisible();
  await expect(page).toHaveURL(/\/dev\/checkout\/flutterwave\//);
  await expect(page.getByText('Flutterwave checkout')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4084 0840 8408 4081');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('408');
  await fullScreenshot(page, 'repay-ng-08-checkout');
  await expect(fact(page, 'Amount to pay')).toHaveText(feeTotalText);
  await page.getByRole('button', { name: `Pay ${feeTotalText}` }).click();

  // Back in the app, the server asks the gateway and credits the fee: the extension is applied.
  await expect(page).toHaveURL(/#\/repay\/cashier\?payOrderId=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await fullScreenshot(page, 'repay-ng-09-cashier-paid');
  await page.getByRole('link', { name: 'See what you owe' }).click();
  await expect(page.getByText('On time')).toBeVisible();
  await expect(fact(page, 'Next due date')).toHaveText(newDueDate);
  await fullScreenshot(page, 'repay-ng-10-detail-extended');
  // The first payment moved to the new date; the one extension this loan allows is used.
  const firstPayment = page.getByRole('row', { name: /^1 of 3 / });
  await expect(firstPayment.getByRole('cell').first()).toHaveText(newDueDate);
  await expect(firstPayment.getByRole('cell', { name: 'Overdue' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Extend 7 days' })).toHaveCount(0);

  await page.goto('/#/');
  await expect(status.getByText('Repaying')).toBeVisible();

  // The rest, by transfer into the account number kept for this borrower.
  await status.getByRole('button', { name: 'Pay' }).click();
  const totalText = (await fact(page, 'Total to pay off today').textContent()) ?? '';
  const total = naira(totalText);
  expect(total).toBeGreaterThan(20_000);
  await page.getByRole('link', { name: /Transfer to your account number/ }).click();
  await expect(page).toHaveURL(/#\/repay\/reserved_account\?orderNo=/);
  await expect(page.getByRole('heading', { name: 'Your account number' })).toBeVisible();
  // Written 3 + 3 + 4 for reading it out.
  const accountNumber = ((await page.getByText(/^\d{3} \d{3} \d{4}$/).textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  expect(accountNumber).toMatch(/^\d{10}$/);
  await expect(fact(page, 'Total to pay off')).toHaveText(totalText);
  await fullScreenshot(page, 'repay-ng-11-reserved-account');
  const sent = await request.post('/dev/nuban/transfer', { data: { accountNumber, amount: total } });
  expect((await sent.json()).code).toBe(0);
  await advanceClock(request, { minutes: 5 });

  await page.goto('/#/repay/repay_detail');
  await expect(page.getByRole('heading', { name: 'Loan paid off' })).toBeVisible();
  // Everything paid on this loan: the extension's fee and the transfer.
  expect(naira(await fact(page, 'Total repaid').textContent())).toBeCloseTo(total + feeTotal, 2);
  await fullScreenshot(page, 'repay-ng-12-paid-off');
  await page.getByRole('link', { name: 'See my records' }).click();
  const order = page.getByRole('article', { name: /Puente 91 days · ₦20,000\.00/ });
  await expect(order.getByText('finished', { exact: true })).toBeVisible();
});
