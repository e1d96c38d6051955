import { diallingCode, diallingCodes, type MarketId, requestCountry } from '@puente/domain';
import { appInfoContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition } from '../../protocol/call.ts';
import type { AppInfoSettings } from './app-info-settings.ts';

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
    bindCall(contracts.countryOfRequest, async (c) => {
      const { country, source } = requestCountry({
        edgeCountry: settings.trustEdgeCountry ? c.header(EDGE_COUNTRY_HEADER) : undefined,
        acceptLanguage: c.header('accept-language'),
        appMarket: c.app.market,
      });
      return { data: { ...diallingCode(country, c.lang, served), source } };
    }),
    bindCall(contracts.countryCodes, async (c) => ({ data: { countries: diallingCodes(c.lang, served) } })),
  ];
}
