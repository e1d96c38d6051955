import type { MarketId } from '../markets/markets.ts';
import { type DiallingCountry, isDiallingCountry } from './dialling-codes.ts';

/**
 * Where the country of a request was read from, most to least specific to the person:
 * - `edge`: the country the trusted load balancer or CDN found for the address (CF-IPCountry);
 * - `acceptLanguage`: the region of the phone's own language setting (es-MX, en-NG);
 * - `app`: the market of the app that called.
 */
export const COUNTRY_SOURCES = ['edge', 'acceptLanguage', 'app'] as const;
export type CountrySource = (typeof COUNTRY_SOURCES)[number];

export interface RequestCountryHints {
  /** Only when the edge is trusted to have set it: a client could send this header itself. */
  edgeCountry: string | undefined;
  acceptLanguage: string | undefined;
  appMarket: MarketId;
}

/** The country of a request without any outside lookup service (decision 022). */
export function requestCountry(hints: RequestCountryHints): {
  country: DiallingCountry;
  source: CountrySource;
} {
  const edge = hints.edgeCountry?.trim().toUpperCase();
  if (isDiallingCountry(edge)) return { country: edge, source: 'edge' };
  const fromLanguage = regionOfAcceptLanguage(hints.acceptLanguage);
  if (fromLanguage) return { country: fromLanguage, source: 'acceptLanguage' };
  return { country: hints.appMarket, source: 'app' };
}

/** The region of the most preferred language tag that has one: "es-MX,es;q=0.9" → MX. */
export function regionOfAcceptLanguage(header: string | undefined): DiallingCountry | undefined {
  if (!header) return undefined;
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (isDiallingCountry(region)) return region;
  }
  return undefined;
}
