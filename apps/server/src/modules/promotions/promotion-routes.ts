import { emptyPayload, leadAnswer, leadPayload, promotionAnswer } from '@puente/domain';
import { type CallDefinition, defineCall } from '../../protocol/call.ts';
import type { PromotionService } from './promotion-service.ts';

const tags = ['promotion'];
const HOUR_MS = 3_600_000;

/** The promotion pages' calls; the spec names none, so they follow the others' envelope and style. */
export function promotionCalls(promotions: PromotionService): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/promotion/yx3',
      summary: "The promotion page: the products' lowest first-loan rate, the steps, and places left today",
      tags,
      auth: false,
      payload: emptyPayload,
      answer: promotionAnswer,
      handler: async (c) => ({ data: await promotions.view(c.app.market, c.lang) }),
    }),
    defineCall({
      method: 'POST',
      path: '/promotion/lead',
      summary: 'Leave a mobile number for the registration that follows; says if it is already registered',
      tags,
      auth: false,
      payload: leadPayload,
      answer: leadAnswer,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await promotions.leaveLead(c, c.payload) }),
    }),
  ];
}
