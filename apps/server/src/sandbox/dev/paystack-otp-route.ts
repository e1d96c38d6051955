import { DomainError } from '@puente/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { loanOrders } from '../../db/schema.ts';
import { payoutReference } from '../../modules/disbursement/payout-job.ts';
import { finalizePayoutOtp } from '../../modules/disbursement/payout-otp.ts';
import { latestPayout } from '../../modules/disbursement/payout-repository.ts';
import type { PayoutProviders } from '../../providers/payout/payout-providers.ts';
import { PAYSTACK_SANDBOX } from '../standins/paystack/paystack-sandbox-routes.ts';
import { standInPath } from '../standins/sandbox-standins.ts';

const body = z
  .object({
    orderNo: z.string().min(1).max(40),
    otp: z
      .string()
      .regex(/^\d{4,8}$/)
      .optional(),
  })
  .strict();

/**
 * The tester's stand-in for the operator who types the OTP Paystack texted the business owner
 * (decision 047): `POST /dev/payouts/otp {orderNo, otp?}`. Without `otp`, the code is read from the
 * Paystack stand-in, as if from the owner's phone; with it, that code is given as typed.
 */
export function registerPaystackOtpRoute(
  app: FastifyInstance,
  deps: { db: Db; providers: Pick<PayoutProviders, 'named'> },
): void {
  app.post('/dev/payouts/otp', async (request) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'orderNo' });
    const { orderNo } = parsed.data;
    let otp = parsed.data.otp;
    if (!otp) {
      const [, attempt] = await latestAttempt(deps.db, orderNo);
      const texted = await app.inject({
        method: 'GET',
        url: `${standInPath('paystack')}${PAYSTACK_SANDBOX.otpOf}/${payoutReference(orderNo, attempt)}`,
      });
      if (texted.statusCode !== 200) throw new DomainError('payloadInvalid', { field: 'orderNo' });
      otp = (texted.json() as { data: { otp: string } }).data.otp;
    }
    return finalizePayoutOtp(deps, orderNo, otp);
  });
}

async function latestAttempt(db: Db, orderNo: string): Promise<[string, number]> {
  const [order] = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  const payout = order && (await latestPayout(db, order.id));
  if (!order || !payout) throw new DomainError('payloadInvalid', { field: 'orderNo' });
  return [order.id, payout.attempt];
}
