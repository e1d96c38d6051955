import { minorToDecimal } from '../collection/decimal.ts';
import {
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
  type TransferState,
} from '../payout/payout-provider.ts';
import {
  type FlutterwaveAnswer,
  type FlutterwaveConnection,
  flutterwaveMessage,
  flutterwaveRequest,
  successData,
} from './flutterwave-http.ts';

/** Flutterwave's transfer states: NEW and PENDING are still moving. */
const SETTLED = { SUCCESSFUL: 'succeeded', FAILED: 'failed' } as const;

const unavailable = (answer: FlutterwaveAnswer, what: string) =>
  new PayoutUnavailableError(
    answer.status === undefined
      ? `Flutterwave ${what}: ${answer.detail}`
      : `Flutterwave ${what} answered HTTP ${answer.status}: ${flutterwaveMessage(answer.json)}`,
  );

/** A transfer's id as Flutterwave gives it (a number), as our providerRef. */
function transferId(data: Record<string, unknown> | undefined): string | undefined {
  const id = data?.id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return String(id);
  if (typeof id === 'string' && /^\d{1,20}$/.test(id)) return id;
  return undefined;
}

/**
 * Payouts through Flutterwave v3: the name enquiry (`POST /v3/accounts/resolve`), a transfer to a
 * Nigerian bank account (`POST /v3/transfers`, our reference as its `reference`, which Flutterwave
 * refuses to use twice), and its state (`GET /v3/transfers/{id}`). A transfer sent again after a
 * timeout is looked up by its reference rather than sent twice.
 */
export class FlutterwavePayouts implements PayoutProvider {
  readonly name = 'flutterwave';

  constructor(private readonly connection: FlutterwaveConnection) {}

  async nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null> {
    const answer = await flutterwaveRequest(this.connection, 'POST', '/v3/accounts/resolve', {
      account_number: accountNumber,
      account_bank: bankCode,
    });
    if (answer.status === undefined || answer.status === 401 || answer.status >= 500)
      throw unavailable(answer, 'account resolve');
    const name = successData(answer.json)?.account_name;
    // Flutterwave answers 400 `status: "error"` for an account its bank does not know.
    if (typeof name === 'string' && name.trim()) return name.trim();
    return null;
  }

  async disburse(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    if (transfer.currency !== 'NGN')
      throw new PayoutRefusedError(`Flutterwave pays NGN here, not ${transfer.currency}`);
    const answer = await flutterwaveRequest(this.connection, 'POST', '/v3/transfers', {
      account_bank: transfer.bankCode,
      account_number: transfer.accountNumber,
      amount: Number(minorToDecimal(transfer.amountMinor)),
      currency: 'NGN',
      debit_currency: 'NGN',
      narration: 'Puente loan',
      reference: transfer.reference,
      beneficiary_name: transfer.holderName,
    });
    if (answer.status === undefined || answer.status === 401 || answer.status >= 500) {
      // It may have been taken before the line broke: the reference tells.
      const found =
        answer.status === undefined ? await this.lookup(transfer.reference).catch(() => null) : null;
      if (found) return { providerRef: found.providerRef, status: 'pending' };
      throw unavailable(answer, 'transfer');
    }
    const id = transferId(successData(answer.json));
    if (id) return { providerRef: id, status: 'pending' };
    // A reference already used is the same transfer, sent before: read it back instead of refusing.
    const found = await this.lookup(transfer.reference);
    if (found) return { providerRef: found.providerRef, status: 'pending' };
    throw new PayoutRefusedError(flutterwaveMessage(answer.json));
  }

  async status(providerRef: string): Promise<TransferState> {
    if (!/^\d{1,20}$/.test(providerRef)) return { failed: 'not a Flutterwave transfer id' };
    const answer = await flutterwaveRequest(this.connection, 'GET', `/v3/transfers/${providerRef}`);
    if (answer.status === undefined || answer.status === 401 || answer.status >= 500)
      throw unavailable(answer, 'transfer status');
    const data = successData(answer.json);
    if (!data) throw unavailable(answer, 'transfer status');
    const state = SETTLED[String(data.status) as keyof typeof SETTLED];
    if (state === 'succeeded') return 'succeeded';
    if (state === 'failed') {
      const reason =
        typeof data.complete_message === 'string' && data.complete_message ? data.complete_message : 'FAILED';
      return { failed: reason };
    }
    return 'pending';
  }

  async lookup(reference: string): Promise<{ providerRef: string } | null> {
    const answer = await flutterwaveRequest(
      this.connection,
      'GET',
      `/v3/transfers?reference=${encodeURIComponent(reference)}`,
    );
    if (answer.status === undefined || answer.status === 401 || answer.status >= 500)
      throw unavailable(answer, 'transfer lookup');
    const data = (answer.json as { status?: unknown; data?: unknown } | undefined)?.data;
    const list = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
    const match = list.find((t) => t && t.reference === reference);
    const id = transferId(match);
    return id ? { providerRef: id } : null;
  }
}
