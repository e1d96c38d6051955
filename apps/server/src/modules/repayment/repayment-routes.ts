import { DomainError } from '@puente/domain';
import { repaymentContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import { requireOrderNo } from '../loans/order-no.ts';
import type { RepaymentService } from './repayment-service.ts';

export function repaymentCalls(repayment: RepaymentService): CallDefinition[] {
  return [
    bindCall(contracts.detail, async (c) => ({
      data: await repayment.detail(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
    bindCall(contracts.stpClabe, async (c) => ({
      data: await repayment.stpClabe(sessionUser(c), requireOrderNo(c.payload)),
    })),
    bindCall(contracts.oxxoReference, async (c) => {
      const orderNo = requireOrderNo(c.payload);
      if (c.payload.extensionId) {
        const { extensionId } = c.payload;
        return {
          data: await repayment.oxxoReferenceForExtension(sessionUser(c), orderNo, extensionId, c.lang),
        };
      }
      if (c.payload.amount === undefined) throw new DomainError('payloadInvalid', { field: 'amount' });
      return { data: await repayment.oxxoReference(sessionUser(c), orderNo, c.payload.amount, c.lang) };
    }),
  ];
}
