import { randomUUID } from 'node:crypto';
import { DomainError } from '@puente/domain';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { sandboxWebhooks } from '../../db/schema.ts';
import type { CollectionProvider, SignedWebhook } from '../../providers/collection/collection-payment.ts';
import type { CollectionSecrets } from '../../providers/collection/collection-secrets.ts';
import { stripeOxxoEvent } from '../../providers/collection/sandbox-oxxo.ts';
import { stpNotification } from '../../providers/collection/sandbox-stp.ts';
import * as payOrders from './pay-order-repository.ts';

/** SPEI settles in seconds; STP notifies within a minute. */
const STP_DELAY_MS = 60_000;
/**
 * Stripe tells an OXXO payment about a business day later in production; the sandbox keeps the
 * product's promise that a payment is reflected within 15 minutes.
 */
const OXXO_DELAY_MS = 5 * 60_000;

interface StpPayment {
  clabe: string;
  amountMinor: number;
  seed: string;
  payerName?: string;
}
interface OxxoPayment {
  reference: string;
  amountMinor: number;
  seed: string;
}

/** Posts a signed webhook to this service's own route and tells the HTTP status it answered. */
export type PostWebhook = (provider: CollectionProvider, webhook: SignedWebhook) => Promise<number>;

/**
 * The tester's side of the sandbox providers: a SPEI transfer to a CLABE, cash at OXXO. Each owes
 * the service a webhook, signed at delivery exactly as the provider signs it.
 */
export class SandboxCollections {
  constructor(
    private readonly deps: { db: Db; clock: BusinessClock; secrets: CollectionSecrets; post: PostWebhook },
  ) {}

  private async owe(provider: CollectionProvider, payment: StpPayment | OxxoPayment, delayMs: number) {
    const deliverAt = new Date(this.deps.clock.now().getTime() + delayMs);
    await this.deps.db.insert(sandboxWebhooks).values({ provider, payment: { ...payment }, deliverAt });
    return { deliverAt: deliverAt.toISOString() };
  }

  /** Any CLABE may be paid into, as with a real bank: one nobody holds ends up unmatched. */
  async transferToClabe(clabe: string, amountMinor: number, payerName?: string) {
    return this.owe(
      'stp',
      { clabe, amountMinor, seed: randomUUID(), ...(payerName ? { payerName } : {}) },
      STP_DELAY_MS,
    );
  }

  /** The till takes only a pending, unexpired reference, and exactly its amount. */
  async payAtOxxo(reference: string) {
    const payOrder = await payOrders.payOrderByReference(this.deps.db, 'oxxo', reference);
    if (!payOrder) throw new DomainError('payOrderMissing');
    if (payOrder.status !== 'pending' || payOrder.expiresAt <= this.deps.clock.now())
      throw new DomainError('payOrderTimedOut');
    return this.owe('oxxo', { reference, amountMinor: payOrder.amount, seed: randomUUID() }, OXXO_DELAY_MS);
  }

  /** The webhook of one owed payment, signed now. */
  signed(provider: CollectionProvider, payment: Record<string, unknown>): SignedWebhook {
    const { secrets } = this.deps;
    const at = this.deps.clock.now();
    if (provider === 'stp' && secrets.stp) {
      const p = payment as unknown as StpPayment;
      return stpNotification({
        ...p,
        company: secrets.stp.company,
        webhookUser: secrets.stp.webhookUser,
        webhookPassword: secrets.stp.webhookPassword.reveal(),
        at,
      });
    }
    if (provider === 'oxxo' && secrets.stripeWebhookSecret) {
      const p = payment as unknown as OxxoPayment;
      return stripeOxxoEvent({ ...p, webhookSecret: secrets.stripeWebhookSecret.reveal(), at });
    }
    throw new Error(`the sandbox cannot sign for ${provider}`);
  }

  /**
   * Tick step: sends the webhooks that are due, and again at the next tick those not answered 2xx,
   * as a real provider retries. No lock is held while posting (the credit has its own transaction),
   * so two ticks at once may send one twice: real providers do that too, and crediting is idempotent.
   */
  async deliverDue(): Promise<number> {
    const { db, clock } = this.deps;
    const due = await db
      .select()
      .from(sandboxWebhooks)
      .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.deliverAt, clock.now())))
      .orderBy(asc(sandboxWebhooks.deliverAt), asc(sandboxWebhooks.id))
      .limit(500);
    let delivered = 0;
    for (const row of due) {
      const provider = row.provider as CollectionProvider;
      const status = await this.deps.post(provider, this.signed(provider, row.payment)).catch(() => 0);
      const ok = status >= 200 && status < 300;
      if (ok) delivered += 1;
      await db
        .update(sandboxWebhooks)
        .set({
          attempts: sql`${sandboxWebhooks.attempts} + 1`,
          lastStatus: status,
          deliveredAt: ok ? clock.now() : null,
        })
        .where(and(eq(sandboxWebhooks.id, row.id), isNull(sandboxWebhooks.deliveredAt)));
    }
    return delivered;
  }
}
