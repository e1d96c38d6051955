import type { Language, Localized } from '../i18n/language.ts';

/** How a statement names where a payment came from, by the provider that reported it. */
const SOURCE_NAMES: Record<string, Localized> = {
  stp: { en: 'SPEI transfer', es: 'transferencia SPEI' },
  oxxo: { en: 'cash at OXXO', es: 'efectivo en OXXO' },
  paystack: { en: 'Paystack', es: 'Paystack' },
  flutterwave: { en: 'Flutterwave', es: 'Flutterwave' },
  monnify: { en: 'Monnify transfer', es: 'transferencia Monnify' },
  voucher: { en: 'proof of payment', es: 'comprobante de pago' },
};

/** "Payment by SPEI transfer", "Pago por efectivo en OXXO": one statement line per payment. */
export function paymentLineText(provider: string | undefined, lang: Language): string {
  const source = provider ? SOURCE_NAMES[provider]?.[lang] : undefined;
  if (!source) return lang === 'es' ? 'Pago recibido' : 'Payment received';
  return lang === 'es' ? `Pago por ${source}` : `Payment by ${source}`;
}
