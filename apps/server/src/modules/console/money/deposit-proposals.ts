import { DomainError, MARKETS, type MarketId } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { Db } from '../../../db/database.ts';
import { incomingPayments } from '../../../db/schema.ts';
import * as incoming from '../../repayment/crediting/incoming-payments.ts';
import type { ProposalKind } from '../../staff/proposals/proposal-kinds.ts';
import { creditToOrder, lockOrderNo, repayableToday } from './money-ledger.ts';

const match = z.object({ depositId: z.uuid(), orderNo: z.string().trim().min(1).max(40) }).strict();

async function unmatchedDeposit(tx: Db, depositId: string) {
  const [row] = await tx
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.id, depositId))
    .for('update');
  if (row?.status !== 'unmatched') throw new DomainError('moneyDepositNotFound');
  return row;
}

/**
 * `deposit.match`: a deposit that found no loan (kept `unmatched`, nowhere-to-go.ts) is credited to
 * the loan an operator found for it, as the provider's payment would have been, under its own id.
 */
export const depositMatchKind: ProposalKind<z.infer<typeof match>> = {
  kind: 'deposit.match',
  family: 'money',
  payload: match,
  async check(tx, payload, now) {
    const deposit = await unmatchedDeposit(tx, payload.depositId);
    const order = await lockOrderNo(tx, payload.orderNo);
    await repayableToday(tx, order, now);
    if (MARKETS[order.market as MarketId].currency !== deposit.currency)
      throw new DomainError('moneyCurrencyMismatch');
    return { subjectType: 'deposit', subjectId: deposit.id, customerId: order.userId };
  },
  async carryOut(tx, payload, { proposalId, now }) {
    const deposit = await unmatchedDeposit(tx, payload.depositId);
    const order = await lockOrderNo(tx, payload.orderNo);
    const businessDate = await repayableToday(tx, order, now);
    if (MARKETS[order.market as MarketId].currency !== deposit.currency)
      throw new DomainError('moneyCurrencyMismatch');
    const credited = await creditToOrder(tx, {
      order,
      amountMinor: deposit.amount,
      ref: deposit.id,
      now,
      businessDate,
    });
    await incoming.settle(tx, deposit.id, {
      status: 'credited',
      orderId: order.id,
      excess: credited.excessMinor,
      note: `matchedByStaff:${deposit.note ?? ''}`.slice(0, 200),
    });
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'repayment.credited',
      detail: {
        orderNo: order.orderNo,
        provider: deposit.provider,
        providerRef: deposit.providerRef,
        amount: deposit.amount,
        proposalId,
      },
    });
    return { orderNo: order.orderNo, depositId: deposit.id, ...credited };
  },
};
