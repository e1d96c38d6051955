import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GatewayName, VerifyQuery } from '../../providers/collection/gateway-provider.ts';
import { sandboxWebhooks } from '../sandbox-schema.ts';

/**
 * What the sandbox gateways were paid, as kept in sandbox.webhooks (the webhook each payment owes):
 * the one record the sandbox has of a transaction, so its verify call answers from the same row its
 * webhook is built from, on any instance and after a restart.
 */

export interface PaystackOwed {
  reference: string;
  amountMinor: number;
  seed: string;
  /** ISO 8601: when the payer paid, in the webhook and in the verify answer alike. */
  paidAt: string;
  /** A transfer into a dedicated NUBAN rather than a checkout payment. */
  dedicatedAccount?: { accountNumber: string; bankName: string };
  payerName?: string;
}

export interface FlutterwaveOwed {
  txRef: string;
  /** Flutterwave's transaction id (its `data.id`), derived from the seed. */
  transactionId: string;
  amountMinor: number;
  seed: string;
  paidAt: string;
  paymentType: 'card' | 'bank_transfer';
  payerName?: string;
}

export interface MonnifyOwed {
  accountReference: string;
  accountNumber: string;
  bankCode: string;
  amountMinor: number;
  seed: string;
  paidAt: string;
  payerName?: string;
}

/** The sandbox transaction a verify call asks about: by transaction id when given, else the latest for the reference. */
export async function owedTransaction(
  db: Db,
  gateway: GatewayName,
  query: VerifyQuery,
): Promise<PaystackOwed | FlutterwaveOwed | undefined> {
  const field = gateway === 'paystack' ? 'reference' : 'txRef';
  const key = query.transactionId
    ? sql`${sandboxWebhooks.payment}->>'transactionId' = ${query.transactionId}`
    : sql`${sandboxWebhooks.payment}->>${sql.raw(`'${field}'`)} = ${query.reference}`;
  const [row] = await db
    .select({ payment: sandboxWebhooks.payment })
    .from(sandboxWebhooks)
    .where(and(eq(sandboxWebhooks.provider, gateway), key))
    .orderBy(desc(sandboxWebhooks.id))
    .limit(1);
  return row?.payment as PaystackOwed | FlutterwaveOwed | undefined;
}

/** Whether a checkout (its reference at the gateway) has been paid already: a checkout is single-use. */
export async function checkoutPaid(db: Db, gateway: GatewayName, reference: string): Promise<boolean> {
  return (await owedTransaction(db, gateway, { reference })) !== undefined;
}
