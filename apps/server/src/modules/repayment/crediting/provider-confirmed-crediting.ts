import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { paymentConfirmations } from '../../../db/schema.ts';
import type {
  CollectionProvider,
  IncomingPayment,
} from '../../../providers/collection/collection-payment.ts';
import type { ConfirmPayment } from '../../../providers/collection/payment-confirmation.ts';
import type { Log } from '../../../server/shared-services.ts';
import type { CreditingService, CreditOutcome } from './crediting-service.ts';

/** What became of a notification: credited (or returned, held…), waiting for the provider, or not confirmed. */
export type ReceivedOutcome =
  | CreditOutcome
  | { outcome: 'waiting'; detail: string }
  | { outcome: 'unconfirmed'; status: 'unknown' | 'mismatch'; detail: string };

/** How many waiting payments one tick asks their providers about. */
const CONFIRM_BATCH = 100;

type Row = typeof paymentConfirmations.$inferSelect;

/**
 * Crediting for the webhook routes. A provider that signs its body (Stripe, Paystack, Monnify) is
 * credited as it comes. One whose notification proves only a shared secret (STP, Flutterwave) is
 * recorded on arrival and credited only once the provider, asked over its own API, confirms that very
 * payment (docs/decisions/037): a replayed or invented notification credits nothing, and one that
 * arrives while the provider cannot be asked waits, recorded, for the tick to ask again.
 */
export class ProviderConfirmedCrediting {
  constructor(
    private readonly deps: {
      db: Db;
      clock: BusinessClock;
      crediting: CreditingService;
      confirmers: Partial<Record<CollectionProvider, ConfirmPayment>>;
      log: Log;
    },
  ) {}

  async receive(payment: IncomingPayment): Promise<ReceivedOutcome> {
    const { db, clock, crediting } = this.deps;
    if (payment.provider === 'voucher' || !this.deps.confirmers[payment.provider])
      return crediting.credit(payment);
    await db
      .insert(paymentConfirmations)
      .values({
        provider: payment.provider,
        providerRef: payment.providerRef,
        payment: stored(payment),
        status: 'waiting',
        receivedAt: clock.now(),
      })
      .onConflictDoNothing({ target: [paymentConfirmations.provider, paymentConfirmations.providerRef] });
    const [row] = await db
      .select()
      .from(paymentConfirmations)
      .where(
        and(
          eq(paymentConfirmations.provider, payment.provider),
          eq(paymentConfirmations.providerRef, payment.providerRef),
        ),
      );
    if (!row) throw new Error(`payment confirmation ${payment.providerRef} vanished`);
    // Credited already: the crediting's own idempotency answers the repeat (duplicate, or returned again).
    if (row.status === 'confirmed') return crediting.credit(payment);
    return this.check(row);
  }

  /** Tick step: asks the providers again about the payments still waiting for their answer. */
  async confirmWaiting(): Promise<number> {
    const waiting = await this.deps.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.status, 'waiting'))
      .orderBy(asc(paymentConfirmations.receivedAt))
      .limit(CONFIRM_BATCH);
    let settled = 0;
    for (const row of waiting) {
      // One payment that cannot be credited must not stop the others, nor the tick's later steps.
      try {
        if ((await this.check(row)).outcome !== 'waiting') settled += 1;
      } catch (error) {
        this.deps.log(error, `confirming ${row.provider} payment ${row.providerRef} failed`);
      }
    }
    return settled;
  }

  /**
   * Asks the provider and acts on its answer. Credited before it is marked confirmed: a crash between
   * the two asks again, and the crediting's idempotency makes the second credit nothing.
   */
  private async check(row: Row): Promise<ReceivedOutcome> {
    const { db, clock, crediting } = this.deps;
    const payment = fromStored(row.payment);
    const confirm = this.deps.confirmers[row.provider as CollectionProvider];
    if (!confirm) throw new Error(`no way to confirm ${row.provider} payments`);
    const confirmation = await confirm(payment);
    const now = clock.now();
    const mark = (status: string, detail: string | null) =>
      db
        .update(paymentConfirmations)
        .set({ status, detail, attempts: row.attempts + 1, checkedAt: now })
        .where(eq(paymentConfirmations.id, row.id));
    if (confirmation.kind === 'confirmed') {
      const outcome = await crediting.credit(confirmation.payment);
      await mark('confirmed', null);
      return outcome;
    }
    if (confirmation.kind === 'unreachable') {
      await mark(row.status, confirmation.detail);
      return { outcome: 'waiting', detail: confirmation.detail };
    }
    await db.transaction(async (tx) => {
      await tx
        .update(paymentConfirmations)
        .set({
          status: confirmation.kind,
          detail: confirmation.detail,
          attempts: row.attempts + 1,
          checkedAt: now,
        })
        .where(eq(paymentConfirmations.id, row.id));
      if (row.status !== confirmation.kind)
        await recordAudit(tx, {
          at: now,
          userId: null,
          action: 'repayment.notConfirmed',
          detail: {
            provider: row.provider,
            providerRef: row.providerRef,
            amount: payment.amountMinor,
            status: confirmation.kind,
            detail: confirmation.detail,
          },
        });
    });
    return { outcome: 'unconfirmed', status: confirmation.kind, detail: confirmation.detail };
  }
}

function stored(payment: IncomingPayment): Record<string, unknown> {
  return { ...payment, paidAt: payment.paidAt.toISOString() };
}

function fromStored(payment: Record<string, unknown>): IncomingPayment {
  return { ...(payment as unknown as IncomingPayment), paidAt: new Date(String(payment.paidAt)) };
}
