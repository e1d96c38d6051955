import { z } from 'zod';
import {
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
  type TransferState,
} from '../payout/payout-provider.ts';
import type { PaystackConnection } from './paystack-connection.ts';
import { type PaystackAnswer, paystackRequest } from './paystack-http.ts';

const resolved = z.object({ account_name: z.string().trim().min(1) });
const recipient = z.object({ recipient_code: z.string().min(1) });
const transfer = z.object({
  status: z.string(),
  reference: z.string(),
  transfer_code: z.string(),
});

/** Paystack's states of a transfer (its OpenAPI `status` enum) and what each is to a payout. */
const SUCCEEDED = new Set(['success']);
const FAILED = new Set(['failed', 'reversed', 'abandoned', 'blocked', 'rejected']);

/** What `finalize` tells: the OTP was taken (the transfer goes on), or Paystack's refusal in its words. */
export type FinalizeOutcome = { ok: true; status: string } | { ok: false; message: string };

/**
 * Payouts to Nigerian borrowers through Paystack Transfers (reference/domain.md §11): name enquiry
 * by `GET /bank/resolve`, a `nuban` transfer recipient, then `POST /transfer` from the balance with
 * our reference, which is Paystack's idempotency key for transfers and the payout's providerRef
 * (`GET /transfer/verify/:reference` reads it back). A transfer Paystack holds for an OTP (status
 * `otp`, when the business has transfer OTPs on) is sent but waits for `finalize` (decision 047).
 */
export class PaystackPayouts implements PayoutProvider {
  readonly name = 'paystack';

  constructor(
    private readonly paystack: PaystackConnection,
    private readonly options: { timeoutMs?: number } = {},
  ) {}

  async nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const answer = this.answered(await this.call('GET', `/bank/resolve?${query}`), 'resolve');
    if (!answer.body.status) {
      // 422 "Could not resolve account name": no such account at that bank.
      if (answer.http === 400 || answer.http === 422 || answer.http === 404) return null;
      throw new PayoutUnavailableError(`Paystack resolve: HTTP ${answer.http} ${answer.body.message}`);
    }
    const read = resolved.safeParse(answer.body.data);
    if (!read.success) throw new PayoutUnavailableError('Paystack resolve: no account_name in its answer');
    return read.data.account_name;
  }

  async disburse(request: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    // Paystack pays naira here; a peso return sent its way (credit returns, decision 032) waits for STP.
    if (request.currency !== 'NGN')
      throw new PayoutUnavailableError(`Paystack pays naira here, not ${request.currency}`);
    const code = await this.recipientCode(request);
    const answer = this.answered(
      await this.call('POST', '/transfer', {
        source: 'balance',
        amount: request.amountMinor,
        recipient: code,
        reference: request.reference,
        reason: `Puente loan ${request.reference}`,
        currency: 'NGN',
      }),
      'transfer',
    );
    if (answer.body.status) {
      const read = transfer.safeParse(answer.body.data);
      if (!read.success) throw new PayoutUnavailableError('Paystack transfer: not a transfer in its answer');
      return { providerRef: request.reference, status: 'pending' };
    }
    // A refused transfer may be this same reference sent before (a retry after a timeout):
    // Paystack refuses the duplicate, and the transfer it already has is ours, not a refusal.
    if (await this.lookup(request.reference)) return { providerRef: request.reference, status: 'pending' };
    if (answer.http === 401) throw new PayoutUnavailableError('Paystack refused the secret key (401)');
    // Not enough in the balance is the business's to top up: the payout waits, it is not the borrower's fault.
    if (/balance/i.test(answer.body.message))
      throw new PayoutUnavailableError(`Paystack transfer: ${answer.body.message}`);
    throw new PayoutRefusedError('declined');
  }

  async status(providerRef: string): Promise<TransferState> {
    const found = await this.verify(providerRef);
    // Paystack accepted it: not finding it now is no proof it was not paid; it waits for its event.
    if (!found) return 'pending';
    if (SUCCEEDED.has(found.status)) return 'succeeded';
    if (FAILED.has(found.status)) return { failed: 'declined' };
    return 'pending';
  }

  async lookup(reference: string): Promise<{ providerRef: string } | null> {
    return (await this.verify(reference)) ? { providerRef: reference } : null;
  }

  /**
   * The OTP Paystack sent the business for a transfer held at `otp`: `POST
   * /transfer/finalize_transfer` with the transfer's code, read from its reference. Throws
   * PayoutUnavailableError when Paystack cannot be asked (the code is still good: try again).
   */
  async finalize(reference: string, otp: string): Promise<FinalizeOutcome> {
    const found = await this.verify(reference);
    if (!found) return { ok: false, message: 'Transfer not found' };
    const answer = this.answered(
      await this.call('POST', '/transfer/finalize_transfer', { transfer_code: found.transfer_code, otp }),
      'finalize_transfer',
    );
    if (!answer.body.status) return { ok: false, message: answer.body.message };
    const read = transfer.pick({ status: true }).safeParse(answer.body.data);
    return { ok: true, status: read.success ? read.data.status : 'pending' };
  }

  /** The transfer of a reference, or undefined when Paystack has none. */
  private async verify(reference: string): Promise<z.infer<typeof transfer> | undefined> {
    const answer = this.answered(
      await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`),
      'verify',
    );
    if (!answer.body.status) {
      if (answer.http === 404 || answer.http === 400) return undefined;
      throw new PayoutUnavailableError(`Paystack verify: HTTP ${answer.http} ${answer.body.message}`);
    }
    const read = transfer.safeParse(answer.body.data);
    if (!read.success) throw new PayoutUnavailableError('Paystack verify: not a transfer in its answer');
    return read.data;
  }

  /** A `nuban` recipient for the account; Paystack answers the existing one for an account it has. */
  private async recipientCode(request: TransferRequest): Promise<string> {
    const answer = this.answered(
      await this.call('POST', '/transferrecipient', {
        type: 'nuban',
        name: request.holderName.trim().slice(0, 100) || 'Puente borrower',
        account_number: request.accountNumber,
        bank_code: request.bankCode,
        currency: 'NGN',
      }),
      'transferrecipient',
    );
    if (!answer.body.status) {
      if (answer.http === 401) throw new PayoutUnavailableError('Paystack refused the secret key (401)');
      // "Cannot resolve account": the account does not exist at that bank.
      throw new PayoutRefusedError('accountNotFound');
    }
    const read = recipient.safeParse(answer.body.data);
    if (!read.success) throw new PayoutUnavailableError('Paystack transferrecipient: no recipient_code');
    return read.data.recipient_code;
  }

  private call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    return paystackRequest(this.paystack, method, path, body, this.options.timeoutMs);
  }

  private answered(answer: PaystackAnswer, what: string) {
    if (answer.kind === 'unreachable') throw new PayoutUnavailableError(`Paystack ${what}: ${answer.detail}`);
    return answer;
  }
}
