import type { MarketId } from '@puente/domain';
import { type BuiltProviders, MARKET_NEEDS, type MarketNeed } from './market-needs.ts';

/** What a market's borrowers cannot do for want of a provider, and the settings that would give it. */
export interface MissingProvider {
  market: MarketId;
  capability: string;
  without: string;
  settings: string;
  /** The market lends without it (another channel covers the need). */
  optional: boolean;
}

/** Every need of every served market the built service does not meet, in MARKET_NEEDS's order. */
export function missingProviders(
  served: readonly MarketId[],
  built: BuiltProviders,
  needs: Record<MarketId, readonly MarketNeed[]> = MARKET_NEEDS,
): MissingProvider[] {
  const missing: MissingProvider[] = [];
  for (const market of new Set(served))
    for (const need of needs[market])
      if (!need.met(built))
        missing.push({
          market,
          capability: need.capability,
          without: need.without,
          settings: need.settings(built.config),
          optional: need.optional === true,
        });
  return missing;
}

/** Why the service will not start: every market that cannot lend, with what each lacks, in one message. */
export class MarketsCannotLendError extends Error {
  constructor(readonly missing: readonly MissingProvider[]) {
    super(
      `a market it lends in (MARKETS) has no provider for what lending needs; configure these (README.md, Providers) or stop lending there:\n${missing
        .map(({ market, capability, settings }) => `  ${market} ${capability}: ${settings}`)
        .join('\n')}`,
    );
    this.name = 'MarketsCannotLendError';
  }
}

/**
 * At start (decision 052): production refuses a served market that lacks what lending needs, naming
 * everything missing at once; a sandbox (whose stand-ins stand for every provider) and a test that
 * opts out only say it, as does every optional channel.
 */
export function checkMarketNeeds(
  served: readonly MarketId[],
  built: BuiltProviders,
  options: { refuse: boolean; warn: (missing: MissingProvider) => void },
): void {
  const missing = missingProviders(served, built);
  const refused = missing.filter((m) => !m.optional);
  if (options.refuse && refused.length > 0) throw new MarketsCannotLendError(refused);
  for (const m of missing) options.warn(m);
}
