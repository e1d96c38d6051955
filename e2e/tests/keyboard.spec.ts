import { expectAccessible } from '../support/accessibility.ts';
import { expectEveryControlReachable, expectFocusVisible, tabTo } from '../support/keyboard.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { advanceClock, codeNumber, randomMexicanMobile } from '../support/sandbox.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The app with a keyboard alone, in a desktop browser: no pointer, no touch. Every move is a key
 * (Tab, Shift+Tab, Enter, Space, the arrows); after each one the focus must be visible, and on each
 * screen every control must be reachable by Tab. Only the codes are read from the sandbox outbox,
 * the way a person reads them from their phone.
 */

test.use({
  viewport: { width: 1280, height: 800 },
  hasTouch: false,
  isMobile: false,
});
test.describe.configure({ timeout: 180_000 });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Checks the whole screen: each control reachable, and nothing serious for axe. */
async function sweep(page: Page, screen: string): Promise<void> {
  // What is still loading (marked busy) would bring its controls after the sweep.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectEveryControlReachable(page);
  await expectAccessible(page, `keyboard-${screen}`);
}

/** Fills the mobile and code fields of the login or register form, from the keyboard. */
async function enterMobileAndCode(
  page: Page,
  request: Parameters<typeof codeNumber>[0],
  mobile: string,
  count: number,
) {
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
  await page.keyboard.type(mobile);
  await tabTo(page, page.getByRole('button', { name: 'Send code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sent successfully')).toBeVisible();
  const code = await codeNumber(request, mobile, count);
  await tabTo(page, page.getByRole('textbox', { name: 'Verification code' }), 'Shift+Tab');
  await page.keyboard.type(code);
}

test('registers, logs out and in, and visits every tab and account screen with the keyboard', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await page.goto('/#/');
  await expect(heading(page, 'Hello!')).toBeVisible();
  await sweep(page, 'home-guest');

  // Register from home's banner.
  await tabTo(page, page.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Register')).toBeVisible();
  await sweep(page, 'register');
  await enterMobileAndCode(page, request, mobile, 1);
  await page.keyboard.press('Enter');
  await expect(heading(page, /^Hello, 55 \*\*\*\* \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue: / })).toBeVisible();
  await sweep(page, 'home-registered');

  // The tabs: records, then me.
  await tabTo(page, page.getByRole('link', { name: 'Records', exact: true }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Records')).toBeVisible();
  await sweep(page, 'records');
  await tabTo(page, page.getByRole('link', { name: 'Me', exact: true }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Me')).toBeVisible();
  await sweep(page, 'me');

  // Coupons: the tabs are buttons; Space chooses one. Back with the nav bar's button.
  await tabTo(page, page.getByRole('link', { name: /^Coupons/ }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Coupons')).toBeVisible();
  await sweep(page, 'coupons');
  await tabTo(page, page.getByRole('tab', { name: 'Used' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Back' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Me')).toBeVisible();

  // The FAQ: a question opens with Enter.
  await tabTo(page, page.getByRole('link', { name: 'FAQ' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'FAQ')).toBeVisible();
  const question = page.locator('summary').nth(1);
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(question.locator('..')).toHaveAttribute('open', '');
  await sweep(page, 'faq');
  await tabTo(page, page.getByRole('button', { name: 'Back' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Me')).toBeVisible();

  // Language: the arrow keys move between the radios and choose.
  await tabTo(page, page.getByRole('link', { name: /^Language/ }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Language')).toBeVisible();
  await sweep(page, 'language');
  await tabTo(page, page.getByRole('radio', { name: 'English' }));
  await page.keyboard.press('ArrowDown');
  await expect(heading(page, 'Idioma')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(heading(page, 'Language')).toBeVisible();

  // Settings, and logging out.
  await tabTo(page, page.getByRole('button', { name: 'Back' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Settings')).toBeVisible();
  await sweep(page, 'settings');
  await tabTo(page, page.getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Exited successfully')).toBeVisible();

  // Logging in again from home, past the 60-second wait between two codes.
  await advanceClock(request, { minutes: 2 });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Log in')).toBeVisible();
  await sweep(page, 'login');
  await enterMobileAndCode(page, request, mobile, 2);
  await tabTo(page, page.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(heading(page, /^Hello, 55 \*\*\*\* \d{4}$/)).toBeVisible();

  // Home leads on to the application's first form.
  await tabTo(page, page.getByRole('link', { name: /^Continue: / }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Personal information')).toBeVisible();
  await sweep(page, 'personal-information');
});

test('applies for a loan with the keyboard', async ({ page, request }) => {
  const mobile = randomMexicanMobile();
  // Onboarding has its own journeys; here it only brings a borrower to the apply form.
  await onboardMexican(page, request, mobile);
  await page.goto('/#/');
  const apply = page
    .getByRole('region', { name: 'Tu préstamo', exact: true })
    .getByRole('button', { name: 'Solicitar' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Solicitar un préstamo')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Puente 91 días/ })).toBeChecked();
  await sweep(page, 'to-borrow');

  // The amount: a select, changed with the arrow keys; the preview follows.
  const amount = page.getByRole('combobox', { name: 'Monto' });
  await tabTo(page, amount);
  const before = await amount.inputValue();
  // The largest amount comes first chosen: a smaller one is up the list.
  await page.keyboard.press('ArrowUp');
  await expect(amount).not.toHaveValue(before);
  await expect(page.getByRole('heading', { name: 'Lo que cuesta este préstamo' })).toBeVisible();
  await expectFocusVisible(page);

  await tabTo(page, page.getByRole('button', { name: 'Solicitar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Estamos revisando tu solicitud' })).toBeVisible();
  await sweep(page, 'review');
});
