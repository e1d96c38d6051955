import { type APIRequestContext, request as httpClient } from '@playwright/test';
import { journeyNuban } from '../support/journey-ids.ts';
import { LOANS_NG_EN } from '../support/loan-steps.ts';
import {
  additionalInfo,
  box,
  combo,
  heading,
  identity,
  personalInfo,
  questionnaire,
} from '../support/onboarding-steps.ts';
import { NG_EN } from '../support/onboarding-texts.ts';
import { codesIn, newCode } from '../support/production-codes.ts';
import { PRODUCTION_URL, productionEnv, STANDINS } from '../support/production-env.ts';
import { randomNigerianMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * A whole Nigerian loan life against a service in production mode (SANDBOX=false, no /dev routes),
 * every provider reached over HTTP through its real client at its stand-in on a port of its own
 * (decision 045): the codes go out through Termii's DND route, the BVN and the selfie are checked by
 * Smile ID, the account's holder is found by Paystack's name enquiry and the money goes out as a
 * Paystack transfer settled by its `transfer.success`; part is repaid through a Flutterwave payment
 * link and the rest by a transfer into a Monnify reserved account. Nothing moves the service's clock:
 * the journey waits, as a borrower would, for what the service does on its own. The phone, the bank
 * that holds the borrower's account and the payer's bank are the stand-ins' own doors.
 */

test.describe.configure({ timeout: 300_000 });
test.use({ baseURL: PRODUCTION_URL });

const env = productionEnv();
const t = LOANS_NG_EN;

/** A naira amount as the screens write it ("₦12,345.50"), as a number. */
const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The value of a fact (a term and its definition in a description list), found by its term. */
const fact = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The codes Termii sent to a number, newest first, from Termii's message history. */
async function codesSentTo(termii: APIRequestContext, mobile: string): Promise<string[]> {
  const answer = await termii.get('/api/sms/inbox', { params: { api_key: env.TERMII_API_KEY } });
  expect(answer.ok()).toBe(true);
  const sent = (await answer.json()) as { receiver: string; message: string }[];
  return codesIn(sent.filter((m) => m.receiver === `234${mobile}`).map((m) => m.message));
}

/** Reloads `path` until `done` shows, as a borrower checking again would. */
async function waitFor(page: Page, path: string, done: Locator) {
  await page.goto(path);
  await expect
    .poll(
      async () => {
        await page.reload();
        return done.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
}

test('in production mode, a Nigerian borrower borrows through Paystack and repays through Flutterwave and Monnify', async ({
  page,
}) => {
  const termii = await httpClient.newContext({ baseURL: STANDINS.termii });
  const accountBank = await httpClient.newContext({ baseURL: STANDINS.paystack });
  const payerBank = await httpClient.newContext({ baseURL: STANDINS.monnify });
  const texts = NG_EN;
  const mobile = randomNigerianMobile();
  const sent = () => codesSentTo(termii, mobile);

  // Register in the Nigerian app: the code goes out through Termii.
  await page.goto('/#/?packageName=com.puente.naija');
  await expect(page.getByText('Puente Naija')).toBeVisible();
  await page.goto('/#/user/register');
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  await page
    .getByRole('textbox', { name: texts.register.code })
    .fill(await newCode(page, sent, 1, texts.register.send));
  await page.getByRole('button', { name: texts.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();

  // Onboard: Smile ID finds the BVN's name and birth date and matches the selfie with its photo.
  await page.getByRole('link', { name: texts.continueFirst }).click();
  const quiet = { screenshots: false };
  await personalInfo(page, texts, 'NG', quiet);
  await identity(page, texts, quiet);
  await additionalInfo(page, texts, 'NG', quiet);
  await questionnaire(page, texts, quiet);

  // The bank account: Paystack's name enquiry answers the name the bank has for it.
  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await combo(page, 'Bank').selectOption({ label: 'Access Bank' });
  const nuban = journeyNuban();
  const named = await accountBank.post('/sandbox/holder', {
    data: { bank_code: '044', account_number: nuban, name: 'Chinedu Okafor' },
  });
  expect(named.ok()).toBe(true);
  await box(page, 'Account number').fill(nuban);
  await expect(page.getByText('CHINEDU OKAFOR')).toBeVisible();
  await box(page, 'Account number again').fill(nuban);
  await box(page, texts.bank.code).fill(await newCode(page, sent, 2, texts.bank.send));
  await page.getByRole('button', { name: texts.bank.save }).click();
  await expect(page.getByText(texts.bank.saved)).toBeVisible();

  // Apply: the service's own review decides a few seconds later.
  await page.goto('/#/');
  const status = page.getByRole('region', { name: t.status, exact: true });
  await status.getByRole('button', { name: t.apply }).click();
  await page.getByRole('combobox', { name: t.amount }).selectOption({ label: '₦20,000' });
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('heading', { name: t.reviewing })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: t.toConfirm }).click();
  await expect(page.getByRole('region', { name: t.facts }).getByText(t.cost)).toBeVisible();

  // Sign with the SMS code (a third text through Termii).
  await page.getByRole('checkbox', { name: t.agree }).check();
  await page.getByRole('textbox', { name: t.code }).fill(await newCode(page, sent, 3, t.sendCode));
  await page.getByRole('button', { name: t.sign }).click();
  await expect(page.getByRole('heading', { name: t.signed })).toBeVisible();

  // The money: a Paystack transfer, settled by its transfer.success event.
  await page.getByRole('button', { name: t.getMoney }).click();
  await expect(page.getByText(t.sent)).toBeVisible({ timeout: 120_000 });
  await fullScreenshot(page, 'production-ng-en-01-money-sent');

  // Part through a Flutterwave payment link: the gateway's page, then back to the app.
  await page.goto('/#/');
  await status.getByRole('button', { name: 'Pay' }).click();
  const totalText = (await fact(page, 'Total to pay off today').textContent()) ?? '';
  const total = naira(totalText);
  expect(total).toBeGreaterThanOrEqual(20_000);
  await page.getByRole('link', { name: /Card or bank \(online checkout\)/ }).click();
  await page.getByRole('radio', { name: 'Flutterwave' }).check();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('5000');
  await page.getByRole('button', { name: 'Pay online' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Puente Naija' })).toBeVisible();
  expect(page.url().startsWith(STANDINS.flutterwave)).toBe(true);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4084 0840 8408 4081');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('408');
  await fullScreenshot(page, 'production-ng-en-02-flutterwave');
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  await expect(page).toHaveURL(/#\/repay\/cashier\?payOrderId=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });

  // The rest into the reserved account Monnify keeps for this borrower.
  await page.goto('/#/repay/repay_detail');
  const restText = (await fact(page, 'Total to pay off today').textContent()) ?? '';
  const rest = naira(restText);
  expect(rest).toBeCloseTo(total - 5_000, 2);
  await page.getByRole('link', { name: /Transfer to your account number/ }).click();
  await expect(page.getByRole('heading', { name: 'Your account number' })).toBeVisible();
  const accountNumber = ((await page.getByText(/^\d{3} \d{3} \d{4}$/).textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  expect(accountNumber).toMatch(/^\d{10}$/);
  await fullScreenshot(page, 'production-ng-en-03-reserved-account');
  const paid = await payerBank.post('/simulate/transfer', { data: { accountNumber, amount: rest } });
  expect(paid.ok()).toBe(true);
  await waitFor(page, '/#/repay/repay_detail', page.getByRole('heading', { name: 'Loan paid off' }));
  expect(naira(await fact(page, 'Total repaid').textContent())).toBeCloseTo(rest + 5_000, 2);
  await fullScreenshot(page, 'production-ng-en-04-paid-off');
  await page.getByRole('link', { name: 'See my records' }).click();
  const order = page.getByRole('article', { name: /Puente 91 days · ₦20,000\.00/ });
  await expect(order.getByText('finished', { exact: true })).toBeVisible();

  // Production mode has no sandbox tools at all.
  expect((await page.request.get('/dev/clock')).status()).toBe(404);
  await Promise.all([termii.dispose(), accountBank.dispose(), payerBank.dispose()]);
});
