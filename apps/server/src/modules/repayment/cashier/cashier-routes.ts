import { cashierContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import type { GatewayName } from '../../../providers/collection/gateway-provider.ts';
import { requireOrderNo } from '../../loans/order-no.ts';
import type { CashierService } from './cashier-service.ts';

export function cashierCalls(cashier: CashierService): CallDefinition[] {
  const checkout = (contract: (typeof contracts)[GatewayName], gateway: GatewayName) =>
    bindCall(contract, async (c) => ({
      data: await cashier.checkout(
        sessionUser(c),
        gateway,
        {
          orderNo: requireOrderNo(c.payload),
          amount: c.payload.amount,
          extensionId: c.payload.extensionId,
        },
        c.lang,
      ),
    }));
  return [
    checkout(contracts.paystack, 'paystack'),
    checkout(contracts.flutterwave, 'flutterwave'),
    bindCall(contracts.verify, async (c) => ({
      data: await cashier.status(sessionUser(c), c.payload.payOrderId),
    })),
  ];
}
