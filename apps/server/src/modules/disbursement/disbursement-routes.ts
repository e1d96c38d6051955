import { disbursementContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import { requireOrderNo } from '../loans/order-no.ts';
import type { DisbursementService } from './disbursement-service.ts';

export function disbursementCalls(disbursement: DisbursementService): CallDefinition[] {
  return [
    bindCall(contracts.getMoney, async (c) => ({
      data: await disbursement.requestMoney(c, sessionUser(c), requireOrderNo(c.payload), false),
    })),
    bindCall(contracts.getMoneyPlus, async (c) => ({
      data: await disbursement.requestMoney(c, sessionUser(c), requireOrderNo(c.payload), true),
    })),
    bindCall(contracts.getMoneyTime, async (c) => ({
      data: await disbursement.moneyTime(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
  ];
}
