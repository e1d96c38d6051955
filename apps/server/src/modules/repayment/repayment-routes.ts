import { DomainError } from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import { orderNoPayload, requireOrderNo } from '../loans/loan-schemas.ts';
import {
  oxxoPayload,
  oxxoReferenceSchema,
  repaymentDetailSchema,
  stpClabeSchema,
} from './repayment-schemas.ts';
import type { RepaymentService } from './repayment-service.ts';

const tags = ['repayment'];

export function repaymentCalls(repayment: RepaymentService): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/repay/repay-order/detail',
      summary:
        'What the borrower owes now and in total, by kind, the schedule, the channels of the market, and whether the loan is paid off',
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: repaymentDetailSchema,
      handler: async (c) => ({
        data: await repayment.detail(sessionUser(c), requireOrderNo(c.payload), c.lang),
      }),
    }),
    defineCall({
      method: 'GET',
      path: '/repay/getStpClabe',
      summary:
        "The borrower's own CLABE at STP (bank 646) for SPEI transfers; issued on first request and kept; a transfer to it is credited to the open order",
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: stpClabeSchema,
      handler: async (c) => ({ data: await repayment.stpClabe(sessionUser(c), requireOrderNo(c.payload)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/repay/getOXXOReference',
      summary:
        "A cash payment reference for one amount (or, with extensionId, for a waiting extension's fee), payable at OXXO until 23:59 Mexico City time of its last day; the same amount asked again gives the same pending reference",
      tags,
      auth: true,
      payload: oxxoPayload,
      answer: oxxoReferenceSchema,
      handler: async (c) => {
        const orderNo = requireOrderNo(c.payload);
        if (c.payload.extensionId) {
          const { extensionId } = c.payload;
          return {
            data: await repayment.oxxoReferenceForExtension(sessionUser(c), orderNo, extensionId, c.lang),
          };
        }
        if (c.payload.amount === undefined) throw new DomainError('payloadInvalid', { field: 'amount' });
        return { data: await repayment.oxxoReference(sessionUser(c), orderNo, c.payload.amount, c.lang) };
      },
    }),
  ];
}
