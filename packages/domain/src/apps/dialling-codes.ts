import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/** One row of the dialling-code list (`/country/meta/code`). */
export interface DiallingCode {
  /** ISO 3166-1 alpha-2, e.g. MX. */
  country: string;
  /** Without the plus: "52". */
  callingCode: string;
  /** In the request's language (Intl.DisplayNames), e.g. "México". */
  name: string;
  /** A market we lend in through an app registered on this service. */
  served: boolean;
}

/** An ISO 3166-1 alpha-2 country with a dialling code. */
export type DiallingCountry = CountryCode;

const COUNTRIES: readonly CountryCode[] = getCountries();

/** A two-letter country that has a dialling code (so not XX, T1 or other placeholders). */
export function isDiallingCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export function countryName(country: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(country) ?? country;
}

export function diallingCode(
  country: CountryCode,
  lang: Language,
  served: readonly MarketId[],
): DiallingCode {
  return {
    country,
    callingCode: getCountryCallingCode(country),
    name: countryName(country, lang),
    served: (served as readonly string[]).includes(country),
  };
}

/**
 * Every country with a dialling code (libphonenumber's metadata), named in the request's language:
 * the served markets first, in the order given, then the rest by name as that language sorts them.
 */
export function diallingCodes(lang: Language, served: readonly MarketId[]): DiallingCode[] {
  const collator = new Intl.Collator(lang);
  const first = served.filter(isDiallingCountry).map((country) => diallingCode(country, lang, served));
  const rest = COUNTRIES.filter((country) => !(served as readonly string[]).includes(country))
    .map((country) => diallingCode(country, lang, served))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}
