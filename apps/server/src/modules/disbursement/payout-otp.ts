import { DomainError } from '@puente/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOrders } from '../../db/schema.ts';
import type { PayoutProviders } from '../../providers/payout/payout-providers.ts';
import { latestPayout } from './payout-repository.ts';

/**
 * The one-time code Paystack sent the business owner for a payout it holds (transfer OTP on,
 * decision 047), typed in by an operator: the payout's transfer goes on, and settles as any other
 * (its transfer.success, or the settle tick). Until the operator console exists (issue 20) this is
 * called by the sandbox's /dev route; a wrong or used code is Paystack's answer, said back.
 */
export async function finalizePayoutOtp(
  deps: { db: Db; providers: Pick<PayoutProviders, 'named'> },
  orderNo: string,
  otp: string,
): Promise<{ ok: true; status: string } | { ok: false; message: string }> {
  const [order] = await deps.db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  const payout = order && (await latestPayout(deps.db, order.id));
  if (payout?.status !== 'sent' || !payout.providerRef)
    throw new DomainError('payloadInvalid', { field: 'orderNo' });
  const provider = deps.providers.named(payout.provider);
  if (!provider?.finalize) throw new DomainError('payloadInvalid', { field: 'orderNo' });
  return provider.finalize(payout.providerRef, otp);
}
