import { minorToDecimal } from '../collection/decimal.ts';
import {
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
  type TransferState,
} from '../payout/payout-provider.ts';
import { MonnifyUnavailableError } from './monnify-connection.ts';
import { type MonnifyAnswer, type MonnifyHttp, succeeded } from './monnify-http.ts';

const SINGLE = '/api/v2/disbursements/single';

/** `responseBody` of a single transfer (initiate, validate-otp and summary alike), the fields we read. */
export interface MonnifyTransferBody {
  reference: string;
  status: string;
  amount?: number;
  destinationAccountName?: string;
}

/** Monnify's transfer statuses that mean the money did not and will not go (its docs and clients). */
const FAILED = new Set(['FAILED', 'REVERSED', 'EXPIRED', 'OTP_EMAIL_DISPATCH_FAILED', 'CANCELLED']);

/**
 * Nigeria's payouts through Monnify's single disbursements (v2), from the merchant's wallet
 * (MONNIFY_WALLET_ACCOUNT), with our reference as Monnify's `reference`: the same reference is the
 * same transfer, so sending it again after a timeout never pays twice. The amount goes as naira
 * with two decimals, written from the kobo digits (decimal.ts), never multiplied as a float.
 *
 * With two-factor authorization on for the wallet, Monnify answers `PENDING_AUTHORIZATION` and emails
 * the merchant an OTP: the transfer stays pending until an operator gives that code to `finalize` (payout-otp.ts).
 */
export class MonnifyPayouts implements PayoutProvider {
  readonly name = 'monnify';

  constructor(
    private readonly http: MonnifyHttp,
    private readonly walletAccount: string,
  ) {}

  async nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null> {
    const query = new URLSearchParams({ accountNumber, bankCode });
    const answer = await this.ask(() =>
      this.http.call<{ accountName?: string }>('GET', `/api/v1/disbursements/account/validate?${query}`),
    );
    const name = succeeded(answer)?.accountName?.trim();
    return name ? name : null;
  }

  async disburse(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    if (transfer.currency !== 'NGN') throw new PayoutRefusedError('currency');
    const answer = await this.ask(() =>
      this.http.call<MonnifyTransferBody>('POST', SINGLE, {
        amount: Number(minorToDecimal(transfer.amountMinor)),
        reference: transfer.reference,
        narration: `Puente ${transfer.reference}`.slice(0, 100),
        destinationBankCode: transfer.bankCode,
        destinationAccountNumber: transfer.accountNumber,
        destinationAccountName: transfer.holderName,
        currency: 'NGN',
        sourceAccountNumber: this.walletAccount,
      }),
    );
    const body = succeeded(answer);
    if (body) {
      if (FAILED.has(body.status)) throw new PayoutRefusedError(body.status.toLowerCase());
      return { providerRef: transfer.reference, status: 'pending' };
    }
    // A reference Monnify already has (our retry after a timeout) is that transfer, not a new one.
    if (await this.lookup(transfer.reference)) return { providerRef: transfer.reference, status: 'pending' };
    throw new PayoutRefusedError(refusal(answer));
  }

  async status(providerRef: string): Promise<TransferState> {
    const body = await this.summary(providerRef);
    // Not known (yet): never called failed, since a transfer failed here would be sent again.
    if (!body) throw new PayoutUnavailableError(`Monnify does not know transfer ${providerRef} (yet)`);
    return stateOf(body.status);
  }

  async lookup(reference: string): Promise<{ providerRef: string } | null> {
    return (await this.summary(reference)) ? { providerRef: reference } : null;
  }

  /** Gives the OTP Monnify emailed for a transfer awaiting authorization (`validate-otp`). */
  /** The OTP Monnify e-mailed the merchant, given by an operator (the same service as Paystack's, decision 047). */
  async finalize(reference: string, authorizationCode: string) {
    const answer = await this.ask(() =>
      this.http.call<MonnifyTransferBody>('POST', `${SINGLE}/validate-otp`, { reference, authorizationCode }),
    );
    const body = succeeded(answer);
    if (!body) return { ok: false as const, message: refusal(answer) };
    return { ok: true as const, status: body.status };
  }

  private async summary(reference: string): Promise<MonnifyTransferBody | undefined> {
    const query = new URLSearchParams({ reference });
    return succeeded(
      await this.ask(() => this.http.call<MonnifyTransferBody>('GET', `${SINGLE}/summary?${query}`)),
    );
  }

  private async ask<T>(call: () => Promise<MonnifyAnswer<T>>): Promise<MonnifyAnswer<T>> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof MonnifyUnavailableError) throw new PayoutUnavailableError(error.message);
      throw error;
    }
  }
}

function stateOf(status: string): TransferState {
  if (status === 'SUCCESS') return 'succeeded';
  if (FAILED.has(status)) return { failed: status.toLowerCase() };
  return 'pending';
}

/** Monnify's reason for a refusal, short and without personal data: its code and message. */
function refusal(answer: MonnifyAnswer<unknown>): string {
  const { responseCode, responseMessage } = answer.envelope;
  return `${responseCode || answer.status}: ${String(responseMessage ?? '').slice(0, 120)}`;
}
