import { ERRORS } from '../errors/catalogue.ts';
import { fillTemplate } from '../i18n/fill-template.ts';
import { LANGUAGES, type Language, type Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { ACCOUNT_TEXTS } from '../validation/account-texts.ts';
import type { AccountType } from '../validation/bank-account.ts';
import { fieldLabelIn } from '../validation/field-labels.ts';

/**
 * One person, one borrower (docs/decisions/038). A national id and a payout account each belong to
 * one account of the service; these keys are what the database holds unique.
 */
export const PERSON_ID_KINDS = ['CURP', 'NIN', 'BVN'] as const;
export type PersonIdKind = (typeof PERSON_ID_KINDS)[number];
export type ClaimKind = PersonIdKind | 'bankAccount';

/**
 * The id that names the person on their loans and their welcome reward: the one personal info
 * requires in each market (CURP in Mexico, BVN in Nigeria). A NIN is read from the card later.
 */
export const PERSON_KEY_KIND: Record<MarketId, PersonIdKind> = { MX: 'CURP', NG: 'BVN' };

/** Upper case without spaces for a CURP; digits only for the Nigerian numbers. */
export function normalisePersonId(kind: PersonIdKind, text: string): string {
  return kind === 'CURP' ? text.replace(/\s/g, '').toUpperCase() : text.replace(/\D/g, '');
}

/** `MX:CURP:HEGG560427MVZRRL04`, `NG:BVN:22212345678`, `NG:NIN:…`: the id's market is part of it. */
export function personIdKey(market: MarketId, kind: PersonIdKind, number: string): string {
  return `${market}:${kind}:${normalisePersonId(kind, number)}`;
}

/**
 * A CLABE or a debit card number is unique in Mexico on its own (the CLABE carries its bank); a
 * NUBAN is unique only within its bank, so Nigeria's key holds the bank code too.
 */
export function bankAccountKey(market: MarketId, bankCode: string, accountNumber: string): string {
  return market === 'NG' ? `NG:bankAccount:${bankCode}:${accountNumber}` : `MX:bankAccount:${accountNumber}`;
}

/** The field a refused id was typed in, as the screen names it. */
export type ClaimField = 'nationalId' | 'bvn' | 'accountNumber' | 'idCard';

/** How the screen labels what was refused: "CURP", "BVN", "NIN", "CLABE", "debit card number"… */
export function claimLabel(
  kind: ClaimKind,
  market: MarketId,
  language: Language,
  accountType?: AccountType,
): string {
  if (kind === 'bankAccount')
    return ACCOUNT_TEXTS[accountType ?? (market === 'MX' ? 'CLABE' : 'NUBAN')].label.accountNumber[language];
  if (kind === 'CURP') return fieldLabelIn('nationalId', language, market);
  if (kind === 'BVN') return fieldLabelIn('bvn', language, market);
  return 'NIN';
}

/** The refusal's text in every language, naming the id as the screen does. */
export function claimRefusalMessage(
  name: 'identityTaken' | 'bankAccountTaken' | 'personLoanOpen',
  kind: ClaimKind,
  market: MarketId,
  accountType?: AccountType,
): Localized {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      fillTemplate(ERRORS[name][lang], { label: claimLabel(kind, market, lang, accountType) }),
    ]),
  ) as unknown as Localized;
}
