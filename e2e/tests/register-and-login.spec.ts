import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/accessibility.ts';
import { advanceClock, codeNumber, randomMexicanMobile } from '../support/sandbox.ts';
import { expect, type Page, test } from '../support/test.ts';

/** What the person sees, in each language; the journey is the same. */
const TEXTS = {
  en: {
    home: 'Home',
    greeting: /^Hello, 55 \*\*\*\* \d{4}$/,
    mobile: 'Mobile number',
    code: 'Verification code',
    sendCode: 'Send code',
    sent: 'Sent successfully',
    registerTitle: 'Register',
    register: 'Register',
    registered: 'Registered successfully',
    me: 'Me',
    settings: 'Settings',
    logout: 'Log out',
    loggedOut: 'Exited successfully',
    login: 'Log in',
    loggedIn: 'Successful login',
  },
  es: {
    home: 'Inicio',
    greeting: /^Hola, 55 \*\*\*\* \d{4}$/,
    mobile: 'Número de celular',
    code: 'Código de verificación',
    sendCode: 'Enviar código',
    sent: 'Enviado con éxito',
    registerTitle: 'Registrarse',
    register: 'Registrarme',
    registered: 'Registro exitoso',
    me: 'Mi cuenta',
    settings: 'Configuración',
    logout: 'Cerrar sesión',
    loggedOut: 'Sesión cerrada con éxito',
    login: 'Iniciar sesión',
    loggedIn: 'Inicio de sesión exitoso',
  },
} as const;

async function screenshot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)) });
}

async function chooseSpanish(page: Page): Promise<void> {
  await page.goto('/#/user_center/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
  await expect(page.getByText('Elige el idioma de la app')).toBeVisible();
  await expect(page).toHaveTitle('Idioma · Puente');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await screenshot(page, 'es-00-language');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
}

for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`registers, logs out and logs in again (${language})`, async ({ page, request }) => {
    const mobile = randomMexicanMobile();
    if (language === 'es') await chooseSpanish(page);

    // Register with a new number.
    await page.goto('/#/user/register');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: text.registerTitle,
      }),
    ).toBeVisible();
    await expect(page.getByText('+52', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: text.mobile }).fill(mobile);
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(page.getByRole('button', { name: text.sendCode })).toHaveCount(0);
    await screenshot(page, `${language}-01-register-code-sent`);
    await page.getByRole('textbox', { name: text.code }).fill(await codeNumber(request, mobile, 1));
    await page.getByRole('button', { name: text.register }).click();

    // Home greets the new borrower.
    await expect(page.getByRole('heading', { level: 1, name: text.greeting })).toBeVisible();
    await expect(page.getByText(text.registered)).toBeVisible();
    await expect(page.getByRole('link', { name: text.home, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screenshot(page, `${language}-02-home-registered`);

    // Log out from settings.
    await page.getByRole('link', { name: text.me, exact: true }).click();
    await page.getByRole('link', { name: text.settings }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
    await screenshot(page, `${language}-03-settings`);
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('button', { name: text.login })).toBeVisible();
    await screenshot(page, `${language}-04-home-logged-out`);

    // Log in again, once the 60-second wait between two codes has passed on the service's clock.
    await advanceClock(request, { minutes: 2 });
    await page.getByRole('button', { name: text.login }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.login })).toBeVisible();
    await page.getByRole('textbox', { name: text.mobile }).fill(mobile);
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await page.getByRole('textbox', { name: text.code }).fill(await codeNumber(request, mobile, 2));
    await screenshot(page, `${language}-05-login`);
    await page.getByRole('button', { name: text.login }).click();

    await expect(page.getByRole('heading', { level: 1, name: text.greeting })).toBeVisible();
    await expect(page.getByText(text.loggedIn)).toBeVisible();
    await screenshot(page, `${language}-06-home-logged-in`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer \S+$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language === 'es' ? 'es' : null);
  });
}
