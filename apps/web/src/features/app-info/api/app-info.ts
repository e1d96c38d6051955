import { call } from '../../../api/call.ts';

/** POST /cou/country/meta/code: every dialling code, the served markets first. */
export function getDiallingCodes() {
  return call('POST /cou/country/meta/code', {});
}

/** POST /cou/country/meta/ip: the country of this request and where the service read it. */
export function getRequestCountry() {
  return call('POST /cou/country/meta/ip', {}, { quiet: true });
}
