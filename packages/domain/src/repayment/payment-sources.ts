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

/**
 * A payment's reference as the borrower knows it from their bank or receipt: STP's notification is
 * kept as `<id>:<claveRastreo>`, of which the tracking key (clave de rastreo) is what a bank app
 * shows; every other provider's reference is shown as it is.
 */
export function paymentReferenceShown(provider: string | undefined, providerRef: string): string {
  return provider === 'stp' ? (providerRef.split(':').at(-1) ?? providerRef) : providerRef;
}
