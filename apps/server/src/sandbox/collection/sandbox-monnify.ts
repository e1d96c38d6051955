import { ngBankByCode } from '@puente/domain/data';
import { type SignedWebhook, signedJson } from '../../providers/collection/collection-payment.ts';
import { minorToDecimal } from '../../providers/collection/decimal.ts';
import { seededChars, seededDigits } from '../../providers/collection/seeded-ids.ts';
import { hmacHex } from '../../providers/collection/webhook-crypto.ts';
import { BASE62, sandboxNuban } from './sandbox-ids.ts';

/** Moniepoint MFB, Monnify's default bank for reserved accounts in its current documentation. */
export const MONNIFY_DEFAULT_BANK = '50515';

/**
 * A reserved account's number: a 10-digit NUBAN whose check digit is valid for the bank (Moniepoint
 * 50515 unless told otherwise; Monnify's example `preferredBanks` also names 035, 232 and 058).
 */
export function monnifyReservedAccountNumber(seed: string, bankCode = MONNIFY_DEFAULT_BANK): string {
  return sandboxNuban(bankCode, `monnify:${seed}`);
}

/** Lagos wall-clock digits of an instant (WAT, UTC+01:00 all year). */
function lagos(at: Date): { ymd: string; hms: string; millis: string } {
  const iso = new Date(at.getTime() + 60 * 60 * 1000).toISOString();
  return {
    ymd: iso.slice(0, 10),
    hms: iso.slice(11, 19),
    millis: iso.slice(20, 23),
  };
}

/** `MNFY|<2 digits>|<yyyyMMddHHmmss, Lagos>|<6 digits>`, like `MNFY|76|20211117154810|000001`. */
export function monnifyTransactionReference(at: Date, seed: string): string {
  const { ymd, hms } = lagos(at);
  const stamp = `${ymd.replaceAll('-', '')}${hms.replaceAll(':', '')}`;
  return `MNFY|${seededDigits(seed, 'monnify:node', 2)}|${stamp}|${seededDigits(seed, 'monnify:serial', 6)}`;
}

export interface MonnifyTransactionInput {
  amountMinor: number;
  clientSecret: string;
  /** Our accountReference for the reserved account paid into. */
  accountReference: string;
  /** The reserved account's number and bank. */
  accountNumber: string;
  bankCode?: string;
  at: Date;
  /** Derives the transaction reference and the payer's session: the same seed, the same transfer. */
  seed: string;
  payerName?: string;
  /** `PAID` unless told otherwise. */
  paymentStatus?: string;
  /** `SUCCESSFUL_TRANSACTION` unless told otherwise. */
  eventType?: string;
}

/**
 * A transfer into a reserved account, as Monnify notifies it (the documented RESERVED_ACCOUNT sample's
 * shape), signed with the client secret.
 */
export function monnifyTransaction(input: MonnifyTransactionInput): SignedWebhook {
  const { ymd, hms, millis } = lagos(input.at);
  const reference = monnifyTransactionReference(input.at, input.seed);
  const amount = Number(minorToDecimal(input.amountMinor));
  const payer = input.payerName ?? 'TUNDE ADEYEMI';
  const bankCode = input.bankCode ?? MONNIFY_DEFAULT_BANK;
  const body = {
    eventType: input.eventType ?? 'SUCCESSFUL_TRANSACTION',
    eventData: {
      product: { reference: input.accountReference, type: 'RESERVED_ACCOUNT' },
      transactionReference: reference,
      paymentReference: reference,
      paidOn: `${ymd} ${hms}.${millis}`,
      paymentDescription: payer,
      metaData: {},
      paymentSourceInformation: [
        {
          bankCode: '',
          amountPaid: amount,
          accountName: payer,
          sessionId: seededChars(input.seed, 'monnify:session', 32, BASE62),
          accountNumber: `00${seededDigits(input.seed, 'monnify:source', 8)}`,
        },
      ],
      destinationAccountInformation: {
        bankCode,
        bankName: ngBankByCode(bankCode)?.name ?? bankCode,
        accountNumber: input.accountNumber,
      },
      amountPaid: amount,
      totalPayable: amount,
      cardDetails: {},
      paymentMethod: 'ACCOUNT_TRANSFER',
      currency: 'NGN',
      paymentStatus: input.paymentStatus ?? 'PAID',
      customer: { name: payer, email: 'borrower@puente.example' },
    },
  };
  return signedJson(body, 'monnify-signature', (rawBody) => hmacHex('sha512', input.clientSecret, rawBody));
}
