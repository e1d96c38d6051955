import {
  acceptInvite,
  addVirtualAuthenticator,
  createFirstAdministrator,
  invite,
  signInWithCode,
  signInWithPassword,
  staffWindow,
} from '../support/console-steps.ts';
import { borrowAndReceive } from '../support/loan-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { photoFile } from '../support/photos.ts';
import { advanceClock, randomMexicanMobile } from '../support/sandbox.ts';
import { fullScreenshot } from '../support/screenshots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The lender's staff, end to end on the sandbox service: the first administrator comes from the
 * README's command and signs in with a TOTP code, then with a passkey; invites a reviewer, a finance
 * member and a collector. The reviewer rejects one proof of payment a borrower uploaded (the
 * borrower reads why) and approves another (the loan is paid off). Money the borrower sends after
 * that is held; finance proposes its refund, the collector can approve nothing, the administrator
 * approves, the payout goes out and the loan's ledger balances.
 */

test.describe.configure({ timeout: 420_000 });

const port = Number(process.env.E2E_PORT ?? 8181);
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const fact = (page: Page, term: string) =>
  page.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The borrower sends a proof of payment on the manual repayment screen; answers nothing. */
async function sendProof(page: Page, reference: string, amount: number, seed: number) {
  await page.getByLabel('Foto del comprobante').setInputFiles(photoFile(`recibo-${seed}.png`, seed));
  await expect(page.getByText(/^Foto lista: /)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Referencia de la transferencia' }).fill(reference);
  await page.getByRole('textbox', { name: 'Monto pagado' }).fill(String(amount));
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(page.getByText('Comprobante enviado. Lo revisaremos en un máximo de 48 horas.')).toBeVisible();
}

/**
 * A staff API call made from the member's console page, as a tampered console would: the browser
 * sends the session cookie, and the page reads its CSRF cookie.
 */
async function staffPost(page: Page, path: string, data: unknown) {
  return page.evaluate(
    async ({ path, data }) => {
      const csrf = document.cookie.match(/(?:^|; )puente_staff_csrf=([^;]*)/)?.[1] ?? '';
      const response = await fetch(`/staff-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(data),
      });
      return { status: response.status, ...((await response.json()) as { code: number; data: unknown }) };
    },
    { path, data },
  );
}

async function staffGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (path) => (await fetch(`/staff-api${path}`)).json(), path);
  expect((answer as { code: number }).code).toBe(0);
  return (answer as { data: T }).data;
}

test('staff sign in with a second factor, review proofs of payment and refund an overpayment under maker-checker', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // --- The borrower: a loan, a wrong proof and a right one.
  const mobile = randomMexicanMobile();
  await onboardMexican(page, request, mobile);
  await borrowAndReceive(page, request, mobile, { amountLabel: '$2,000', codesSoFar: 2 });
  await expect(page.getByText('El dinero se envió a tu cuenta bancaria')).toBeHidden();
  await page.goto('/#/repay/repay_detail');
  const total = pesos(await fact(page, 'Total para liquidar hoy').textContent());
  expect(total).toBe(2_000);
  await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
  const clabe = ((await page.getByText(/^646 180 /).textContent()) ?? '').replace(/\D/g, '');
  expect(clabe).toMatch(/^646180\d{12}$/);
  await page.goto('/#/repay/repay_detail');
  await page.getByRole('link', { name: /Subir comprobante de pago/ }).click();
  const wrongRef = `MAL${stamp}`.toUpperCase();
  const rightRef = `BNET${stamp}`.toUpperCase();
  await sendProof(page, wrongRef, 500, 51);
  await sendProof(page, rightRef, total, 52);

  // --- The first administrator, made by the README's command; a TOTP code, then a passkey.
  const admin = createFirstAdministrator(port, `ada.${stamp}@puente.example`, `admin passphrase ${stamp}`);
  const adminWindow = await staffWindow(browser, port);
  const adminPage = adminWindow.page;
  await signInWithCode(adminPage, admin);
  await fullScreenshot(adminPage, 'console-01-admin-home');
  await addVirtualAuthenticator(adminPage);
  await adminPage.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(adminPage.getByText('Passkey saved. You can sign in with it next time.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(adminPage, admin);
  await adminPage.getByRole('button', { name: 'Use a passkey instead' }).click();
  await adminPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(adminPage.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // --- Invitations: a reviewer, a finance member and a collector, each on their own computer.
  const password = `member passphrase ${stamp}`;
  const links = {
    reviewer: await invite(adminPage, 'Rui Reviewer', `rui.${stamp}@puente.example`, 'Reviewer'),
    finance: await invite(adminPage, 'Fe Finance', `fe.${stamp}@puente.example`, 'Finance'),
    collector: await invite(adminPage, 'Col Collector', `col.${stamp}@puente.example`, 'Collector'),
  };
  await fullScreenshot(adminPage, 'console-02-staff');
  const reviewer = await staffWindow(browser, port);
  await acceptInvite(reviewer.page, links.reviewer, `rui.${stamp}@puente.example`, password);
  const finance = await staffWindow(browser, port);
  await acceptInvite(finance.page, links.finance, `fe.${stamp}@puente.example`, password);
  const collector = await staffWindow(browser, port);
  await acceptInvite(collector.page, links.collector, `col.${stamp}@puente.example`, password);

  // --- The reviewer rejects the wrong proof and approves the right one with the amount found.
  const rp = reviewer.page;
  await rp.getByRole('menuitem', { name: 'Queues' }).click();
  await rp.getByRole('link', { name: 'Proofs of payment' }).click();
  const wrong = rp.getByRole('row').filter({ hasText: wrongRef });
  await wrong.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = rp.getByRole('dialog', { name: 'Reject this proof of payment?' });
  await rejectDialog
    .getByLabel('Reason (the borrower reads it)')
    .fill('El monto no aparece en nuestro estado de cuenta.');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rp.getByText('Rejected: the borrower reads your reason.')).toBeVisible();
  const right = rp.getByRole('row').filter({ hasText: rightRef });
  await fullScreenshot(rp, 'console-03-proofs-queue');
  await right.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = rp.getByRole('dialog', { name: 'Approve this proof of payment?' });
  await approveDialog.getByLabel('Amount found (MXN)').fill(String(total));
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(rp.getByText('Approved: the payment is credited.')).toBeVisible();

  // The borrower reads the reason, and the loan is paid off.
  // The borrower was left on this screen: a reload reads the decisions, as pulling to refresh would.
  await page.reload();
  const proofs = page.getByRole('region', { name: 'Comprobantes enviados' });
  const rejected = proofs.getByRole('listitem').filter({ hasText: wrongRef });
  await expect(rejected.getByText('Rechazado')).toBeVisible();
  await expect(rejected.getByText(/El monto no aparece en nuestro estado de cuenta\./)).toBeVisible();
  await expect(
    proofs.getByRole('listitem').filter({ hasText: rightRef }).getByText('Aprobado'),
  ).toBeVisible();
  await page.goto('/#/repay/repay_detail');
  await expect(page.getByRole('heading', { name: 'Préstamo liquidado' })).toBeVisible();

  // --- Money sent after the loan was paid off is held for the borrower.
  const extra = 137.61;
  expect(
    (await (await request.post('/dev/stp/transfer', { data: { clabe, amount: extra } })).json()).code,
  ).toBe(0);
  await advanceClock(request, { minutes: 2 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saldo a favor' })).toBeVisible();

  // --- Finance proposes the refund; it waits for another member.
  const fp = finance.page;
  await fp.getByRole('menuitem', { name: 'Queues' }).click();
  await fp.getByRole('link', { name: 'Credits and overpayments' }).click();
  const held = fp.getByRole('row').filter({ hasText: '$137.61' });
  await held.getByRole('button', { name: 'Propose refund' }).click();
  await fp.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click();
  await expect(fp.getByText('Sent for approval.')).toBeVisible();
  const open = await staffGet<{ items: { id: string; kind: string; status: string }[] }>(
    adminPage,
    '/proposals?status=proposed',
  );
  const refund = open.items.find((item) => item.kind === 'credit.refund');
  expect(refund).toBeDefined();

  // --- The collector approves nothing: no Approvals, no proofs, and the service refuses anyway.
  const cp = collector.page;
  await expect(cp.getByRole('menuitem', { name: 'Approvals' })).toHaveCount(0);
  await cp.getByRole('menuitem', { name: 'Queues' }).click();
  await expect(cp.getByRole('link', { name: 'Proofs of payment' })).toHaveCount(0);
  for (const path of [`/proposals/${refund?.id}/approve`, `/products/proposals/${refund?.id}/approve`]) {
    expect(await staffPost(collector.page, path, {})).toMatchObject({ status: 403, code: 10011002 });
  }
  // Nor does the member who proposed it.
  expect(await staffPost(finance.page, `/proposals/${refund?.id}/approve`, {})).toMatchObject({
    status: 409,
    code: 10011004,
  });

  // --- The administrator approves; the payout goes out and the borrower is told.
  await adminPage.getByRole('menuitem', { name: 'Approvals' }).click();
  const proposal = adminPage.getByRole('row').filter({ hasText: 'Refund of held credit' });
  await fullScreenshot(adminPage, 'console-04-approvals');
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Approve this proposal?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(adminPage.getByText('Approved and carried out.')).toBeVisible();
  await advanceClock(request, { minutes: 1 });
  await page.reload();
  await expect(page.getByText(/\$137\.61 va en camino a tu cuenta/)).toBeVisible();
  await advanceClock(request, { minutes: 61 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saldo a favor' })).toHaveCount(0);

  // The loan's ledger balances: nothing owed, nothing held, every charge paid.
  const customers = await staffGet<{ items: { id: string }[] }>(adminPage, `/customers?q=${mobile}`);
  const loans = await staffGet<{ items: { orderNo: string }[] }>(
    adminPage,
    `/customers/${customers.items[0]?.id}/loans`,
  );
  const loan = await staffGet<{
    loan: { balance: { charged: number; paid: number; discount: number; unrepaid: number; credit: number } };
  }>(adminPage, `/loans/${loans.items[0]?.orderNo}`);
  const { balance } = loan.loan;
  expect(balance).toMatchObject({ unrepaid: 0, credit: 0 });
  expect(balance.charged - balance.paid - balance.discount).toBe(0);

  for (const window of [adminWindow, reviewer, finance, collector]) await window.context.close();
});
