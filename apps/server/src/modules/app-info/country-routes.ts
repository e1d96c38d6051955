import {
  COUNTRY_SOURCES,
  diallingCode,
  diallingCodes,
  emptyPayload,
  type MarketId,
  requestCountry,
} from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall } from '../../protocol/call.ts';
import type { AppInfoSettings } from './app-info-settings.ts';

const tags = ['country'];
const row = z.object({ country: z.string(), callingCode: z.string(), name: z.string(), served: z.boolean() });

/** The header Cloudflare (and compatible edges) set to the country of the client's address. */
export const EDGE_COUNTRY_HEADER = 'cf-ipcountry';

/**
 * The country lookup, which spec §7 mounts under /cou, answered from what the request itself
 * carries: no outside geolocation service is called (decision 022).
 */
export function countryCalls(settings: AppInfoSettings): CallDefinition[] {
  // The markets of the apps registered on this service, in registration order (Mexico first).
  const served = [...new Set(settings.apps.list().map((app) => app.market))] as MarketId[];
  return [
    defineCall({
      method: 'POST',
      base: '/cou',
      path: '/country/meta/ip',
      summary:
        "The caller's country and which source said so: the trusted edge's CF-IPCountry (TRUST_PROXY only), else the region of Accept-Language, else the app's market",
      tags,
      auth: false,
      payload: emptyPayload,
      answer: row.extend({ source: z.enum(COUNTRY_SOURCES) }),
      handler: async (c) => {
        const { country, source } = requestCountry({
          edgeCountry: settings.trustEdgeCountry ? c.header(EDGE_COUNTRY_HEADER) : undefined,
          acceptLanguage: c.header('accept-language'),
          appMarket: c.app.market,
        });
        return { data: { ...diallingCode(country, c.lang, served), source } };
      },
    }),
    defineCall({
      method: 'POST',
      base: '/cou',
      path: '/country/meta/code',
      summary:
        'Every country with its dialling code and its name in the request language: the markets served here first',
      tags,
      auth: false,
      payload: emptyPayload,
      answer: z.object({ countries: z.array(row) }),
      handler: async (c) => ({ data: { countries: diallingCodes(c.lang, served) } }),
    }),
  ];
}
