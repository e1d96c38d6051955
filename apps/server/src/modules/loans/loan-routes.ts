import { loanContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { LoanService } from './loan-service.ts';
import { requireOrderNo } from './order-no.ts';

export function loanCalls(loans: LoanService): CallDefinition[] {
  return [
    bindCall(contracts.productList, async (c) => ({
      data: { products: await loans.products(sessionUser(c), c.lang) },
    })),
    bindCall(contracts.productListMarket, async (c) => ({
      data: { products: await loans.marketProducts(c.app.market, c.lang) },
    })),
    bindCall(contracts.stepAmount, async (c) => ({
      data: await loans.stepAmount(sessionUser(c), c.payload.productId),
    })),
    bindCall(contracts.home, async (c) => ({ data: await loans.home(sessionUser(c), c.lang) })),
    bindCall(contracts.productInfo, async (c) => ({
      data: { quote: await loans.productInfo(sessionUser(c), c.lang, c.payload) },
    })),
    bindCall(contracts.apply, async (c) => ({
      data: await loans.apply(c, sessionUser(c), c.payload, false),
      message: 'orderSubmitted',
    })),
    bindCall(contracts.applyAgain, async (c) => ({
      data: await loans.apply(c, sessionUser(c), c.payload, true),
      message: 'orderSubmitted',
    })),
    bindCall(contracts.latest, async (c) => ({
      data: { order: await loans.latest(sessionUser(c), c.lang) },
    })),
    bindCall(contracts.list, async (c) => ({
      data: { orders: await loans.list(sessionUser(c), c.lang, c.payload.group) },
    })),
    // All orders, whatever the group asked.
    bindCall(contracts.listMarket, async (c) => ({
      data: { orders: await loans.list(sessionUser(c), c.lang, undefined) },
    })),
    bindCall(contracts.creditInfo, async (c) => ({ data: await loans.creditInfo(sessionUser(c)) })),
    bindCall(contracts.hasCancelLoan, async (c) => ({
      data: await loans.cancellable(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
    bindCall(contracts.cancelLoan, async (c) => {
      await loans.cancel(c, sessionUser(c), requireOrderNo(c.payload), c.payload.reasons);
      return { data: {}, message: 'cancelled' };
    }),
    bindCall(contracts.cancelDrawMoney, async (c) => {
      await loans.cancel(c, sessionUser(c), requireOrderNo(c.payload), null);
      return { data: {}, message: 'cancelled' };
    }),
  ];
}
