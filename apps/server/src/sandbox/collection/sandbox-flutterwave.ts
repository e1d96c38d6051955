import { type SignedWebhook, signedJson } from '../../providers/collection/collection-payment.ts';
import { minorToDecimal } from '../../providers/collection/decimal.ts';
import { seededDigits } from '../../providers/collection/seeded-ids.ts';

/** Our tx_ref for a Flutterwave checkout or virtual account, e.g. `PUENTE-FLW-483920175530` (ours: any unique text). */
export function flutterwaveTxRef(seed: string): string {
  return `PUENTE-FLW-${seededDigits(seed, 'flutterwave:txref', 12)}`;
}

export interface FlutterwaveChargeInput {
  amountMinor: number;
  secretHash: string;
  txRef: string;
  at: Date;
  /** Derives the transaction id: the same seed, the same transaction. */
  seed: string;
  /** `successful` unless told otherwise (`failed`, `pending`). */
  status?: string;
  /** A transfer into a virtual account (the default) or a card payment at checkout. */
  paymentType?: 'bank_transfer' | 'card';
  payerName?: string;
  /** Which header carries the secret hash: `verif-hash` (v3) unless told otherwise. */
  headerName?: 'verif-hash' | 'flutterwave-signature';
}

/** Flutterwave's transaction id for a seed: a positive integer, as `data.id` carries it. */
export function flutterwaveTransactionId(seed: string): number {
  return Number(`8${seededDigits(seed, 'flutterwave:id', 7)}`);
}

function chargeData(input: Omit<FlutterwaveChargeInput, 'secretHash' | 'headerName'>) {
  const amount = Number(minorToDecimal(input.amountMinor));
  return {
    id: flutterwaveTransactionId(input.seed),
    tx_ref: input.txRef,
    flw_ref: seededDigits(input.seed, 'flutterwave:flwref', 25),
    device_fingerprint: 'N/A',
    amount,
    currency: 'NGN',
    charged_amount: amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: 'success',
    auth_model: input.paymentType === 'card' ? 'PIN' : 'AUTH',
    ip: '54.75.161.64',
    narration: input.payerName ?? 'EMEKA OKONKWO',
    status: input.status ?? 'successful',
    payment_type: input.paymentType ?? 'bank_transfer',
    created_at: input.at.toISOString(),
    account_id: 2508309,
    customer: {
      id: Number(seededDigits(input.seed, 'flutterwave:customer', 7)),
      name: input.payerName ?? 'EMEKA OKONKWO',
      phone_number: 'N/A',
      email: 'borrower@puente.example',
      created_at: input.at.toISOString(),
    },
  };
}

/**
 * `charge.completed` as Flutterwave v3 sends it, with the secret hash in `verif-hash` (or
 * `flutterwave-signature`); a bank transfer carries the payer's details in `meta_data`.
 */
export function flutterwaveChargeCompleted(input: FlutterwaveChargeInput): SignedWebhook {
  const bankTransfer = (input.paymentType ?? 'bank_transfer') === 'bank_transfer';
  const body = {
    event: 'charge.completed',
    data: chargeData(input),
    ...(bankTransfer
      ? {
          meta_data: {
            originatoraccountnumber: `${seededDigits(input.seed, 'flutterwave:orig', 3)}*******${seededDigits(input.seed, 'flutterwave:orig2', 2)}`,
            originatorname: input.payerName ?? 'EMEKA OKONKWO',
            bankname: 'Access Bank',
            originatoramount: 'N/A',
          },
        }
      : {}),
    'event.type': bankTransfer ? 'BANK_TRANSFER_TRANSACTION' : 'CARD_TRANSACTION',
  };
  return signedJson(body, input.headerName ?? 'verif-hash', () => input.secretHash);
}

/** The answer the sandbox gives to `GET /v3/transactions/{id}/verify` for the same transaction. */
export function flutterwaveVerifyResponse(
  input: Omit<FlutterwaveChargeInput, 'secretHash' | 'headerName'>,
): string {
  return JSON.stringify({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: chargeData(input),
  });
}
