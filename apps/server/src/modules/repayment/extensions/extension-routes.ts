import { DomainError } from '@puente/domain';
import { extensionContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import { requireOrderNo } from '../../loans/order-no.ts';
import type { ExtensionService } from './extension-service.ts';

export function extensionCalls(extensions: ExtensionService): CallDefinition[] {
  return [
    bindCall(contracts.data, async (c) => ({
      data: await extensions.data(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
    bindCall(contracts.confirm, async (c) => {
      const caller = { ip: c.ip, userAgent: c.userAgent, lang: c.lang, agree: c.payload.agree === true };
      return { data: await extensions.confirm(sessionUser(c), requireOrderNo(c.payload), caller) };
    }),
    bindCall(contracts.status, async (c) => {
      if (!c.payload.orderNo && !c.payload.extensionId) throw new DomainError('orderNoMissing');
      return { data: await extensions.status(sessionUser(c), c.payload) };
    }),
  ];
}
