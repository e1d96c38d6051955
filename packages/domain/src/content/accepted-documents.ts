import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { privacyPolicyFor } from './privacy-policy.ts';
import { termsFor } from './terms.ts';

export type AcceptedDocument = 'terms' | 'privacy';

/**
 * What a borrower accepts by registering or logging in ("By continuing you accept the terms and
 * the privacy policy"): each text's version as that market's borrower reads it in that language.
 */
export function acceptedDocuments(
  market: MarketId,
  language: Language,
): { document: AcceptedDocument; version: string }[] {
  return [
    { document: 'terms', version: termsFor(market, language).version },
    { document: 'privacy', version: privacyPolicyFor(market, language).version },
  ];
}
