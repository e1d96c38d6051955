import { APPS } from '../apps/apps.ts';
import { fillTemplate } from '../i18n/fill-template.ts';
import type { Language, Localized } from '../i18n/language.ts';
import { MARKETS, type MarketId } from '../markets/markets.ts';
import { formatDate, formatInstant, formatMoney } from '../pricing/format-money.ts';
import { channelText, REPAYMENT_CHANNELS } from '../repayment/channels.ts';
import type { MessageKind } from './message-kinds.ts';

/**
 * The words of every message (issue 21, decision 060), written from the message's `params` in the
 * reader's language when it is read or sent, so the inbox and the SMS say the same thing.
 *
 * The params each kind is written with (amounts are integers in the market's minor units, dates
 * `YYYY-MM-DD` in the market's time zone, instants ISO 8601):
 * - `disbursement.sent`, `disbursement.arrived`: `{ orderNo, amount, accountLast4 }`
 * - `payment.receipt`: `{ orderNo, amount, channel, reference, left }`; `channel` is a key of
 *   PAYMENT_CHANNEL_NAMES (the provider or way it came by), `left` what is still owed after it
 * - `extension.applied`: `{ orderNo, dueDate }` (the new due date)
 * - `voucher.approved`: `{ orderNo, amount }`; `voucher.rejected`: `{ orderNo, amount, reason }`
 * - `loan.paidOff`: `{ orderNo, newLimit, raised }`: the limit for the next loan, and whether this
 *   loan, repaid on time, raised it
 * - `reminder.due3`, `reminder.due1`, `reminder.due0`, `overdue.day1`, `overdue.day3`,
 *   `overdue.day7`: `{ amount, dueDate, orderNo }`; `amount` is what is owed now, which for an
 *   overdue loan is what stops the penalty
 * - `promise.missed`: `{ orderNo, promisedDate, amount }`
 * - `collections.paymentLink`: `{ orderNo, amount, url, expiresAt }`
 * - `offer.newLimit`: `{ newLimit }`
 *
 * Every text is calm and true: it says what happened or what is due, and how to pay; never a threat.
 */
export type MessageParams = Record<string, unknown>;

export interface MessageText {
  title: string;
  text: string;
  action?: { label: string; route: string };
}

/** How a payment came, as a receipt names it. */
export const PAYMENT_CHANNEL_NAMES: Record<string, Localized> = {
  stp: { en: 'bank transfer (SPEI)', es: 'transferencia bancaria (SPEI)' },
  oxxo: { en: 'cash at OXXO', es: 'efectivo en OXXO' },
  paystack: { en: 'online payment (Paystack)', es: 'pago en línea (Paystack)' },
  flutterwave: { en: 'online payment (Flutterwave)', es: 'pago en línea (Flutterwave)' },
  monnify: { en: 'bank transfer (Monnify)', es: 'transferencia bancaria (Monnify)' },
  voucher: { en: 'proof of payment', es: 'comprobante de pago' },
  credit: { en: 'your credit balance', es: 'tu saldo a favor' },
  staff: { en: 'a payment recorded by our team', es: 'un pago registrado por nuestro equipo' },
};

interface Template {
  title: Localized;
  text: Localized;
  action?: { label: Localized; route: string };
}

const REPAY = { label: { en: 'Pay now', es: 'Pagar ahora' }, route: '/repay/repay_detail' };
const SEE_LOAN = { label: { en: 'See my loan', es: 'Ver mi préstamo' }, route: '/repay/repay_detail' };

const REMINDER_TEXT: Localized = {
  en: 'Your payment of {amount} for loan {orderNo} is due on {dueDate}. You can pay by {ways}.',
  es: 'Tu pago de {amount} del préstamo {orderNo} vence el {dueDate}. Puedes pagar por {ways}.',
};

const OVERDUE_TEXT: Localized = {
  en: 'Your payment for loan {orderNo} was due on {dueDate}. Paying {amount} today settles what is owed and stops the daily penalty. You can pay by {ways}. If you need help, contact us.',
  es: 'Tu pago del préstamo {orderNo} venció el {dueDate}. Con {amount} hoy cubres lo que se debe y se detiene la penalización diaria. Puedes pagar por {ways}. Si necesitas ayuda, contáctanos.',
};

const TEMPLATES: Record<MessageKind, Template> = {
  'disbursement.sent': {
    title: { en: 'Your loan is on its way', es: 'Tu préstamo va en camino' },
    text: {
      en: 'We have sent {amount} of loan {orderNo} to your account ending {accountLast4}. Your bank will show it shortly.',
      es: 'Enviamos {amount} del préstamo {orderNo} a tu cuenta terminación {accountLast4}. Tu banco lo mostrará en breve.',
    },
    action: SEE_LOAN,
  },
  'disbursement.arrived': {
    title: { en: 'Your money has arrived', es: 'Tu dinero ya llegó' },
    text: {
      en: '{amount} of loan {orderNo} has reached your account ending {accountLast4}. Your loan starts today.',
      es: '{amount} del préstamo {orderNo} ya está en tu cuenta terminación {accountLast4}. Tu préstamo empieza hoy.',
    },
    action: SEE_LOAN,
  },
  'payment.receipt': {
    title: { en: 'Payment received', es: 'Pago recibido' },
    text: {
      en: 'We received {amount} for loan {orderNo} by {channel}, reference {reference}. Still to pay: {left}. Thank you.',
      es: 'Recibimos {amount} para el préstamo {orderNo} por {channel}, referencia {reference}. Falta por pagar: {left}. Gracias.',
    },
    action: SEE_LOAN,
  },
  'extension.applied': {
    title: { en: 'Extension applied', es: 'Prórroga aplicada' },
    text: {
      en: 'The extension of loan {orderNo} is applied. Your new due date is {dueDate}.',
      es: 'La prórroga del préstamo {orderNo} está aplicada. Tu nueva fecha de pago es el {dueDate}.',
    },
    action: SEE_LOAN,
  },
  'voucher.approved': {
    title: { en: 'Proof of payment approved', es: 'Comprobante aprobado' },
    text: {
      en: 'We checked your proof of payment of {amount} for loan {orderNo} and approved it. It counts as paid.',
      es: 'Revisamos tu comprobante de pago de {amount} del préstamo {orderNo} y lo aprobamos. Cuenta como pagado.',
    },
    action: SEE_LOAN,
  },
  'voucher.rejected': {
    title: { en: 'Proof of payment not accepted', es: 'Comprobante no aceptado' },
    text: {
      en: 'We could not accept your proof of payment of {amount} for loan {orderNo}. Reason: {reason}. Nothing was credited; you can send another or pay another way.',
      es: 'No pudimos aceptar tu comprobante de pago de {amount} del préstamo {orderNo}. Motivo: {reason}. No se abonó nada; puedes enviar otro o pagar de otra forma.',
    },
    action: REPAY,
  },
  'loan.paidOff': {
    title: { en: 'Loan paid off', es: 'Préstamo liquidado' },
    text: {
      en: 'Loan {orderNo} is paid in full. Thank you!{limitLine}',
      es: 'El préstamo {orderNo} está pagado por completo. ¡Gracias!{limitLine}',
    },
  },
  'reminder.due3': {
    title: { en: 'Payment due in 3 days', es: 'Tu pago vence en 3 días' },
    text: REMINDER_TEXT,
    action: REPAY,
  },
  'reminder.due1': {
    title: { en: 'Payment due tomorrow', es: 'Tu pago vence mañana' },
    text: REMINDER_TEXT,
    action: REPAY,
  },
  'reminder.due0': {
    title: { en: 'Payment due today', es: 'Tu pago vence hoy' },
    text: REMINDER_TEXT,
    action: REPAY,
  },
  'overdue.day1': {
    title: { en: 'Your payment is 1 day late', es: 'Tu pago tiene 1 día de atraso' },
    text: OVERDUE_TEXT,
    action: REPAY,
  },
  'overdue.day3': {
    title: { en: 'Your payment is 3 days late', es: 'Tu pago tiene 3 días de atraso' },
    text: OVERDUE_TEXT,
    action: REPAY,
  },
  'overdue.day7': {
    title: { en: 'Your payment is 7 days late', es: 'Tu pago tiene 7 días de atraso' },
    text: OVERDUE_TEXT,
    action: REPAY,
  },
  'promise.missed': {
    title: { en: 'About your payment promise', es: 'Sobre tu promesa de pago' },
    text: {
      en: 'You planned to pay {amount} for loan {orderNo} on {promisedDate} and we have not received it yet. You can pay by {ways}; if something changed, contact us.',
      es: 'Planeabas pagar {amount} del préstamo {orderNo} el {promisedDate} y aún no lo recibimos. Puedes pagar por {ways}; si algo cambió, contáctanos.',
    },
    action: REPAY,
  },
  'collections.paymentLink': {
    title: { en: 'Your payment link', es: 'Tu enlace de pago' },
    text: {
      en: 'To pay {amount} for loan {orderNo}, use this link: {url} (valid until {expiresAt}).',
      es: 'Para pagar {amount} del préstamo {orderNo}, usa este enlace: {url} (válido hasta {expiresAt}).',
    },
    action: REPAY,
  },
  'offer.newLimit': {
    title: { en: 'A new limit for you', es: 'Un nuevo límite para ti' },
    text: {
      en: 'You can now apply for up to {newLimit}. Apply in the app whenever you need it.',
      es: 'Ya puedes solicitar hasta {newLimit}. Solicítalo en la app cuando lo necesites.',
    },
    action: { label: { en: 'Apply', es: 'Solicitar' }, route: '/' },
  },
};

const MONEY_PARAMS = ['amount', 'left', 'newLimit'] as const;

/** The ways to pay the market offers, without proof of payment, which follows a payment made elsewhere. */
function waysToPay(market: MarketId, language: Language): string {
  const names = REPAYMENT_CHANNELS[market]
    .filter((id) => id !== 'voucher')
    .map((id) => lowerFirst(channelText(id, language).name));
  const or = language === 'es' ? ' o ' : ' or ';
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${or}${names.at(-1)}`;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The params as the reader reads them: money in the market's currency, dates on its calendar. */
function filled(params: MessageParams, market: MarketId, language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) out[key] = text(value);
  for (const key of MONEY_PARAMS) {
    const minor = params[key];
    if (typeof minor === 'number' && Number.isSafeInteger(minor))
      out[key] = formatMoney(minor, market, language);
  }
  for (const key of ['dueDate', 'promisedDate'] as const)
    if (typeof params[key] === 'string') out[key] = formatDate(params[key] as string, market, language);
  if (typeof params.expiresAt === 'string')
    out.expiresAt = formatInstant(params.expiresAt, MARKETS[market].currency, language);
  const channel = PAYMENT_CHANNEL_NAMES[text(params.channel)];
  if (channel) out.channel = channel[language];
  out.ways = waysToPay(market, language);
  out.limitLine = limitLine(params, out.newLimit, language);
  return out;
}

/** The paid-off notice's last line: the limit for the next loan, said as new only when it rose. */
function limitLine(params: MessageParams, limit: string | undefined, language: Language): string {
  if (typeof params.newLimit !== 'number' || params.newLimit <= 0) return '';
  if (params.raised === false)
    return language === 'es'
      ? ` Tu límite para tu próximo préstamo es ${limit}.`
      : ` Your limit for your next loan is ${limit}.`;
  return language === 'es' ? ` Tu nuevo límite es ${limit}.` : ` Your new limit is ${limit}.`;
}

/** A message's title, text and action in the reader's language (the inbox, and the SMS through smsText). */
export function messageText(
  kind: MessageKind,
  params: MessageParams,
  market: MarketId,
  language: Language,
): MessageText {
  const template = TEMPLATES[kind];
  const values = filled(params, market, language);
  return {
    title: fillTemplate(template.title[language], values),
    text: fillTemplate(template.text[language], values),
    ...(template.action
      ? { action: { label: template.action.label[language], route: template.action.route } }
      : {}),
  };
}

/** The longest SMS we send: two segments of a concatenated message. */
export const SMS_MAX_CHARS = 320;

/** One SMS: the app's name first (so the borrower knows who writes), then the message's text. */
export function smsText(
  kind: MessageKind,
  params: MessageParams,
  market: MarketId,
  language: Language,
): string {
  const appName = APPS.find((app) => app.market === market)?.appName ?? 'Puente';
  const whole = `${appName}: ${messageText(kind, params, market, language).text}`;
  return whole.length <= SMS_MAX_CHARS ? whole : `${whole.slice(0, SMS_MAX_CHARS - 1)}…`;
}
