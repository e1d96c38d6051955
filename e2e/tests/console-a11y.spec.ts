import { expectAccessible } from '../support/accessibility.ts';
import { consoleWithStandInApi } from '../support/console.ts';
import { consoleScreensWithStandInApi, SCREENS_CUSTOMER_ID } from '../support/console-screens.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * axe-core on every screen of the staff console (issue 20: no serious or critical violation), in
 * English and Spanish, on a desktop. The staff API is answered by the page (support/console.ts) so
 * each screen is checked as it is drawn, whatever the service's data; the journeys that sign in
 * for real are in their own spec. A new console screen adds its check here.
 */
// Reduced motion: axe reads a dialog's colours, which a fade-in would catch half drawn.
test.use({
  viewport: { width: 1280, height: 800 },
  hasTouch: false,
  isMobile: false,
  reducedMotion: 'reduce',
});

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

// The work screens: queues, the customer view, products, reports and the audit trail, as an
// administrator (who sees every button), with their API answered by support/console-screens.ts.
const SCREENS = {
  en: [
    ['/console/queues', 'Work queues'],
    ['/console/queues/vouchers', 'Proofs of payment'],
    ['/console/queues/applications', 'Applications and identities'],
    ['/console/queues/credits', 'Credits and overpayments'],
    ['/console/queues/deposits', 'Unmatched deposits'],
    ['/console/queues/payouts', 'Failed payouts'],
    ['/console/queues/reconciliation', 'Reconciliation differences'],
    ['/console/customers?q=1234', 'Find a customer'],
    [`/console/customers/${SCREENS_CUSTOMER_ID}`, /^Customer /],
    ['/console/loans/PO123', 'Loan PO123'],
    ['/console/products', 'Loan products'],
    ['/console/reports', 'Reports'],
    ['/console/audit', 'Audit trail'],
    ['/console/collections', 'Collections'],
    ['/console/collections/buckets/d1_7?market=MX', 'Overdue 1–7 days'],
    ['/console/collections/mine', 'My cases'],
    ['/console/collections/cases/PO123', 'Case PO123'],
  ],
  es: [
    ['/console/queues', 'Colas de trabajo'],
    ['/console/queues/vouchers', 'Comprobantes de pago'],
    ['/console/queues/applications', 'Solicitudes e identidades'],
    ['/console/queues/credits', 'Saldos a favor y sobrepagos'],
    ['/console/queues/deposits', 'Depósitos sin identificar'],
    ['/console/queues/payouts', 'Desembolsos fallidos'],
    ['/console/queues/reconciliation', 'Diferencias de conciliación'],
    ['/console/customers?q=1234', 'Buscar un cliente'],
    [`/console/customers/${SCREENS_CUSTOMER_ID}`, /^Cliente /],
    ['/console/loans/PO123', 'Préstamo PO123'],
    ['/console/products', 'Productos de crédito'],
    ['/console/reports', 'Reportes'],
    ['/console/audit', 'Bitácora de auditoría'],
    ['/console/collections', 'Cobranza'],
    ['/console/collections/buckets/d1_7?market=MX', 'Vencidos 1–7 días'],
    ['/console/collections/mine', 'Mis casos'],
    ['/console/collections/cases/PO123', 'Caso PO123'],
  ],
} as const;

const DIALOGS = {
  en: {
    approve: 'Approve',
    approveVoucher: 'Approve this proof of payment?',
    propose: 'Propose change',
    reveal: 'Reveal Name',
    photos: 'Photos',
    photo: 'Identity photo: ID front',
    showChange: 'Show change',
    changeOf: 'Change of p7',
  },
  es: {
    approve: 'Aprobar',
    approveVoucher: '¿Aprobar este comprobante de pago?',
    propose: 'Proponer cambio',
    reveal: 'Mostrar Nombre',
    photos: 'Fotos',
    photo: 'Foto de identificación: Frente de la identificación',
    showChange: 'Ver cambio',
    changeOf: 'Cambio de p7',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`console work screens in ${language}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'es-MX' });

    test('every screen of queues, customers, products, reports and audit', async ({ page }) => {
      // Some thirty screens, each checked by axe: with the collections screens they take more than
      // the default minute on a loaded 2-core host.
      test.setTimeout(180_000);
      await consoleScreensWithStandInApi(page);
      for (const [path, title] of SCREENS[language]) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectAccessible(page, `console${path.replace(/[/?=]/g, '-')}-${language}`);
      }
    });

    test('the dialogs: approving a proof, proposing a product change; a revealed field, the photos', async ({
      page,
    }) => {
      await consoleScreensWithStandInApi(page);
      const texts = DIALOGS[language];
      // The pointer off what it clicked (a dialog opens under it): axe reads resting colours, not hover ones.
      const rest = () => page.mouse.move(0, 0);
      await page.goto('/console/queues/vouchers');
      await page.getByRole('button', { name: texts.approve, exact: true }).click();
      await expect(page.getByRole('dialog', { name: texts.approveVoucher })).toBeVisible();
      await rest();
      await expectAccessible(page, `console-voucher-approve-${language}`);
      await page.keyboard.press('Escape');

      await page.goto('/console/products');
      await page.getByRole('button', { name: texts.propose }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await rest();
      await expectAccessible(page, `console-product-propose-${language}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.showChange }).click();
      await expect(page.getByRole('table', { name: texts.changeOf })).toBeVisible();
      await rest();
      await expectAccessible(page, `console-product-change-${language}`);

      await page.goto(`/console/customers/${SCREENS_CUSTOMER_ID}`);
      await page.getByRole('button', { name: texts.reveal }).click();
      await expect(page.getByText('Juan Pérez')).toBeVisible();
      await page.getByRole('tab', { name: texts.photos }).click();
      await expect(page.getByRole('img', { name: texts.photo })).toBeVisible();
      await rest();
      await expectAccessible(page, `console-customer-photos-${language}`);
    });
  });
}
