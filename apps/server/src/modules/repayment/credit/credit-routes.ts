import { creditContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import type { CreditService } from './credit-service.ts';

export function creditCalls(credit: CreditService): CallDefinition[] {
  return [
    bindCall(contracts.detail, async (c) => ({ data: await credit.detail(sessionUser(c), c.lang) })),
    bindCall(contracts.sendBack, async (c) => ({ data: await credit.sendBack(c, sessionUser(c), c.lang) })),
    bindCall(contracts.apply, async (c) => ({ data: await credit.apply(c, sessionUser(c)) })),
  ];
}
