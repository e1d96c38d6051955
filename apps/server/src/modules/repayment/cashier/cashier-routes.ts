import { type CallDefinition, defineCall, sessionUser } from '../../../protocol/call.ts';
import type { GatewayName } from '../../../providers/collection/gateway-provider.ts';
import { requireOrderNo } from '../../loans/loan-schemas.ts';
import { checkoutPayload, checkoutSchema, payOrderPayload, payOrderStatusSchema } from './cashier-schemas.ts';
import type { CashierService } from './cashier-service.ts';

const tags = ['repayment'];

export function cashierCalls(cashier: CashierService): CallDefinition[] {
  const checkout = (path: string, gateway: GatewayName, name: string) =>
    defineCall({
      method: 'GET',
      path,
      summary: `A ${name} hosted checkout for one amount (whole naira, the product's minimum and step) or for a waiting extension's fee; Nigeria only`,
      tags,
      auth: true,
      payload: checkoutPayload,
      answer: checkoutSchema,
      handler: async (c) => ({
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
      }),
    });
  return [
    checkout('/repay/paystack/authorization', 'paystack', 'Paystack'),
    checkout('/repay/flutterwave/repay-link', 'flutterwave', 'Flutterwave'),
    defineCall({
      method: 'GET',
      path: '/repay/flutterwave/verify-opt',
      summary:
        "Where one of the borrower's pay orders stands, for either gateway: a pending checkout is verified with the gateway and, when paid, credited at once",
      tags,
      auth: true,
      payload: payOrderPayload,
      answer: payOrderStatusSchema,
      handler: async (c) => ({ data: await cashier.status(sessionUser(c), c.payload.payOrderId) }),
    }),
  ];
}
