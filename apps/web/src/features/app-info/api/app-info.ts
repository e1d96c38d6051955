import type { CountrySource, DiallingCode } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /cou/country/meta/code: every dialling code, the served markets first. */
export function getDiallingCodes() {
  return apiCall<{ countries: DiallingCode[] }>('/country/meta/code', {}, { method: 'POST', base: '/cou' });
}

/** POST /cou/country/meta/ip: the country of this request and where the service read it. */
export function getRequestCountry() {
  return apiCall<DiallingCode & { source: CountrySource }>(
    '/country/meta/ip',
    {},
    { method: 'POST', base: '/cou', quiet: true },
  );
}
