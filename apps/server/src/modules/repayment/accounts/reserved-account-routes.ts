import { accountContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import type { AccountProviderName } from '../../../providers/collection/gateway-provider.ts';
import { requireOrderNo } from '../../loans/order-no.ts';
import type { ReservedAccountService } from './reserved-account-service.ts';

export function reservedAccountCalls(service: ReservedAccountService): CallDefinition[] {
  const account = (contract: (typeof contracts)[AccountProviderName], provider: AccountProviderName) =>
    bindCall(contract, async (c) => ({
      data: await service.account(sessionUser(c), requireOrderNo(c.payload), provider),
    }));
  return [
    account(contracts.monnify, 'monnify'),
    account(contracts.flutterwave, 'flutterwave'),
    account(contracts.paystack, 'paystack'),
  ];
}
