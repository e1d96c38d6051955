import { applyPpm } from './money.ts';

/**
 * The tax on one phase's interest (docs/decisions/029-tax-on-interest.md): the market's rate on the
 * interest the borrower is charged, after what a coupon took off it (a discount lowers the
 * consideration the tax falls on), rounded half up once per phase. Mexico's IVA falls on the
 * interest of a loan to a person with no business activity; Nigeria's VAT does not fall on interest.
 */
export function interestTaxOf(interestMinor: number, couponMinor: number, taxPpm: number): number {
  return applyPpm(Math.max(0, interestMinor - couponMinor), taxPpm);
}
