import { onboardMexican } from '../support/onboarding-steps.ts';
import { randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * Text zoomed to 200% on a 390×844 phone. A phone's text-size setting (Android Chrome's text
 * scaling, Safari's text size) enlarges the text, not the page: every font, whatever its unit, is
 * multiplied while the viewport keeps its 390 CSS pixels. CSS's text-size-adjust is how a mobile
 * browser applies that factor, and Chromium honours it in mobile mode, so 200% here doubles every
 * font (the app's own fonts are in px, which a bigger root font size would not touch). Each screen
 * must then fit its width (no horizontal scrolling) and keep its main buttons visible and usable.
 */

// On body too: the app sets body's text-size-adjust to 100%, which would otherwise stop the factor there.
const TEXT_ZOOM =
  'html, body { -webkit-text-size-adjust: 200% !important; text-size-adjust: 200% !important; }';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  // On every document the page loads, as the browser setting would be.
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, TEXT_ZOOM);
});

/** What sticks out to the right of the viewport, for the failure message. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 8)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
  });
}

/** The screen at 200% text: zoomed, no sideways scrolling, its buttons reachable; then a picture. */
async function checkScreen(
  page: Page,
  name: string,
  title: string | RegExp,
  buttons: Locator[] = [],
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), 'text is zoomed').toBe('32px');
  await expect.poll(() => overflow(page), `${name} scrolls sideways`).toEqual([]);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    // Actionable: visible, enabled, stable and not covered by a sticky bar.
    await button.click({ trial: true });
  }
  await fullScreenshot(page, `zoom-${name}`);
}

test('a guest’s screens at 200% text', async ({ page }) => {
  await page.goto('/#/');
  await checkScreen(page, 'home-guest', 'Hello!', [
    page.getByRole('button', { name: 'Log in' }),
    page.getByRole('button', { name: 'Create an account' }),
    page.getByRole('link', { name: 'Me', exact: true }),
  ]);
  await page.goto('/#/user/register');
  await checkScreen(page, 'register', 'Register', [
    page.getByRole('button', { name: 'Send code' }),
    page.getByRole('button', { name: 'Register', exact: true }),
  ]);
  await page.goto('/#/user/login');
  await checkScreen(page, 'login', 'Log in', [
    page.getByRole('button', { name: 'Send code' }),
    page.getByRole('button', { name: 'Log in', exact: true }),
  ]);
  await page.goto('/#/termsCondition');
  await checkScreen(page, 'terms', 'Terms and conditions');
  await page.goto('/#/yx3');
  await checkScreen(page, 'yx3', 'Check your credit offer');
});

test('a borrower’s screens at 200% text, in Spanish', async ({ page, request }) => {
  // Onboarding itself runs zoomed: every step's fields and buttons must work at this size.
  await onboardMexican(page, request, randomMexicanMobile());
  const apply = page
    .getByRole('region', { name: 'Tu préstamo', exact: true })
    .getByRole('button', { name: 'Solicitar' });
  await checkScreen(page, 'home', /^Hola, /, [
    apply,
    page.getByRole('link', { name: 'Mi cuenta', exact: true }),
  ]);
  await page.goto('/#/auth/personal_infomation');
  await checkScreen(page, 'personal-information', 'Información personal', [
    page.getByRole('button', { name: 'Guardar y continuar' }),
  ]);
  await page.goto('/#/records');
  await checkScreen(page, 'records', 'Historial');
  await page.goto('/#/me');
  await checkScreen(page, 'me', 'Mi cuenta', [page.getByRole('link', { name: /^Cupones/ })]);
  await page.goto('/#/user_center/coupon');
  await checkScreen(page, 'coupons', 'Cupones', [page.getByRole('tab', { name: 'Usados' })]);
  await page.goto('/#/user_center/faq');
  await checkScreen(page, 'faq', 'Preguntas frecuentes');
  await page.goto('/#/user_center/customer_services');
  await checkScreen(page, 'customer-services', 'Atención al cliente');
  await page.goto('/#/user_center/about_us');
  await checkScreen(page, 'about-us', 'Acerca de nosotros');
  await page.goto('/#/user_center/language');
  await checkScreen(page, 'language', 'Idioma', [page.getByRole('radio', { name: 'English' })]);
  await page.goto('/#/user_center/settings');
  await checkScreen(page, 'settings', 'Configuración', [page.getByRole('button', { name: 'Cerrar sesión' })]);

  // The apply form, and the review it leads to.
  await page.goto('/#/borrow/to_borrow');
  const submit = page.getByRole('button', { name: 'Solicitar' });
  await checkScreen(page, 'to-borrow', 'Solicitar un préstamo', [
    page.getByRole('combobox', { name: 'Monto' }),
    submit,
  ]);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Estamos revisando tu solicitud' })).toBeVisible();
  await checkScreen(page, 'review', 'Revisión de la solicitud');
});
