import { formatMoney } from '@puente/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in's hosted voucher page (Stripe's `hosted_voucher_url`): what a payer prints or shows
 * at the till. Plain HTML, in Spanish and English, as Stripe's page is for Mexican payers.
 */
export function voucherPage(input: {
  number: string | undefined;
  amountMinor: number;
  status: string;
  expiresAfter: number | undefined;
}): string {
  const amount = formatMoney(input.amountMinor, 'MX', 'es');
  const expires = input.expiresAfter
    ? new Date(input.expiresAfter * 1000).toLocaleString('es-MX', { timeZone: 'America/Mexico_City' })
    : '';
  const state =
    input.status === 'requires_action'
      ? `<p>Vence / expires: ${escapeHtml(expires)}</p>`
      : input.status === 'succeeded'
        ? '<p>Pagado / paid</p>'
        : '<p>Vencido / expired</p>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ficha OXXO (sandbox)</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto">
<h1>OXXO</h1>
<p>Monto / amount: <strong>${escapeHtml(amount)}</strong></p>
<p>Referencia / reference: <strong style="font-size: 1.4rem; letter-spacing: .1em">${escapeHtml(input.number ?? '—')}</strong></p>
${state}
<p><small>Página de prueba del sustituto de Stripe / Stripe stand-in test page.</small></p>
</body></html>`;
}
