import {
  allocatePayment,
  dateIn,
  largestAmountOwed,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  termsOf,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { IncomingPayment } from '../../../providers/collection/collection-payment.ts';
import { closedBefore, runCloseOfBusiness } from '../../cob/cob-job.ts';
import { tellPaymentCredited } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';
import {
  isRepayable,
  lockOrder,
  owedCharges,
  owedNow,
  rebookInterest,
  repayableOrderOf,
} from '../../orders/orders-service.ts';
import * as accounts from '../accounts/repayment-account-repository.ts';
import { ownerOfAccountReference } from '../accounts/reserved-account-repository.ts';
import { applyExtension, extensionPaidBy } from '../extensions/extension-apply.ts';
import * as payOrders from '../pay-order-repository.ts';
import * as incoming from './incoming-payment-repository.ts';
import { type NowhereToGoOutcome, placeNowhereToGo, repeatedOutcome } from './nowhere-to-go.ts';

export type CreditOutcome =
  | { outcome: 'credited'; orderNo: string; creditedMinor: number; excessMinor: number; paidOff: boolean }
  | { outcome: 'duplicate' }
  | { outcome: 'unmatched'; note: string }
  | NowhereToGoOutcome;

interface Target {
  orderId?: string;
  payOrderId?: string;
  /** repayment, or extension: the fee of a waiting extension. */
  payOrderPurpose?: string;
  /** Paid into the borrower's own account: may pay a waiting extension's fee. */
  ownAccount?: boolean;
  note?: string;
  /** The borrower whose own account it was paid into, when they have no loan open. */
  userId?: string;
}

/** A date that has ended is not closed yet: its close must run before the payment is booked. */
class CloseOfBusinessBehind extends Error {}

const CATCH_UP_TRIES = 3;

/**
 * Turns a provider's payment into ledger entries, once. Everything happens in one transaction that
 * commits before the provider is answered, so an acknowledged payment is never lost, and the
 * provider's own id makes a repeated delivery credit nothing (docs/decisions/016).
 */
export class CreditingService {
  constructor(private readonly deps: { db: Db; clock: BusinessClock }) {}

  /**
   * A payment arriving just after midnight may come before the tick has closed the day that ended:
   * that day's penalty is owed, and must be charged before the payment is allocated (penalty
   * first) or the loan is paid off around it. So a payment that finds the day before still open
   * is rolled back, the closes owed run, and it is credited again (decision 013).
   */
  async credit(payment: IncomingPayment): Promise<CreditOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.creditOnce(payment);
      } catch (error) {
        if (!(error instanceof CloseOfBusinessBehind) || attempt === CATCH_UP_TRIES) throw error;
        await runCloseOfBusiness(this.deps);
      }
    }
  }

  private async creditOnce(payment: IncomingPayment): Promise<CreditOutcome> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const recorded = await incoming.recordOnce(tx, {
        provider: payment.provider,
        providerRef: payment.providerRef,
        currency: payment.currency,
        amount: payment.amountMinor,
        matchKind: payment.match.kind,
        matchValue: matchValue(payment),
        paidAt: payment.paidAt,
        receivedAt: now,
        status: 'unmatched',
        payerName: payment.payerName ?? null,
      });
      if (!recorded) return repeatedOutcome(tx, payment);

      // More than any loan of ours could ever owe is no repayment, whoever it names (decision 037).
      const target = overLimit(payment) ? { note: 'overLimit' } : await this.target(tx, payment);
      const order = target.orderId ? await lockOrder(tx, target.orderId) : undefined;
      const problem =
        target.note ??
        (!order
          ? 'noOrder'
          : !isRepayable(order.status)
            ? `orderStatus${order.status}`
            : MARKETS[order.market as MarketId].currency !== payment.currency
              ? 'currency'
              : undefined);
      if (problem || !order) {
        const note = problem ?? 'noOrder';
        const placed = await placeNowhereToGo(tx, {
          payment,
          recordedId: recorded.id,
          note,
          order,
          ownerId: target.userId,
          payOrderId: target.payOrderId,
          now,
        });
        if (placed) return placed;
        await incoming.settle(tx, recorded.id, { status: 'unmatched', orderId: order?.id, note });
        await recordAudit(tx, {
          at: now,
          userId: order?.userId ?? null,
          action: 'repayment.unmatched',
          detail: {
            provider: payment.provider,
            providerRef: payment.providerRef,
            amount: payment.amountMinor,
            note,
          },
        });
        return { outcome: 'unmatched', note } as const;
      }

      const product = termsOf(order.quote);
      if (!product) throw new Error(`product ${order.productId} of order ${order.orderNo} is not configured`);
      const market = order.market as MarketId;
      const businessDate = dateIn(now, MARKETS[market].timeZone);
      if (!(await closedBefore(tx, market, businessDate))) throw new CloseOfBusinessBehind();
      // A waiting extension's fee is paid first; the rest of the payment goes to the loan as usual.
      const owedMinor = (await owedNow(tx, order, businessDate)).reduce(
        (sum, row) => sum + row.amountMinor,
        0,
      );
      const extension = await extensionPaidBy(
        tx,
        order.id,
        target,
        { amountMinor: payment.amountMinor, owedMinor },
        now,
      );
      const applied = extension
        ? await applyExtension(tx, { order, extension, paymentId: recorded.id, businessDate, now })
        : undefined;
      const current = applied?.order ?? order;
      const toLoanMinor = payment.amountMinor - (applied?.feePaidMinor ?? 0);
      const owed = await owedNow(tx, current, businessDate);
      const allocation = allocatePayment({
        amountMinor: toLoanMinor,
        owed,
        order: product.repayment.allocation,
      });
      const postings: orders.LedgerPosting[] = allocation.parts.map((part) => ({
        orderId: order.id,
        kind: 'repayment',
        amount: -part.amountMinor,
        phase: part.phase ?? undefined,
        appliesTo: part.kind,
        businessDate,
        at: now,
        ref: `${recorded.id}:${part.kind}:${part.phase ?? 0}`,
      }));
      if (allocation.excessMinor > 0)
        postings.push({
          orderId: order.id,
          kind: 'overpayment',
          amount: -allocation.excessMinor,
          businessDate,
          at: now,
          ref: recorded.id,
        });
      await orders.postToLedger(tx, postings);
      if (allocation.parts.some((part) => part.kind === 'principal'))
        await rebookInterest(tx, current, { ref: recorded.id, businessDate, at: now });

      const paidOff = (await owedCharges(tx, order.id)).length === 0;
      if (paidOff)
        await orders.transition(tx, current, ORDER_STATUS.Finish, 'repaid', now, { closedAt: now });
      if (target.payOrderId) await payOrders.markPaid(tx, target.payOrderId, now);
      await incoming.settle(tx, recorded.id, {
        status: 'credited',
        orderId: order.id,
        excess: allocation.excessMinor,
      });
      await recordAudit(tx, {
        at: now,
        userId: order.userId,
        action: 'repayment.credited',
        detail: {
          orderNo: order.orderNo,
          provider: payment.provider,
          providerRef: payment.providerRef,
          amount: payment.amountMinor,
          excess: allocation.excessMinor,
          paidOff,
          extensionId: extension?.id,
        },
      });
      await tellPaymentCredited(tx, now, current, {
        paymentKey: recorded.id,
        amount: payment.amountMinor,
        channel: payment.provider,
        reference: payment.providerRef,
        paidOff,
      });
      return {
        outcome: 'credited',
        orderNo: order.orderNo,
        creditedMinor: payment.amountMinor - allocation.excessMinor,
        excessMinor: allocation.excessMinor,
        paidOff,
      } as const;
    });
  }

  /** Which order a payment is for: through the borrower's own account, or our reference for it. */
  private async target(tx: Db, payment: IncomingPayment): Promise<Target> {
    const { match } = payment;
    if (match.kind === 'reference') {
      const payOrder = await payOrders.lockPayOrderByReference(tx, payment.provider, match.reference);
      // A reference is paid once, as a voucher or a checkout is: another payment of it is kept, not credited (decision 031).
      if (payOrder?.status === 'paid') return { orderId: payOrder.orderId, note: 'referencePaid' };
      if (payOrder)
        return { orderId: payOrder.orderId, payOrderId: payOrder.id, payOrderPurpose: payOrder.purpose };
      // Monnify and Flutterwave notify a reserved account by the reference it was created with.
      const owner =
        (await accounts.ownerOfAccount(tx, payment.provider, match.reference)) ??
        (await ownerOfAccountReference(tx, payment.provider, match.reference));
      return owner
        ? { ...(await this.openOrderOf(tx, owner)), ownAccount: true }
        : { note: 'unknownReference' };
    }
    const accountNo = match.kind === 'clabe' ? match.clabe : match.accountNumber;
    const owner = await accounts.ownerOfAccount(tx, payment.provider, accountNo);
    return owner ? { ...(await this.openOrderOf(tx, owner)), ownAccount: true } : { note: 'unknownAccount' };
  }

  private async openOrderOf(tx: Db, userId: string): Promise<Target> {
    const order = await repayableOrderOf(tx, userId);
    return order ? { orderId: order.id } : { note: 'noOpenOrder', userId };
  }
}

/** A payment above the largest amount any product of its currency's market could ever make one owe. */
function overLimit(payment: IncomingPayment): boolean {
  const markets = (Object.keys(MARKETS) as MarketId[]).filter(
    (m) => MARKETS[m].currency === payment.currency,
  );
  return markets.length > 0 && markets.every((market) => payment.amountMinor > largestAmountOwed(market));
}

function matchValue(payment: IncomingPayment): string {
  const { match } = payment;
  return match.kind === 'clabe'
    ? match.clabe
    : match.kind === 'account'
      ? match.accountNumber
      : match.reference;
}
