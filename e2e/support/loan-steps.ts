import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { advanceClock, codeNumber } from './sandbox.ts';
import { fullScreenshot } from './screenshots.ts';

/** What the loan screens say, in the borrower's language and market. */
export const LOANS_MX_ES = {
  status: 'Tu préstamo',
  apply: 'Solicitar',
  product: /Puente 91 días/,
  amount: 'Monto',
  preview: 'Lo que cuesta este préstamo',
  reviewing: 'Estamos revisando tu solicitud',
  timer: 'Tiempo hasta la decisión',
  approved: 'Tu préstamo está aprobado',
  toConfirm: 'Confirma tu préstamo',
  facts: 'Datos clave de tu préstamo',
  cost: /^CAT .+ sin IVA/,
  sendCode: 'Enviar código',
  code: 'Código SMS',
  sign: 'Firmar el contrato',
  mustAgree: 'Acepta el contrato de préstamo',
  agree: 'He leído y acepto el contrato de préstamo',
  signed: 'Contrato firmado',
  getMoney: 'Recibir dinero',
  sending: 'Estamos enviando tu dinero',
  sent: 'El dinero se envió a tu cuenta bancaria',
} as const;

/** The same screens for any market and language: a text, or a pattern where it holds figures. */
export type LoanTexts = { [key in keyof typeof LOANS_MX_ES]: string | RegExp };

export const LOANS_NG_EN: LoanTexts = {
  status: 'Your loan',
  apply: 'Apply',
  product: /Puente 91 days/,
  amount: 'Amount',
  preview: 'What this loan costs',
  reviewing: 'We are reviewing your application',
  timer: 'Time until the decision',
  approved: 'Your loan is approved',
  toConfirm: 'Confirm your loan',
  facts: 'Key facts of your loan',
  cost: /^Effective annual rate .+: interest and every fee, compounded over a year\.$/,
  sendCode: 'Send code',
  code: 'SMS code',
  sign: 'Sign the agreement',
  mustAgree: 'Please agree to the loan agreement',
  agree: 'I have read and agree to the loan agreement',
  signed: 'Agreement signed',
  getMoney: 'Get money',
  sending: 'We are sending your money',
  sent: 'The money has been sent to your bank account',
};

export interface BorrowOptions {
  /** The amount as the choice shows it, e.g. '$3,000'. */
  amountLabel: string;
  /** How many SMS the borrower has received before signing (the signing code is the next one). */
  codesSoFar: number;
  /** Screenshot prefix; none are taken without it. */
  screenshots?: string;
  /** The screens' language and market: a Mexican borrower in Spanish unless told otherwise. */
  texts?: LoanTexts;
  /** Runs on the confirm screen once the key facts show, before signing (e.g. choosing a coupon). */
  beforeSigning?: (page: Page) => Promise<void>;
}

/**
 * A borrower on home (Mexican and in Spanish unless `options.texts` says otherwise) applies, is
 * approved once the sandbox review delay has passed, reads the key facts, signs with the tick and
 * the SMS code (a missing tick is refused first), and receives the money once the sandbox bank
 * settles. Ends on the "money sent" screen.
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
  const t = options.texts ?? LOANS_MX_ES;
  const status = page.getByRole('region', { name: t.status });
  await status.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('radio', { name: t.product })).toBeChecked();
  await page.getByRole('combobox', { name: t.amount }).selectOption({ label: options.amountLabel });
  await expect(page.getByRole('heading', { name: t.preview })).toBeVisible();
  await shot('01-to-borrow');
  await page.getByRole('button', { name: t.apply }).click();

  // Review: the countdown and the steps, then the decision once the delay has passed.
  await expect(page.getByRole('heading', { name: t.reviewing })).toBeVisible();
  await expect(page.getByRole('timer', { name: t.timer })).toBeVisible();
  await shot('02-review');
  await advanceClock(request, { minutes: 2 });
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: t.toConfirm }).click();

  // Key facts before anything is signed.
  const facts = page.getByRole('region', { name: t.facts });
  await expect(facts.getByText(t.cost)).toBeVisible();
  await expect(facts.getByRole('row')).toHaveCount(4);
  await options.beforeSigning?.(page);

  // Signing refuses a missing tick, then signs with the tick and the SMS code.
  await page.getByRole('button', { name: t.sendCode }).click();
  await page
    .getByRole('textbox', { name: t.code })
    .fill(await codeNumber(request, mobile, options.codesSoFar + 1));
  await page.getByRole('button', { name: t.sign }).click();
  await expect(page.getByText(t.mustAgree)).toBeVisible();
  await page.getByRole('checkbox', { name: t.agree }).check();
  await shot('03-confirm-borrow');
  await page.getByRole('button', { name: t.sign }).click();
  await expect(page.getByRole('heading', { name: t.signed })).toBeVisible();

  // The money: the tick sends the queued payout within a minute; the bank settles within the hour.
  await page.getByRole('button', { name: t.getMoney }).click();
  await expect(page.getByRole('heading', { name: t.sending })).toBeVisible();
  await shot('04-payout-wait');
  await advanceClock(request, { minutes: 1 });
  await advanceClock(request, { minutes: 61 });
  await expect(page.getByText(t.sent)).toBeVisible({ timeout: 15_000 });
}
