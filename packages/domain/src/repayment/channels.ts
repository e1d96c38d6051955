import { fillTemplate } from '../i18n/fill-template.ts';
import type { Language, Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { formatMoney } from '../pricing/format-money.ts';
import { OXXO_STORE_LIMIT_MINOR } from './oxxo.ts';
import type { ChannelId } from './repayment-views.ts';

/**
 * The ways to repay each market offers, in the order a screen lists them: in Mexico a transfer to
 * the borrower's own CLABE at STP, cash at OXXO, or proof of a payment made another way; in Nigeria
 * the gateway's checkout, a reserved account number, or proof of payment (spec §1, reference §5–6).
 */
export const REPAYMENT_CHANNELS: Record<MarketId, readonly ChannelId[]> = {
  MX: ['stp', 'oxxo', 'voucher'],
  NG: ['cashier', 'reservedAccount', 'voucher'],
};

interface ChannelInfo {
  route: string;
  name: Localized;
  /** One line: how long the money takes to show, the limits that apply. `{limit}` is filled. */
  hint: Localized;
  /** Where the sandbox provider behaves differently from the real one, what it does. */
  sandboxHint?: Localized;
}

/**
 * Every hint must stay true: SPEI, gateways and reserved accounts notify within minutes (spec §9:
 * "reflected within 15 minutes"); a real OXXO payment is confirmed by the next business day (Stripe),
 * only the sandbox's within minutes; proofs are reviewed within 48 hours (spec §9).
 */
const CHANNELS: Record<ChannelId, ChannelInfo> = {
  stp: {
    route: '/repay/repay_stp',
    name: { en: 'Bank transfer (SPEI)', es: 'Transferencia bancaria (SPEI)' },
    hint: {
      en: 'From any bank app to your own CLABE; reflected within 15 minutes',
      es: 'Desde la app de cualquier banco a tu propia CLABE; se refleja en 15 minutos',
    },
  },
  oxxo: {
    route: '/repay/repay_oxxo',
    name: { en: 'Cash at OXXO', es: 'Efectivo en OXXO' },
    hint: {
      en: 'Cash, up to {limit} per payment; reflected by the next business day',
      es: 'Efectivo, hasta {limit} por pago; se refleja a más tardar el siguiente día hábil',
    },
    sandboxHint: {
      en: 'Cash, up to {limit} per payment; reflected within 15 minutes in this sandbox',
      es: 'Efectivo, hasta {limit} por pago; se refleja en 15 minutos en este entorno de pruebas',
    },
  },
  cashier: {
    route: '/repay/cashier',
    name: { en: 'Card or bank (online checkout)', es: 'Tarjeta o banco (pago en línea)' },
    hint: {
      en: "On the payment gateway's secure page; reflected within 15 minutes",
      es: 'En la página segura de la pasarela de pago; se refleja en 15 minutos',
    },
  },
  reservedAccount: {
    route: '/repay/reserved_account',
    name: { en: 'Transfer to your account number', es: 'Transferencia a tu número de cuenta' },
    hint: {
      en: 'An account number kept for you: transfer from any bank app; reflected within 15 minutes',
      es: 'Un número de cuenta reservado para ti: transfiere desde cualquier banco; se refleja en 15 minutos',
    },
  },
  voucher: {
    route: '/repay/manual_repayment',
    name: { en: 'Upload proof of payment', es: 'Subir comprobante de pago' },
    hint: {
      en: 'Paid another way? Send the receipt; it counts once we check it, within 48 hours',
      es: '¿Pagaste de otra forma? Envía el comprobante; cuenta cuando lo revisamos, en 48 horas como máximo',
    },
  },
};

export function isChannelId(value: unknown): value is ChannelId {
  return typeof value === 'string' && Object.hasOwn(CHANNELS, value);
}

/** The screen that shows how to pay through a channel. */
export function channelRoute(id: ChannelId): string {
  return CHANNELS[id].route;
}

/**
 * A channel's name and one-line hint in the borrower's language. Pass `sandbox: true` when the
 * service runs on sandbox providers, where some are faster than the real ones.
 */
export function channelText(
  id: ChannelId,
  lang: Language,
  options: { sandbox?: boolean } = {},
): { name: string; hint: string } {
  const info = CHANNELS[id];
  const hint = (options.sandbox && info.sandboxHint) || info.hint;
  const limit = formatMoney(OXXO_STORE_LIMIT_MINOR, 'MX', lang);
  return { name: info.name[lang], hint: fillTemplate(hint[lang], { limit }) };
}
