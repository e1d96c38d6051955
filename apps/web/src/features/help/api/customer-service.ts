import { type CallAnswer, call } from '../../../api/call.ts';

/** How to reach a person, as `/loanMarket/customer-service` answers it. */
export type CustomerServiceView = CallAnswer<'GET /api/loanMarket/customer-service'>;

/** GET /loanMarket/customer-service: support's e-mail, phone, hours and the market's time zone. */
export function getCustomerService() {
  return call('GET /api/loanMarket/customer-service', {});
}
