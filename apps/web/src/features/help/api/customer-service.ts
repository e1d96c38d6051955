import { apiCall } from '../../../api/client.ts';

/** How to reach a person, as `/loanMarket/customer-service` answers it. */
export interface CustomerServiceView {
  email: string;
  phone: string;
  hours: string;
  timeZone: string;
}

/** GET /loanMarket/customer-service: support's e-mail, phone, hours and the market's time zone. */
export function getCustomerService() {
  return apiCall<CustomerServiceView>('/loanMarket/customer-service');
}
