import type { Language, Localized } from '../i18n/language.ts';
import type { MarketId } from './markets.ts';

/** What a borrower calls the market's money and its hundredth, for messages about amounts. */
export const CURRENCY_UNITS: Record<MarketId, { unit: Localized; subunit: Localized }> = {
  MX: { unit: { en: 'pesos', es: 'pesos' }, subunit: { en: 'centavos', es: 'centavos' } },
  NG: { unit: { en: 'naira', es: 'naira' }, subunit: { en: 'kobo', es: 'kobo' } },
};

/** `{unit}` and `{subunit}` of a message, in the borrower's language. */
export function currencyUnitParams(market: MarketId, lang: Language): { unit: string; subunit: string } {
  const { unit, subunit } = CURRENCY_UNITS[market];
  return { unit: unit[lang], subunit: subunit[lang] };
}
