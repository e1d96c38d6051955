import { MARKETS, type MarketId } from '@puente/domain';
import type { PayoutProvider } from './payout-provider.ts';

/**
 * The payout provider of each market (Mexico: STP; Nigeria: NG_PAYOUT_PROVIDER's). A new payout goes through its market's provider, and a sent one is always read back from
 * the provider whose name it stored, even after the market's provider changed.
 */
export class PayoutProviders {
  private readonly byName = new Map<string, PayoutProvider>();

  /**
   * `alsoNamed`: providers built but not chosen for new payouts (a Nigerian provider the operator
   * switched away from), so payouts they sent are still read back.
   */
  constructor(
    private readonly byMarket: Record<MarketId, PayoutProvider>,
    alsoNamed: readonly PayoutProvider[] = [],
  ) {
    for (const provider of alsoNamed) this.byName.set(provider.name, provider);
    for (const provider of Object.values(byMarket)) this.byName.set(provider.name, provider);
  }

  forMarket(market: MarketId): PayoutProvider {
    return this.byMarket[market];
  }

  forCurrency(currency: string): PayoutProvider {
    const market = (Object.keys(MARKETS) as MarketId[]).find((m) => MARKETS[m].currency === currency);
    if (!market) throw new Error(`no market pays out in ${currency}`);
    return this.byMarket[market];
  }

  /** The provider a payout was sent through, by the name it stored; undefined if none here has it. */
  named(name: string): PayoutProvider | undefined {
    return this.byName.get(name);
  }
}
