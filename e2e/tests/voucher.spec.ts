import { borrowAndReceive } from '../support/loan-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { photoFile } from '../support/photos.ts';
import { randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * A Mexican borrower (in Spanish) who paid another way sends a proof of payment: a photo of the
 * receipt, the transfer reference and the amount. It waits for review, with the time feedback is
 * due by; an operator approves it (the sandbox review call, until the operator console exists) and
 * the amount counts as repaid on the loan.
 */

test.describe.configure({ timeout: 240_000 });

/** A peso amount as the screens write it ("$12,345.50"), as a number. */
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The value of a fact (a term and its definition in a description list), found by its term. */
const fact = (page: Page, term: string) =>
  page.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a Mexican borrower sends a proof of payment, an operator approves it and it counts as repaid', async ({
  page,
  request,
}) => {
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);
  await borrowAndReceive(page, request, mobile, { amountLabel: '$2,000', codesSoFar: 2 });
  // The "money sent" toast goes by itself; the screenshots below show the screens without it.
  await expect(page.getByText('El dinero se envió a tu cuenta bancaria')).toBeHidden();

  await page.goto('/#/');
  await page
    .getByRole('region', { name: 'Tu préstamo', exact: true })
    .getByRole('button', { name: 'Pagar' })
    .click();
  await expect(fact(page, 'Pagado hasta ahora')).toHaveText('$0.00');
  const total = pesos(await fact(page, 'Total para liquidar hoy').textContent());
  // The day the money arrives no interest has accrued: paying off costs the principal (decision 028).
  expect(total).toBe(2_000);
  await page.getByRole('link', { name: /Subir comprobante de pago/ }).click();
  await expect(page).toHaveURL(/#\/repay\/manual_repayment\?orderNo=/);

  // Nothing sent yet; sending an empty form points at what is missing.
  const sentList = page.getByRole('region', { name: 'Comprobantes enviados' });
  await expect(sentList.getByText('Sin datos')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(page.getByText('Elige una foto del comprobante.')).toBeVisible();
  await expect(page.getByLabel('Foto del comprobante')).toBeFocused();

  // The receipt photo (made small in the browser and shown back), the reference and the amount.
  await page.getByLabel('Foto del comprobante').setInputFiles(photoFile('recibo-spei.png', 44));
  await expect(page.getByText(/^Foto lista: /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'El comprobante que elegiste' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Referencia de la transferencia' }).fill('BNET01002611210042');
  await page.getByRole('textbox', { name: 'Monto pagado' }).fill('1000');
  await fullScreenshot(page, 'voucher-mx-es-01-proof-form');
  // The id the operator approves it by is in the service's answer to the app; the screen does not show it.
  const saved = page.waitForResponse((response) => response.url().includes('/api/repay/save/user/voucher'));
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  const answer = (await (await saved).json()) as { code: number; data: { voucherId: string } };
  expect(answer.code).toBe(0);
  const { voucherId } = answer.data;
  expect(voucherId).toMatch(/^VO\d{22}$/);

  // Pending, with the time feedback is due by.
  await expect(page.getByText('Comprobante enviado. Lo revisaremos en un máximo de 48 horas.')).toBeVisible();
  const proof = sentList.getByRole('listitem');
  await expect(proof).toHaveCount(1);
  await expect(proof.getByText('$1,000.00')).toBeVisible();
  await expect(proof.getByText('En revisión')).toBeVisible();
  await expect(proof.getByText('Referencia BNET01002611210042')).toBeVisible();
  await expect(proof.getByText(/^Respuesta en un máximo de 48 horas \(antes del .+\)$/)).toBeVisible();
  await fullScreenshot(page, 'voucher-mx-es-02-pending');

  // Still not counted until it is checked.
  await page.goto('/#/repay/repay_detail');
  await expect(fact(page, 'Pagado hasta ahora')).toHaveText('$0.00');

  // The operator checks the receipt and approves it.
  const approved = await request.post(`/dev/vouchers/${voucherId}/approve`);
  expect((await approved.json()).code).toBe(0);

  await page.goto('/#/repay/manual_repayment');
  await expect(proof.getByText('Aprobado')).toBeVisible();
  await expect(proof.getByText(/^Revisado el /)).toBeVisible();
  await expect(proof.getByText(/Respuesta en un máximo/)).toHaveCount(0);
  await fullScreenshot(page, 'voucher-mx-es-03-approved');

  // The amount counts as repaid on the loan.
  await page.getByRole('link', { name: 'Ver lo que debes' }).click();
  await expect(fact(page, 'Pagado hasta ahora')).toHaveText('$1,000.00');
  expect(pesos(await fact(page, 'Total para liquidar hoy').textContent())).toBeCloseTo(total - 1_000, 2);
  await fullScreenshot(page, 'voucher-mx-es-04-detail');
});
