import { type MarketId, parseMobile } from '@puente/domain';

/** REVIEW_ACCOUNTS entries as E.164; a national number is read in each market in turn. */
export function reviewAccountNumbers(entries: string[]): Set<string> {
  const numbers = new Set<string>();
  for (const entry of entries) {
    for (const market of ['MX', 'NG'] as MarketId[]) {
      const parsed = parseMobile(market, entry);
      if (parsed.ok) {
        numbers.add(parsed.mobile.e164);
        break;
      }
    }
  }
  return numbers;
}
