import { promotionContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition } from '../../protocol/call.ts';
import type { PromotionService } from './promotion-service.ts';

const HOUR_MS = 3_600_000;

/** The promotion pages' calls; the spec names none, so they follow the others' envelope and style. */
export function promotionCalls(promotions: PromotionService): CallDefinition[] {
  return [
    bindCall(contracts.view, async (c) => ({ data: await promotions.view(c.app.market, c.lang) })),
    bindCall(contracts.lead, async (c) => ({ data: await promotions.leaveLead(c, c.payload) }), {
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
    }),
  ];
}
