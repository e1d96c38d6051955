import type { Language } from '@puente/domain';
import type { GatewayName } from '../../providers/collection/gateway-provider.ts';
import { CHECKOUT_TEXT } from './sandbox-checkout-text.ts';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export interface CheckoutPageInput {
  lang: Language;
  gateway: GatewayName;
  merchant: string;
  reference: string;
  /** Already formatted in the page's language. */
  amount: string;
  /** Where the form posts (this page's own path). */
  action: string;
  problem?: 'declined' | CardField;
  /** What the tester typed, shown again after a refusal: never the security code. */
  cardNumber?: string;
  expiry?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

// Inline styles only (no script): the service's CSP allows them, and the page must work at 390 px.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f7;color:#1b1f24}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 4px}.gateway{color:#5b6470;margin:0 0 16px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dt{color:#5b6470}dd{margin:0;text-align:right;word-break:break-all}
.amount{font-size:1.5rem;font-weight:700}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;font-size:1rem;padding:12px;border:1px solid #9aa3ad;border-radius:8px}
input:focus{outline:3px solid #2f6fde;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.actions{display:grid;gap:8px;margin-top:20px}
button{font-size:1rem;padding:14px;border-radius:8px;border:0;cursor:pointer;min-height:48px}
.pay{background:#0b7a3e;color:#fff;font-weight:700}.cancel{background:#e4e7eb;color:#1b1f24}
[role=alert]{background:#fde8e8;color:#8a1c1c;border-radius:8px;padding:12px;margin:0 0 12px}
.note{font-size:.85rem;color:#5b6470;margin-top:16px;border-top:1px solid #e4e7eb;padding-top:12px}
a{color:#2f6fde}`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A hosted checkout like the gateways': amount, merchant, a test card form, Pay and Cancel. */
export function checkoutPage(input: CheckoutPageInput): string {
  const t = CHECKOUT_TEXT[input.lang];
  const title = fill(t.title, { merchant: input.merchant });
  const problem = input.problem
    ? `<p role="alert" id="problem">${escapeHtml(input.problem === 'declined' ? t.declined : t.invalid[input.problem])}</p>`
    : '';
  const invalid = (field: CardField) =>
    input.problem === field ? ' aria-invalid="true" aria-describedby="problem"' : '';
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  const body = `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p class="gateway">${escapeHtml(t.gateway[input.gateway])}</p>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(input.amount)}</dd>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(input.merchant)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(input.reference)}</dd>
</dl>
${problem}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="lang" value="${input.lang}">
<label for="cardNumber">${escapeHtml(t.card)}</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23"${value(input.cardNumber)}${invalid('cardNumber')}>
<div class="row">
<div><label for="expiry">${escapeHtml(t.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="5"${value(input.expiry)}${invalid('expiry')}></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${invalid('cvc')}></div>
</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(fill(t.pay, { amount: input.amount }))}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
<p class="note">${escapeHtml(t.sandbox)}</p>
</div>`;
  return page(input.lang, title, body);
}

/** What the checkout says when it cannot be paid: no such payment, or no longer payable. */
export function checkoutClosedPage(lang: Language, why: 'missing' | 'timedOut', backUrl: string): string {
  const t = CHECKOUT_TEXT[lang];
  return page(
    lang,
    t.back,
    `<div class="card"><p role="alert">${escapeHtml(t[why])}</p><p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></p><p class="note">${escapeHtml(t.sandbox)}</p></div>`,
  );
}

/**
 * The card as typed, checked for shape only (the sandbox charges nothing). The security code is
 * looked at here and nowhere else: it is never returned, stored or logged.
 */
export function cardProblem(
  form: { cardNumber?: string; expiry?: string; cvc?: string },
  now: Date,
): CardField | undefined {
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'cardNumber';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) return 'expiry';
  // A card is valid to the end of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'expiry';
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'cvc';
  return undefined;
}
