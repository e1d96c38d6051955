import type { Currency, Language, MarketId } from '@puente/domain';
import { MARKETS } from '@puente/domain';

/** Catalogue keys chosen by a value of the service (the market of a currency, a count). */

/** The market whose currency this is: the fee's tax is named after it (IVA in Mexico, VAT in Nigeria). */
export function marketOfCurrency(currency: Currency): MarketId {
  return (Object.keys(MARKETS) as MarketId[]).find((id) => MARKETS[id].currency === currency) ?? 'MX';
}

/** The line naming the tax on the extension fee, by market. */
export function taxKey(currency: Currency): `detail.tax${MarketId}` {
  return `detail.tax${marketOfCurrency(currency)}`;
}

/** "1 more time" or "2 more times", by the language's plural rules (decision 008). */
export function leftKey(left: number, language: Language): 'detail.leftOne' | 'detail.leftOther' {
  return new Intl.PluralRules(language).select(left) === 'one' ? 'detail.leftOne' : 'detail.leftOther';
}
