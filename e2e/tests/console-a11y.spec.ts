import { expectAccessible } from '../support/accessibility.ts';
import { consoleWithStandInApi } from '../support/console.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * axe-core on every screen of the staff console (issue 20: no serious or critical violation), in
 * English and Spanish, on a desktop. The staff API is answered by the page (support/console.ts) so
 * each screen is checked as it is drawn, whatever the service's data; the journeys that sign in
 * for real are in their own spec. A new console screen adds its check here.
 */
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

for (const language of ['en', 'es'] as const) {
  const texts =
    language === 'en'
      ? {
          signIn: 'Sign in to the Puente console',
          factor: 'Confirm it is you',
          invite: 'Join the Puente console',
          staff: 'Staff members',
          proposals: 'Money proposals',
          email: 'Email',
          password: 'Password',
          next: 'Continue',
          code: 'Code from your authenticator app',
          verify: 'Sign in',
          inviteButton: 'Invite a member',
          inviteTitle: 'Invite a staff member',
          approve: 'Approve',
          approveTitle: 'Approve this proposal?',
        }
      : {
          signIn: 'Inicia sesión en la consola de Puente',
          factor: 'Confirma que eres tú',
          invite: 'Únete a la consola de Puente',
          staff: 'Personal',
          proposals: 'Propuestas de dinero',
          email: 'Correo electrónico',
          password: 'Contraseña',
          next: 'Continuar',
          code: 'Código de tu app de autenticación',
          verify: 'Iniciar sesión',
          inviteButton: 'Invitar a un miembro',
          inviteTitle: 'Invitar a un miembro del personal',
          approve: 'Aprobar',
          approveTitle: '¿Aprobar esta propuesta?',
        };

  test.describe(`console screens in ${language}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'es-MX' });

    test('sign-in, the second factor, and the pages of an administrator', async ({ page }) => {
      await consoleWithStandInApi(page, { role: 'administrator', signedIn: false });
      await page.goto('/console/staff');
      await expect(heading(page, texts.signIn)).toBeVisible();
      await expectAccessible(page, `console-sign-in-${language}`);

      await page.getByLabel(texts.email).fill('ada@puente.example');
      await page.getByLabel(texts.password, { exact: true }).fill('a long enough password');
      await page.getByRole('button', { name: texts.next }).click();
      await expect(heading(page, texts.factor)).toBeVisible();
      await expectAccessible(page, `console-sign-in-totp-${language}`);

      await page.getByLabel(texts.code).fill('123456');
      await page.getByRole('button', { name: texts.verify, exact: true }).click();
      // Back where the member was sent away from.
      await expect(heading(page, texts.staff)).toBeVisible();
      await expect(page.getByRole('cell', { name: 'rui@puente.example' })).toBeVisible();
      await expectAccessible(page, `console-staff-${language}`);

      await page.getByRole('button', { name: texts.inviteButton }).click();
      await expect(page.getByRole('dialog', { name: texts.inviteTitle })).toBeVisible();
      await expectAccessible(page, `console-staff-invite-${language}`);
      await page.keyboard.press('Escape');

      await page.goto('/console/proposals');
      await expect(heading(page, texts.proposals)).toBeVisible();
      await expectAccessible(page, `console-proposals-${language}`);
      await page.getByRole('button', { name: texts.approve }).click();
      await expect(page.getByRole('dialog', { name: texts.approveTitle })).toBeVisible();
      await expectAccessible(page, `console-proposals-approve-${language}`);
    });

    test('accepting an invitation', async ({ page }) => {
      await consoleWithStandInApi(page, { role: 'agent', signedIn: false });
      await page.goto('/console/invite#invite-token-0001');
      await expect(heading(page, texts.invite)).toBeVisible();
      await expect(page.getByTestId('totp-secret')).toContainText('JBSWY3DPEHPK3PXP');
      await expectAccessible(page, `console-invite-${language}`);
    });
  });
}

test('a collector sees neither the staff nor the approvals, and is refused the page', async ({ page }) => {
  await consoleWithStandInApi(page, { role: 'collector', signedIn: true });
  await page.goto('/console/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Staff members/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Approvals/ })).toHaveCount(0);
  await page.goto('/console/proposals');
  await expect(page.getByText('Your role does not allow this page.')).toBeVisible();
  await expectAccessible(page, 'console-forbidden');
});
