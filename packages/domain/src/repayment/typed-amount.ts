import { MARKETS, type MarketId } from '../markets/markets.ts';

export type TypedAmountProblem = 'empty' | 'notANumber' | 'tooPrecise' | 'notWhole';

export type TypedAmount = { ok: true; minor: number } | { ok: false; problem: TypedAmountProblem };

/** A currency sign or code a borrower may type or paste in front of an amount. */
const CURRENCY_PREFIX = /^(?:MXN|NGN|MX\$|\$|₦)/i;

/**
 * Reads an amount exactly as written, in minor units: digits, thousands separated by commas in
 * groups of three ("20,000.50"), a decimal point, or a decimal comma followed by one or two digits
 * ("12,50"); spaces and a leading currency sign are ignored. Nothing is ever rescaled: "12.50" is
 * 1,250 centavos, twelve pesos fifty, never 1,250 pesos. Decimals past the hundredth must be zeros
 * (`tooPrecise` otherwise).
 */
export function parseTypedAmount(text: string): TypedAmount {
  const compact = text.replace(/\s/g, '').replace(CURRENCY_PREFIX, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(compact) ?? /^(\d+),(\d{1,2})$/.exec(compact);
  if (!match) return { ok: false, problem: 'notANumber' };
  const whole = (match[1] as string).replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return { ok: false, problem: 'tooPrecise' };
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'notANumber' };
  return { ok: true, minor: Number(cents) };
}

/**
 * An amount a borrower chose to pay, as typed: payments are whole major units (spec §5, decision
 * 015), so centavos or kobo are refused as `notWhole`, with the market's words for them
 * (`repayAmountNotWhole`), never dropped nor moved into the pesos (decision 030).
 */
export function typedPaymentAmount(text: string, market: MarketId): TypedAmount {
  const read = parseTypedAmount(text);
  if (!read.ok) return read.problem === 'tooPrecise' ? { ok: false, problem: 'notWhole' } : read;
  return read.minor % MARKETS[market].minorUnitsPerMajor === 0 ? read : { ok: false, problem: 'notWhole' };
}
