import type { CountrySource } from '@puente/domain';

/** How the service knew the country, in words (decision 022). */
export function countrySourceKey(source: CountrySource): `nation.source.${CountrySource}` {
  return `nation.source.${source}`;
}
