import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { advanceClock, codeNumber } from './sandbox.ts';
import { fullScreenshot } from './screenshots.ts';

export interface BorrowOptions {
  /** The amount as the choice shows it, e.g. '$3,000'. */
  amountLabel: string;
  /** How many SMS the borrower has received before signing (the signing code is the next one). */
  codesSoFar: number;
  /** Screenshot prefix; none are taken without it. */
  screenshots?: string;
}

/**
 * A Mexican borrower on home, in Spanish, applies, is approved once the sandbox review delay has
 * passed, reads the key facts, signs with the tick and the SMS code (a missing tick is refused
 * first), and receives the money once the sandbox bank settles. Ends on the "money sent" screen.
 */
export async function borrowAndReceive(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  options: BorrowOptions,
) {
  const shot = async (name: string) => {
    if (options.screenshots) await fullScreenshot(page, `${options.screenshots}-${name}`);
  };
  const status = page.getByRole('region', { name: 'Tu préstamo' });
  await status.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByRole('radio', { name: /Puente 91 días/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Monto' }).selectOption({ label: options.amountLabel });
  await expect(page.getByRole('heading', { name: 'Lo que cuesta este préstamo' })).toBeVisible();
  await shot('01-to-borrow');
  await page.getByRole('button', { name: 'Solicitar' }).click();

  // Review: the countdown and the steps, then the decision once the delay has passed.
  await expect(page.getByRole('heading', { name: 'Estamos revisando tu solicitud' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Tiempo hasta la decisión' })).toBeVisible();
  await shot('02-review');
  await advanceClock(request, { minutes: 2 });
  await expect(page.getByRole('heading', { name: 'Tu préstamo está aprobado' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Confirma tu préstamo' }).click();

  // Key facts before anything is signed.
  const facts = page.getByRole('region', { name: 'Datos clave de tu préstamo' });
  await expect(facts.getByText(/^CAT .+ sin IVA/)).toBeVisible();
  await expect(facts.getByRole('row')).toHaveCount(4);

  // Signing refuses a missing tick, then signs with the tick and the SMS code.
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page
    .getByRole('textbox', { name: 'Código SMS' })
    .fill(await codeNumber(request, mobile, options.codesSoFar + 1));
  await page.getByRole('button', { name: 'Firmar el contrato' }).click();
  await expect(page.getByText('Acepta el contrato de préstamo')).toBeVisible();
  await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();
  await shot('03-confirm-borrow');
  await page.getByRole('button', { name: 'Firmar el contrato' }).click();
  await expect(page.getByRole('heading', { name: 'Contrato firmado' })).toBeVisible();

  // The money: the tick sends the queued payout within a minute; the bank settles within the hour.
  await page.getByRole('button', { name: 'Recibir dinero' }).click();
  await expect(page.getByRole('heading', { name: 'Estamos enviando tu dinero' })).toBeVisible();
  await shot('04-payout-wait');
  await advanceClock(request, { minutes: 1 });
  await advanceClock(request, { minutes: 61 });
  await expect(page.getByText('El dinero se envió a tu cuenta bancaria')).toBeVisible({ timeout: 15_000 });
}
