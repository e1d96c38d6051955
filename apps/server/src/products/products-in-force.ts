import { type LoanProduct, type MarketId, productsFor } from '@puente/domain';

/**
 * Where the loans module reads a market's products from: the version of each in force at an
 * instant (decision 056). The console's catalogue keeps them in the database; without one, the
 * products written in code are in force forever.
 */
export interface ProductsInForce {
  inForce(market: MarketId, at: Date): Promise<LoanProduct[]>;
}

export const CODE_PRODUCTS: ProductsInForce = {
  inForce: async (market) => productsFor(market),
};
