import { type APIRequestContext, request as httpClient } from '@playwright/test';
import { journeyClabe } from '../support/journey-ids.ts';
import { LOANS_MX_ES } from '../support/loan-steps.ts';
import {
  additionalInfo,
  box,
  heading,
  identity,
  personalInfo,
  questionnaire,
} from '../support/onboarding-steps.ts';
import { MX_ES } from '../support/onboarding-texts.ts';
import { codesIn, newCode } from '../support/production-codes.ts';
import { PRODUCTION_URL, productionEnv, STANDINS } from '../support/production-env.ts';
import { randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * A whole Mexican loan life against a service in production mode (SANDBOX=false, no /dev routes),
 * every provider reached over HTTP through its real client, at its stand-in on a port of its own
 * (decision 045): the codes go out through Twilio, the ID is read and the CURP checked at RENAPO by
 * Tu Identidad, the money goes out with STP's registraOrden and settles with its LIQUIDACION,
 * part is paid at OXXO through a Stripe PaymentIntent, and the rest by SPEI into the borrower's CLABE
 * registered at STP. Nothing moves the service's clock: the journey waits, as a borrower would, for
 * what the service does on its own (its tick every 2 s, the review after 3 s, the stand-ins' minutes
 * passing as seconds). The phone, the till and the payer's bank are the stand-ins' own doors.
 */

test.describe.configure({ timeout: 300_000 });
test.use({ baseURL: PRODUCTION_URL });

const env = productionEnv();
const t = LOANS_MX_ES;

/** The codes Twilio sent to a number, newest first, as Twilio's Messages list gives them. */
async function codesSentTo(twilio: APIRequestContext, mobile: string): Promise<string[]> {
  const answer = await twilio.get(`/2010-04-01/Accounts/${env.TWILIO_ACCOUNT_SID}/Messages.json`, {
    params: { To: `+52${mobile}` },
  });
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  return codesIn(messages.map((m) => m.body));
}

/** The total to pay off, as the breakdown of what is owed shows it. */
async function totalToPayOff(page: Page): Promise<number> {
  const owed = page.getByRole('region', { name: 'Lo que debes' });
  await expect(owed.getByText('Capital')).toBeVisible();
  const text = (await owed.textContent()) ?? '';
  return Number((/Total para liquidar\s*\$([\d,]+\.\d\d)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));
}

test('in production mode, a Mexican borrower borrows through STP and repays at OXXO and by SPEI', async ({
  page,
}) => {
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const twilio = await httpClient.newContext({
    baseURL: STANDINS.twilio,
    extraHTTPHeaders: { authorization: basic(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN) },
  });
  const till = await httpClient.newContext({ baseURL: STANDINS.stripe });
  const payerBank = await httpClient.newContext({ baseURL: STANDINS.stp });
  const texts = MX_ES;
  const mobile = randomMexicanMobile();
  const codes = () => codesSentTo(twilio, mobile);

  // Register: the code goes out through Twilio.
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'Español' }).check();
  await page.goto('/#/user/register');
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  await page
    .getByRole('textbox', { name: texts.register.code })
    .fill(await newCode(page, codes, 1, texts.register.send));
  await page.getByRole('button', { name: texts.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();

  // Onboard: Tu Identidad reads the card, matches the face and finds the CURP at RENAPO.
  await page.getByRole('link', { name: texts.continueFirst }).click();
  const quiet = { screenshots: false };
  await personalInfo(page, texts, 'MX', quiet);
  await identity(page, texts, quiet);
  await additionalInfo(page, texts, 'MX', quiet);
  await questionnaire(page, texts, quiet);
  const clabe = journeyClabe();
  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await box(page, 'CLABE').fill(clabe);
  await box(page, texts.bank.clabeAgain).fill(clabe);
  await box(page, texts.bank.code).fill(await newCode(page, codes, 2, texts.bank.send));
  await page.getByRole('button', { name: texts.bank.save }).click();
  await expect(page.getByText(texts.bank.saved)).toBeVisible();

  // Apply: the service's own review decides a few seconds later.
  await page.goto('/#/');
  await page.getByRole('region', { name: t.status }).getByRole('button', { name: t.apply }).click();
  await page.getByRole('combobox', { name: t.amount }).selectOption({ label: '$2,000' });
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('heading', { name: t.reviewing })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: t.toConfirm }).click();
  await expect(page.getByRole('region', { name: t.facts }).getByText(t.cost)).toBeVisible();

  // Sign with the SMS code (a third message through Twilio).
  await page.getByRole('checkbox', { name: t.agree }).check();
  await page.getByRole('textbox', { name: t.code }).fill(await newCode(page, codes, 3, t.sendCode));
  await page.getByRole('button', { name: t.sign }).click();
  await expect(page.getByRole('heading', { name: t.signed })).toBeVisible();

  // The money: registraOrden at STP, then its LIQUIDACION notification.
  await page.getByRole('button', { name: t.getMoney }).click();
  await expect(page.getByText(t.sent)).toBeVisible({ timeout: 60_000 });
  await fullScreenshot(page, 'production-mx-es-01-money-sent');

  // OXXO: a Stripe voucher for $1,000, paid at the till; Stripe's event credits it.
  await page.goto('/#/');
  await page.getByRole('region', { name: 'Tu préstamo' }).getByRole('button', { name: 'Pagar' }).click();
  const total = await totalToPayOff(page);
  expect(total).toBe(2_000);
  await page.getByRole('link', { name: /Efectivo en OXXO/ }).click();
  await page.getByRole('textbox', { name: 'Monto a pagar' }).fill('1000');
  await page.getByRole('button', { name: 'Obtener referencia de pago' }).click();
  const barcode = page.getByRole('img', { name: /^Código de barras de la referencia/ });
  await expect(barcode).toBeVisible();
  const voucher = ((await barcode.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  expect(voucher).toMatch(/^\d{18}$/);
  await fullScreenshot(page, 'production-mx-es-02-oxxo-voucher');
  const paid = await till.post('/oxxo/pay', { data: { number: voucher } });
  expect(paid.ok()).toBe(true);
  const repaid = page
    .getByRole('term')
    .getByText('Pagado hasta ahora', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await page.goto('/#/repay/repay_detail');
  await expect
    .poll(
      async () => {
        await page.reload();
        return repaid.textContent();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('$1,000.00');
  const left = await totalToPayOff(page);
  expect(left).toBeCloseTo(total - 1_000, 2);

  // SPEI: the borrower's CLABE, registered at STP before it is shown; a transfer of the rest.
  await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
  const ownClabe = ((await page.getByText(/^646 180 /).textContent()) ?? '').replace(/\D/g, '');
  expect(ownClabe).toMatch(/^6461801234\d{8}$/);
  const sent = await payerBank.post('/simulate/abono', { data: { clabe: ownClabe, amount: left } });
  expect(sent.ok()).toBe(true);
  await page.goto('/#/repay/repay_detail');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('heading', { name: 'Préstamo liquidado' })
          .waitFor({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  await fullScreenshot(page, 'production-mx-es-03-paid-off');
  await page.getByRole('link', { name: 'Ver mi historial' }).click();
  const order = page.getByRole('article', { name: /Puente 91 días · \$2,000\.00/ });
  await expect(order.getByText('terminado', { exact: true })).toBeVisible();

  // Production mode has no sandbox tools at all.
  expect((await page.request.get('/dev/clock')).status()).toBe(404);
  await Promise.all([twilio.dispose(), till.dispose(), payerBank.dispose()]);
});
