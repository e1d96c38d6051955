import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  PayoutRefusedError,
  type TransferRequest,
  type TransferState,
} from '../../providers/payout/payout-provider.ts';
import { sandboxTransfers } from '../sandbox-schema.ts';

const MINUTE_MS = 60_000;

export interface SandboxTransferRules {
  /** Share (0–1) of transfers that fail, chosen from the reference (SANDBOX_PAYOUT_FAILURE_RATE). */
  failureRate: number;
  /** The business clock: a transfer settles in business time, so a tester can move past it. */
  now(): Date;
}

/** A number in [0, 1) derived from a reference: the sandbox's dice, the same every time. */
function dice(reference: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${reference}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * What the sandbox bank will do with a transfer, known in advance so a test can predict it:
 * it settles 10 to 60 minutes of business clock after it is sent (spec §9), and a `failureRate`
 * share of references fail (the receiving bank declines them).
 */
export function sandboxTransferFate(reference: string, failureRate: number) {
  return {
    settleMinutes: 10 + Math.floor(dice(reference, 'delay') * 51),
    fails: dice(reference, 'fail') < failureRate,
  };
}

/**
 * The sandbox bank's transfers, in the database so a restart loses nothing. An account ending in
 * 0000 does not exist: the transfer is refused when sent.
 */
export class SandboxTransfers {
  constructor(
    private readonly db: Db,
    private readonly rules: SandboxTransferRules,
  ) {}

  async send(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    if (transfer.accountNumber.endsWith('0000')) throw new PayoutRefusedError('accountNotFound');
    const now = this.rules.now();
    const fate = sandboxTransferFate(transfer.reference, this.rules.failureRate);
    await this.db
      .insert(sandboxTransfers)
      .values({
        reference: transfer.reference,
        // Derived from the reference, so a repeated send finds the same transfer.
        providerRef: `TRF_${createHash('sha256').update(transfer.reference).digest('hex').slice(0, 20)}`,
        amount: transfer.amountMinor,
        currency: transfer.currency,
        bankCode: transfer.bankCode,
        accountNumber: transfer.accountNumber,
        holderName: transfer.holderName,
        sentAt: now,
        settlesAt: new Date(now.getTime() + fate.settleMinutes * MINUTE_MS),
        failure: fate.fails ? 'declined' : null,
      })
      .onConflictDoNothing({ target: sandboxTransfers.reference });
    const [row] = await this.db
      .select({ providerRef: sandboxTransfers.providerRef })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, transfer.reference));
    if (!row) throw new Error(`sandbox transfer ${transfer.reference} not stored`);
    return { providerRef: row.providerRef, status: 'pending' };
  }

  async status(providerRef: string): Promise<TransferState> {
    const [row] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.providerRef, providerRef));
    if (!row) return { failed: 'unknownTransfer' };
    if (row.settlesAt > this.rules.now()) return 'pending';
    return row.failure ? { failed: row.failure } : 'succeeded';
  }
}
