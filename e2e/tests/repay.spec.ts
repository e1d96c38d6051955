import { borrowAndReceive } from '../support/loan-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { advanceClock, randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * A Mexican borrower repays in two parts: cash at OXXO with a reference and its barcode, then the
 * rest by SPEI to their own CLABE. Both are paid through the sandbox providers, whose signed
 * webhooks the service credits; the loan ends paid off and finished in records.
 */

test.describe.configure({ timeout: 240_000 });

/** The total to pay off, as the breakdown of what is owed shows it. */
async function totalToPayOff(page: Page): Promise<number> {
  const owed = page.getByRole('region', { name: 'Lo que debes' });
  await expect(owed.getByText('Capital')).toBeVisible();
  const text = (await owed.textContent()) ?? '';
  return Number((/Total para liquidar\s*\$([\d,]+\.\d\d)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));
}

test('a Mexican borrower pays part at OXXO and the rest by SPEI, and the loan is finished', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);
  await borrowAndReceive(page, request, mobile, { amountLabel: '$2,000', codesSoFar: 2 });

  // Home's Pay leads to what is owed, by kind, with the channels of Mexico.
  await page.goto('/#/');
  await page.getByRole('region', { name: 'Tu préstamo' }).getByRole('button', { name: 'Pagar' }).click();
  const total = await totalToPayOff(page);
  // The day the money arrives no interest has accrued yet: paying off costs the principal (decision 028).
  expect(total).toBe(2_000);
  await fullScreenshot(page, 'repay-mx-es-01-detail');

  // OXXO: a reference for $1,000, shown as a voucher with its barcode.
  await page.getByRole('link', { name: /Efectivo en OXXO/ }).click();
  await page.getByRole('textbox', { name: 'Monto a pagar' }).fill('1000');
  await page.getByRole('button', { name: 'Obtener referencia de pago' }).click();
  const barcode = page.getByRole('img', { name: /^Código de barras de la referencia/ });
  await expect(barcode).toBeVisible();
  const reference = ((await barcode.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  expect(reference).toMatch(/^\d{18}$/);
  await fullScreenshot(page, 'repay-mx-es-02-oxxo-voucher');

  // The tester pays at the till; the acquirer's webhook arrives within minutes.
  const paid = await request.post('/dev/oxxo/pay', { data: { reference } });
  expect((await paid.json()).code).toBe(0);
  await advanceClock(request, { minutes: 15 });
  await page.goto('/#/repay/repay_detail');
  // The acquirer's notification is delivered by the tick; the screen shows it once it is credited.
  const repaid = page
    .getByRole('term')
    .getByText('Pagado hasta ahora', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect
    .poll(
      async () => {
        await page.reload();
        return repaid.textContent();
      },
      { timeout: 30_000 },
    )
    .toBe('$1,000.00');
  const left = await totalToPayOff(page);
  expect(left).toBeCloseTo(total - 1_000, 2);

  // SPEI: the borrower's own CLABE, copied, and a transfer of the rest from their bank.
  await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
  const clabeText = await page.getByText(/^646 180 /).textContent();
  const clabe = (clabeText ?? '').replace(/\D/g, '');
  expect(clabe).toMatch(/^646180\d{12}$/);
  await fullScreenshot(page, 'repay-mx-es-03-spei');
  const sent = await request.post('/dev/stp/transfer', { data: { clabe, amount: left } });
  expect((await sent.json()).code).toBe(0);
  await advanceClock(request, { minutes: 2 });

  await page.goto('/#/repay/repay_detail');
  await expect(page.getByRole('heading', { name: 'Préstamo liquidado' })).toBeVisible();
  await fullScreenshot(page, 'repay-mx-es-04-paid-off');
  await page.getByRole('link', { name: 'Ver mi historial' }).click();
  const order = page.getByRole('article', { name: /Puente 91 días · \$2,000\.00/ });
  await expect(order.getByText('terminado', { exact: true })).toBeVisible();
});
