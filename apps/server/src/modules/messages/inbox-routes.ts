import { messageContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { InboxService } from './inbox-service.ts';

export function inboxCalls(inbox: InboxService): CallDefinition[] {
  return [
    bindCall(contracts.list, async (c) => ({
      data: await inbox.list(sessionUser(c), c.lang, c.payload.page, c.payload.size),
    })),
    bindCall(contracts.detail, async (c) => ({
      data: await inbox.detail(sessionUser(c), c.lang, c.payload.id),
    })),
    bindCall(contracts.unread, async (c) => ({ data: await inbox.unread(sessionUser(c)) })),
    bindCall(contracts.readAll, async (c) => ({ data: await inbox.readAll(sessionUser(c)) })),
    bindCall(contracts.preferences, async (c) => ({ data: await inbox.preferences(sessionUser(c)) })),
    bindCall(contracts.savePreferences, async (c) => ({
      data: await inbox.savePreferences(sessionUser(c), c.lang, c.payload),
    })),
  ];
}
