import { type CallDefinition, defineCall, sessionUser } from '../../../protocol/call.ts';
import type { AccountProviderName } from '../../../providers/collection/gateway-provider.ts';
import { orderNoPayload, requireOrderNo } from '../../loans/loan-schemas.ts';
import { reservedAccountSchema } from './reserved-account-schemas.ts';
import type { ReservedAccountService } from './reserved-account-service.ts';

const tags = ['repayment'];

export function reservedAccountCalls(service: ReservedAccountService): CallDefinition[] {
  const call = (method: 'GET' | 'POST', path: string, provider: AccountProviderName, name: string) =>
    defineCall({
      method,
      path,
      summary: `The borrower's own ${name} (a NUBAN), created on first request and kept; any transfer into it is credited to the open order. Nigeria only`,
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: reservedAccountSchema,
      handler: async (c) => ({
        data: await service.account(sessionUser(c), requireOrderNo(c.payload), provider),
      }),
    });
  return [
    call('GET', '/repay/monnify_reserved_account', 'monnify', 'Monnify reserved account'),
    call('GET', '/repay/flutterwave_reserved_account', 'flutterwave', 'Flutterwave virtual account'),
    call('POST', '/repay/dedicated_account/create', 'paystack', 'Paystack dedicated account'),
  ];
}
