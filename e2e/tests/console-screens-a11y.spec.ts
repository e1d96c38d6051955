import { expectAccessible } from '../support/accessibility.ts';
import { consoleScreensWithStandInApi, SCREENS_CUSTOMER_ID } from '../support/console-screens.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * axe-core on the console's queues, customer view, products, reports and audit screens (issue 20: no
 * serious or critical violation), in English and Spanish on a desktop, with the staff API answered
 * by the page (support/console-screens.ts). The sign-in and staff screens are in console-a11y.
 */
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

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
      await page.goto('/console/queues/vouchers');
      await page.getByRole('button', { name: texts.approve, exact: true }).click();
      await expect(page.getByRole('dialog', { name: texts.approveVoucher })).toBeVisible();
      await expectAccessible(page, `console-voucher-approve-${language}`);
      await page.keyboard.press('Escape');

      await page.goto('/console/products');
      await page.getByRole('button', { name: texts.propose }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `console-product-propose-${language}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.showChange }).click();
      await expect(page.getByRole('table', { name: texts.changeOf })).toBeVisible();
      // The pointer off the button: axe reads its resting colour, not the hover one.
      await page.mouse.move(0, 0);
      await expectAccessible(page, `console-product-change-${language}`);

      await page.goto(`/console/customers/${SCREENS_CUSTOMER_ID}`);
      await page.getByRole('button', { name: texts.reveal }).click();
      await expect(page.getByText('Juan Pérez')).toBeVisible();
      await page.getByRole('tab', { name: texts.photos }).click();
      await expect(page.getByRole('img', { name: texts.photo })).toBeVisible();
      await expectAccessible(page, `console-customer-photos-${language}`);
    });
  });
}
