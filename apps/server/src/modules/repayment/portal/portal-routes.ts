import { portalContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import { requireOrderNo } from '../../loans/order-no.ts';
import type { PortalService } from './portal-service.ts';

const HOUR_MS = 3_600_000;

export function portalCalls(portal: PortalService): CallDefinition[] {
  return [
    bindCall(
      contracts.link,
      async (c) => ({ data: await portal.createLink(c, sessionUser(c), requireOrderNo(c.payload)) }),
      { rateLimit: { max: 60, timeWindowMs: HOUR_MS } },
    ),
    bindCall(
      contracts.detail,
      async (c) => ({ data: await portal.detail(c.payload.payOrderId || undefined, c.lang) }),
      // Per address: links are unguessable, and this keeps anyone from trying many.
      { rateLimit: { max: 120, timeWindowMs: HOUR_MS } },
    ),
    bindCall(
      contracts.confirm,
      async (c) => ({
        data: await portal.confirm(
          c,
          c.payload.payOrderId || undefined,
          c.payload.channelId || undefined,
          c.lang,
        ),
      }),
      { rateLimit: { max: 30, timeWindowMs: HOUR_MS } },
    ),
  ];
}
