import { MARKETS, type MarketId } from '@puente/domain';
import { z } from 'zod';

const MARKET_IDS = Object.keys(MARKETS) as MarketId[];

/**
 * MARKETS: the markets the service lends in, e.g. `MX`, `NG` or `MX,NG` (any case). Each market's app
 * is served (decision 052). Unset or empty: both in a sandbox; Mexico alone in production, as before
 * the setting existed, so a Mexican deployment is not refused for Nigeria's providers.
 */
export const marketsField = () =>
  z
    .string()
    .optional()
    .transform((raw, ctx): MarketId[] | undefined => {
      const names = (raw ?? '')
        .split(',')
        .map((name) => name.trim().toUpperCase())
        .filter(Boolean);
      if (names.length === 0) return undefined;
      const wrong = names.filter((name) => !(MARKET_IDS as string[]).includes(name));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${wrong.map((name) => JSON.stringify(name)).join(', ')} is not one of ${MARKET_IDS.join(', ')}`,
          input: undefined,
        });
        return z.NEVER;
      }
      return MARKET_IDS.filter((id) => names.includes(id));
    });

export const servedMarkets = (listed: MarketId[] | undefined, sandbox: boolean): MarketId[] =>
  listed ?? (sandbox ? [...MARKET_IDS] : ['MX']);
