import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StandInContext } from '../standin.ts';
import { HOLDER_KIND, SWITCH_KIND, TRANSFER_KIND, type TransferRecord } from './paystack-transfers.ts';

/** The tester's side of the stand-in (Paystack has no such endpoints: its dashboard and banks do this). */
export const PAYSTACK_SANDBOX = {
  /** `{on}`: transfers wait for an OTP, as when the business turned transfer OTPs on in its dashboard. */
  transferOtp: '/sandbox/transfer-otp',
  /** `GET …/:reference`: the OTP Paystack texted the business owner for a transfer held at `otp`. */
  otpOf: '/sandbox/otp',
  /** `{bank_code, account_number, name}`: the name the bank has on an account. */
  holder: '/sandbox/holder',
} as const;

const holderBody = z.object({
  bank_code: z.string().regex(/^[0-9A-Z]{3,6}$/),
  account_number: z.string().regex(/^\d{10}$/),
  name: z.string().trim().min(3).max(100),
});

export function registerPaystackSandboxRoutes(app: FastifyInstance, { store }: StandInContext): void {
  app.post<{ Body: { on?: unknown } }>(PAYSTACK_SANDBOX.transferOtp, async (request, reply) => {
    if (typeof request.body?.on !== 'boolean')
      return reply.code(400).send({ status: false, message: 'on: true or false' });
    await store.put(SWITCH_KIND, 'otp', { on: request.body.on });
    return {
      status: true,
      message: `Transfer OTP ${request.body.on ? 'enabled' : 'disabled'}`,
      data: { on: request.body.on },
    };
  });
  app.get<{ Params: { reference: string } }>(
    `${PAYSTACK_SANDBOX.otpOf}/:reference`,
    async (request, reply) => {
      const transfer = await store.get<TransferRecord>(TRANSFER_KIND, request.params.reference);
      if (!transfer?.otp)
        return reply.code(404).send({ status: false, message: 'No transfer awaits an OTP' });
      return { status: true, message: 'OTP', data: { otp: transfer.otp } };
    },
  );
  app.post(PAYSTACK_SANDBOX.holder, async (request, reply) => {
    const parsed = holderBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ status: false, message: 'bank_code, account_number, name' });
    const { bank_code: bankCode, account_number: accountNumber } = parsed.data;
    const name = parsed.data.name.toUpperCase();
    await store.put(HOLDER_KIND, `${bankCode}:${accountNumber}`, { name });
    return {
      status: true,
      message: 'Holder named',
      data: { bank_code: bankCode, account_number: accountNumber, name },
    };
  });
}
