/** Catalogue keys chosen by a value of the service (an order status, a cost name). */

const KNOWN_STATUSES = [1, 2, 3, 4, 7, 8, 9, 10, 14, 18, 19] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** The key of an order status's name (spec §4 numbers). */
export function statusKey(status: number): `orderStatus.${KnownStatus}` | 'orderStatus.other' {
  return (KNOWN_STATUSES as readonly number[]).includes(status)
    ? (`orderStatus.${status as KnownStatus}` as const)
    : 'orderStatus.other';
}

/**
 * The annual cost line: Mexico's CAT carries the legend Banxico requires ("sin IVA, para fines
 * informativos y de comparación"); Nigeria's figure (`APR` on the wire) is an effective annual rate
 * and is named so (decision 034).
 */
export function annualCostKey(name: 'CAT' | 'APR'): 'cost.CAT' | 'cost.APR' {
  return name === 'CAT' ? 'cost.CAT' : 'cost.APR';
}

/** The short name of the annual cost, for a label. */
export function annualCostNameKey(name: 'CAT' | 'APR'): 'cost.nameCAT' | 'cost.nameAPR' {
  return name === 'CAT' ? 'cost.nameCAT' : 'cost.nameAPR';
}

/** The tax on interest as the market names it: IVA in Mexico; Nigeria charges none today (decision 029). */
export function interestTaxKey(currency: 'MXN' | 'NGN'): 'facts.interestTaxMXN' | 'facts.interestTaxNGN' {
  return currency === 'MXN' ? 'facts.interestTaxMXN' : 'facts.interestTaxNGN';
}
