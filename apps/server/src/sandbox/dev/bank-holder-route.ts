import { DomainError } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const holderBody = z
  .object({
    bankCode: z.string().regex(/^\d{3,6}$/),
    accountNumber: z.string().regex(/^\d{10}$/),
    name: z.string().trim().min(3).max(100),
  })
  .strict();

/**
 * Names the holder the sandbox's banks answer (the Paystack stand-in's name enquiry) for a Nigerian account. Its made-up names never match a
 * tester's personal info, and an account in another name holds the application for an operator
 * (decision 039): a tester who wants to be approved says whose account it is first.
 */
export function registerBankHolderRoute(
  app: FastifyInstance,
  hold: (bankCode: string, accountNumber: string, name: string) => Promise<void>,
): void {
  app.post('/dev/bank/holder', async (request) => {
    const parsed = holderBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'name' });
    }
    const { bankCode, accountNumber, name } = parsed.data;
    await hold(bankCode, accountNumber, name);
    return { bankCode, accountNumber, name: name.toUpperCase() };
  });
}
