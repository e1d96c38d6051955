/**
 * Monthly salary ranges, in major units of the market's currency. Mexico uses the spec's ranges
 * (spec §3). The spec gives none for Nigeria, so ours start at the national minimum wage of
 * ₦70,000 a month (Minimum Wage Act as amended in 2024) and roughly double from band to band, to
 * tell low, median formal and higher earners apart among app borrowers.
 */
import type { MarketId } from '../markets/markets.ts';
import type { Option } from './option.ts';

export interface SalaryRange extends Option {
  /** Inclusive bounds in major units (pesos, naira); `max` is null for the open top band. */
  min: number;
  max: number | null;
}

const range = (value: string, min: number, max: number | null, en: string, es: string): SalaryRange => ({
  value,
  min,
  max,
  label: { en, es },
});

export const SALARY_RANGE_OPTIONS: Record<MarketId, readonly SalaryRange[]> = {
  MX: [
    range('upTo29999', 0, 29_999, 'Up to $29,999', 'Hasta $29,999'),
    range('from30000To49999', 30_000, 49_999, '$30,000 to $49,999', 'De $30,000 a $49,999'),
    range('from50000To99999', 50_000, 99_999, '$50,000 to $99,999', 'De $50,000 a $99,999'),
    range('from100000To149999', 100_000, 149_999, '$100,000 to $149,999', 'De $100,000 a $149,999'),
    range('from150000', 150_000, null, '$150,000 or more', '$150,000 o más'),
  ],
  NG: [
    range('upTo69999', 0, 69_999, 'Up to ₦69,999', 'Hasta ₦69,999'),
    range('from70000To149999', 70_000, 149_999, '₦70,000 to ₦149,999', 'De ₦70,000 a ₦149,999'),
    range('from150000To299999', 150_000, 299_999, '₦150,000 to ₦299,999', 'De ₦150,000 a ₦299,999'),
    range('from300000To499999', 300_000, 499_999, '₦300,000 to ₦499,999', 'De ₦300,000 a ₦499,999'),
    range('from500000', 500_000, null, '₦500,000 or more', '₦500,000 o más'),
  ],
};
