import { DomainError, parseLanguage } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VoucherService } from '../../modules/repayment/vouchers/voucher-service.ts';
import { okAnswer } from '../../protocol/answer.ts';

const params = z.object({ voucherId: z.string().regex(/^VO\d{22}$/) });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

function parse<T>(schema: z.ZodType<T>, value: unknown, fallback: string): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success)
    throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || fallback });
  return parsed.data;
}

/**
 * Sandbox-only review of proofs of payment, until the operator console exists: a tester approves
 * (the amount is credited once) or rejects with a reason. Not registered in production.
 */
export function registerVoucherReviewRoutes(app: FastifyInstance, vouchers: VoucherService): void {
  app.post('/dev/vouchers/:voucherId/approve', async (request) => {
    const { voucherId } = parse(params, request.params, 'voucherId');
    const view = await vouchers.approve(voucherId, { ip: request.ip });
    return okAnswer(view, parseLanguage(request.headers.lang));
  });
  app.post('/dev/vouchers/:voucherId/reject', async (request) => {
    const { voucherId } = parse(params, request.params, 'voucherId');
    const { reason } = parse(rejectBody, request.body, 'reason');
    const view = await vouchers.reject(voucherId, reason, { ip: request.ip });
    return okAnswer(view, parseLanguage(request.headers.lang));
  });
}
