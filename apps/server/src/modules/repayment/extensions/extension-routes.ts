import { DomainError } from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../../protocol/call.ts';
import { orderNoPayload, requireOrderNo } from '../../loans/loan-schemas.ts';
import {
  confirmExtensionPayload,
  extensionDataSchema,
  extensionOrderSchema,
  extensionStatusPayload,
} from './extension-schemas.ts';
import type { ExtensionService } from './extension-service.ts';

const tags = ['repayment'];

export function extensionCalls(extensions: ExtensionService): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/repay/getExtensionData',
      summary:
        'What an extension would cost (fee and tax on the earliest unpaid payment) and the new due dates, or why none is available; with the renewal agreement (/convenios) in the request language',
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: extensionDataSchema,
      handler: async (c) => ({
        data: await extensions.data(sessionUser(c), requireOrderNo(c.payload), c.lang),
      }),
    }),
    defineCall({
      method: 'POST',
      path: '/repay/confirmExtensionOrder',
      summary:
        'Ask for an extension, accepting the renewal agreement (agree: true; the text, its version and hash, the time, IP and user agent are kept as evidence): its figures are frozen and it waits 24 hours for its fee; asked again while one waits, the same one answers. Applied once the fee is credited',
      tags,
      auth: true,
      payload: confirmExtensionPayload,
      answer: extensionOrderSchema,
      handler: async (c) => {
        const caller = { ip: c.ip, userAgent: c.userAgent, lang: c.lang, agree: c.payload.agree === true };
        return { data: await extensions.confirm(sessionUser(c), requireOrderNo(c.payload), caller) };
      },
    }),
    defineCall({
      method: 'GET',
      path: '/repay/updateExtensionOrderStatus',
      summary: 'The latest extension of an order (orderNo), or one extension (extensionId), as it stands now',
      tags,
      auth: true,
      payload: extensionStatusPayload,
      answer: extensionOrderSchema,
      handler: async (c) => {
        if (!c.payload.orderNo && !c.payload.extensionId) throw new DomainError('orderNoMissing');
        return { data: await extensions.status(sessionUser(c), c.payload) };
      },
    }),
  ];
}
