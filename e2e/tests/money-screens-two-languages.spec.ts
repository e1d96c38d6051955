import { borrowAndReceive } from '../support/loan-steps.ts';
import { logIn, onboardMexican } from '../support/onboarding-steps.ts';
import { MX_ES } from '../support/onboarding-texts.ts';
import { advanceClock, randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The screens that show a borrower money — confirm, home on time and overdue, what is owed, the
 * statement, an OXXO voucher — in Spanish and in English, each pictured at 390×844 (issue 16). The
 * language is chosen as a person chooses it, on the language screen; the figures must not change
 * with it, and a payment is one statement line with its channel and reference.
 */

test.describe.configure({ timeout: 300_000 });

const TEXTS = {
  es: {
    choice: 'Español',
    loan: 'Tu préstamo',
    owed: 'Lo que debes',
    total: 'Total para liquidar',
    details: 'Estado de cuenta y pagos',
    payment: 'Pago por transferencia SPEI',
    oxxoAmount: 'Monto a pagar',
    oxxoButton: 'Obtener referencia de pago',
    barcode: /^Código de barras de la referencia/,
  },
  en: {
    choice: 'English',
    loan: 'Your loan',
    owed: 'What you owe',
    total: 'Total to pay off',
    details: 'Statement and payments',
    payment: 'Payment by SPEI transfer',
    oxxoAmount: 'Amount to pay',
    oxxoButton: 'Get payment reference',
    barcode: /^Barcode of reference/,
  },
} as const;
type Lang = keyof typeof TEXTS;

async function choose(page: Page, lang: Lang): Promise<void> {
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: TEXTS[lang].choice }).check();
}

const fact = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('the money screens read the same figures in Spanish and in English, on time and overdue', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '$3,000',
    codesSoFar: 2,
    beforeSigning: async () => {
      await fullScreenshot(page, 'money-es-01-confirm');
      const url = page.url();
      await choose(page, 'en');
      await page.goto(url);
      await expect(page.getByRole('region', { name: 'Key facts of your loan' })).toBeVisible();
      await fullScreenshot(page, 'money-en-01-confirm');
      await choose(page, 'es');
      await page.goto(url);
    },
  });

  // Ten days on, 500 by SPEI: the statement gets one line for it.
  await advanceClock(request, { days: 10 });
  await page.goto('/#/repay/repay_detail');
  await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
  const clabe = ((await page.getByText(/^646 180 /).textContent()) ?? '').replace(/\D/g, '');
  expect(
    (await (await request.post('/dev/stp/transfer', { data: { clabe, amount: 500 } })).json()).code,
  ).toBe(0);
  await advanceClock(request, { minutes: 2 });

  const totals: Record<Lang, string> = { es: '', en: '' };
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    await choose(page, lang);
    await page.goto('/#/');
    await expect(page.getByRole('region', { name: t.loan, exact: true })).toBeVisible();
    await fullScreenshot(page, `money-${lang}-02-home`);

    await page.goto('/#/repay/repay_detail');
    const owed = page.getByRole('region', { name: t.owed });
    totals[lang] = (await fact(owed, t.total).textContent()) ?? '';
    await fullScreenshot(page, `money-${lang}-03-repay-detail`);

    await page.goto('/#/records');
    const order = page.getByRole('article', { name: /\$3,000\.00/ });
    await order.getByText(t.details).click();
    await expect(order.getByText(t.payment)).toHaveCount(1);
    await fullScreenshot(page, `money-${lang}-04-statement`);

    await page.goto('/#/repay/repay_detail');
    await page.getByRole('link', { name: /OXXO/ }).click();
    await page.getByRole('textbox', { name: t.oxxoAmount }).fill('300');
    await page.getByRole('button', { name: t.oxxoButton }).click();
    await expect(page.getByRole('img', { name: t.barcode })).toBeVisible();
    await fullScreenshot(page, `money-${lang}-05-oxxo-voucher`);
  }
  expect(totals.en).toBe(totals.es);
  expect(totals.es).toMatch(/^\$2,5\d\d\.\d\d$/);

  // Past the first due date and its closes: overdue. A session lasts 30 days: log in again.
  await advanceClock(request, { days: 25 });
  await choose(page, 'es');
  await logIn(page, request, MX_ES, mobile, 4);
  for (const lang of ['es', 'en'] as const) {
    await choose(page, lang);
    await page.goto('/#/');
    await expect(page.getByRole('region', { name: TEXTS[lang].loan, exact: true })).toBeVisible();
    await fullScreenshot(page, `money-${lang}-06-home-overdue`);
    await page.goto('/#/repay/repay_detail');
    await fullScreenshot(page, `money-${lang}-07-repay-detail-overdue`);
  }
});
