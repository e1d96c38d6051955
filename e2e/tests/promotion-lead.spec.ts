import { MX_ES } from '../support/onboarding-texts.ts';
import { codeNumber, randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

/**
 * A visitor from a campaign leaves a mobile number on /yx3 (the rate comes from the products, the
 * steps say what follows), then registers with that number already filled in.
 */
test('a visitor leaves a number on /yx3 and registers with it', async ({ page, request }) => {
  const mobile = randomMexicanMobile();
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'Español' }).check();

  await page.goto('/#/yx3');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta tu oferta de crédito' })).toBeVisible();
  await expect(page.getByText(/^Interés desde 0[.,]09\s*% diario/)).toBeVisible();
  await expect(page.getByText('Qué sigue')).toBeVisible();
  await expect(page.getByText(/Lugares disponibles hoy: \d+ de 200/)).toBeVisible();
  await fullScreenshot(page, 'promotion-yx3-es');

  await page.getByRole('textbox', { name: MX_ES.register.mobile }).fill(mobile);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Registration opens with the number already there: only the code is left to type.
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: MX_ES.register.mobile })).toHaveValue(mobile);
  await page.getByRole('button', { name: MX_ES.register.send }).click();
  await page.getByRole('textbox', { name: MX_ES.register.code }).fill(await codeNumber(request, mobile, 1));
  await page.getByRole('button', { name: MX_ES.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: MX_ES.greeting })).toBeVisible();

  // The same number left again is recognised as an account: log in instead.
  await page.goto('/#/yx3');
  await page.getByRole('textbox', { name: MX_ES.register.mobile }).fill(mobile);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este número ya está registrado, inicia sesión directamente')).toBeVisible();
});
