import { DomainError, parseLanguage, toMinor } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okAnswer } from '../../protocol/answer.ts';
import type { SandboxCollections } from './sandbox-collections.ts';

const transferBody = z
  .object({
    clabe: z.string().regex(/^\d{18}$/),
    amount: z
      .number()
      .positive()
      .max(10_000_000)
      .refine(
        (major) =>
          Number.isInteger(Math.round(major * 100)) && Math.abs(major * 100 - Math.round(major * 100)) < 1e-6,
      ),
    payerName: z.string().max(40).optional(),
  })
  .strict();
const oxxoBody = z.object({ reference: z.string().trim().min(1).max(40) }).strict();

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  return parsed.data;
}

/**
 * Sandbox-only: a tester pays the way a borrower would at a bank or a till. Each answers when the
 * provider's webhook is due on the business clock; the tick sends it. Not registered in production.
 */
export function registerSandboxPaymentRoutes(app: FastifyInstance, sandbox: SandboxCollections): void {
  app.post('/dev/stp/transfer', async (request) => {
    const { clabe, amount, payerName } = parse(transferBody, request.body);
    const owed = await sandbox.transferToClabe(clabe, toMinor(amount), payerName);
    return okAnswer(owed, parseLanguage(request.headers.lang));
  });
  app.post('/dev/oxxo/pay', async (request) => {
    const { reference } = parse(oxxoBody, request.body);
    const owed = await sandbox.payAtOxxo(reference.replace(/\s/g, ''));
    return okAnswer(owed, parseLanguage(request.headers.lang));
  });
}
