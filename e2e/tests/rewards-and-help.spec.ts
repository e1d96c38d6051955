import { borrowAndReceive } from '../support/loan-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Locator, test } from '../support/test.ts';

/**
 * A Mexican borrower earns the 100 coupon by adding a bank account, finds it put on the loan on the
 * confirm screen (the total to repay falls before anything is signed), spins the prize draw once the money is
 * sent, reads the FAQ in Spanish, switches the app to English in settings and logs out.
 */

test.describe.configure({ timeout: 240_000 });

/** An amount in the key facts, read the way a person reads it: the figure after its label. */
async function factAmount(facts: Locator, label: string): Promise<number> {
  const text = (await facts.textContent()) ?? '';
  const match = new RegExp(`${label}\\s*-?\\$([\\d,]+\\.\\d\\d)`).exec(text);
  return Number((match?.[1] ?? 'NaN').replace(/,/g, ''));
}

test('a borrower uses the 100 coupon, spins the prize draw, reads the FAQ and logs out', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);

  // The bank account earned the coupon: the Me tab counts it, the coupons screen shows it.
  await page.goto('/#/me');
  await page.getByRole('link', { name: 'Cupones 1 disponible' }).click();
  await expect(page.getByRole('heading', { name: '$100 de descuento en intereses' })).toBeVisible();
  await expect(page.getByText('Para préstamos de $1,000.00 o más')).toBeVisible();
  await fullScreenshot(page, 'rewards-01-coupons');
  await page.getByRole('tab', { name: 'Usados' }).click();
  await expect(page.getByText('Sin datos')).toBeVisible();

  // Put on the loan on the confirm screen, before signing: the total to repay falls by the coupon.
  await page.goto('/#/');
  await borrowAndReceive(page, request, mobile, {
    amountLabel: '$3,000',
    codesSoFar: 2,
    beforeSigning: async () => {
      // The coupon worth most (the only one held) is put on the loan for the borrower, and said.
      const facts = page.getByRole('region', { name: 'Datos clave de tu préstamo' });
      await expect(page.getByText(/^Cupón aplicado: pagas/)).toBeVisible();
      await expect(page.getByRole('radio', { name: '$100 de descuento en intereses' })).toBeChecked();
      await expect.poll(() => factAmount(facts, 'Cupón')).toBe(100);
      expect(await factAmount(facts, 'Total a pagar')).toBeGreaterThan(2_900);
      await fullScreenshot(page, 'rewards-02-confirm-with-coupon');
    },
  });

  // The money was sent: one spin of the prize wheel, drawn by the service.
  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Un premio por tu préstamo' })).toBeVisible();
  await page.getByRole('link', { name: 'Girar la ruleta de premios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorteo de premios' })).toBeVisible();
  await page.getByRole('button', { name: 'Girar' }).click();
  await expect(page.getByText(/^Ganaste: /)).toBeVisible({ timeout: 15_000 });
  await fullScreenshot(page, 'rewards-03-prize');
  await page.getByRole('link', { name: 'Ver mis cupones' }).click();
  await page.getByRole('tab', { name: 'Usados' }).click();
  await expect(page.getByRole('heading', { name: '$100 de descuento en intereses' })).toBeVisible();

  // The FAQ in Spanish, its figures from the products.
  await page.goto('/#/user_center/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByText('¿Quién puede solicitarlo?')).toBeVisible();
  await page.getByText('¿Cuánto interés pago?').click();
  const interest = page.getByRole('group').filter({ hasText: '¿Cuánto interés pago?' });
  await expect(interest.getByText(/0[.,]09\s*%/).first()).toBeVisible();
  await fullScreenshot(page, 'rewards-04-faq-es');

  // Settings: the language, then logging out.
  await page.goto('/#/user_center/settings');
  await page.getByRole('link', { name: /^Idioma/ }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.goto('/#/user_center/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Exited successfully')).toBeVisible();
  await page.goto('/#/me');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
