/** Where a Mexican borrower is paid (spec §3 card type) and how many digits each number has (§5). */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

export const CARD_TYPE_OPTIONS = [
  option('CLABE', 'CLABE (18 digits)', 'CLABE (18 dígitos)'),
  option('debitCard', 'Debit card (16 digits)', 'Tarjeta de débito (16 dígitos)'),
] as const satisfies readonly Option[];
export type CardType = (typeof CARD_TYPE_OPTIONS)[number]['value'];

export const CARD_TYPE_DIGITS: Record<CardType, number> = { CLABE: 18, debitCard: 16 };

/** Nigeria has no card type: the borrower gives a 10-digit NUBAN account and picks the bank. */
export const BANK_ACCOUNT_DIGITS: Record<MarketId, readonly number[]> = { MX: [18, 16], NG: [10] };
