import { randomInt } from 'node:crypto';
import { minorToDecimal } from '../../../providers/collection/decimal.ts';
import { seededDigits } from '../../../providers/collection/seeded-ids.ts';
import { sandboxNuban } from '../../collection/sandbox-ids.ts';
import type { StandInContext } from '../standin.ts';
import { FLUTTERWAVE_WEBHOOK_PATH, type FlutterwaveStandInOptions } from './flutterwave-standin-options.ts';

/** A checkout as `POST /v3/payments` created it (kept by tx_ref). */
export interface CheckoutRecord extends Record<string, unknown> {
  tx_ref: string;
  amountMinor: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name: string };
  created_at: string;
  expires_at: string;
}

/** A transaction as verify answers it, and as `charge.completed` carries it. */
export interface TransactionRecord extends Record<string, unknown> {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  charged_amount: number;
  status: 'successful' | 'failed';
  payment_type: 'card' | 'bank_transfer';
  created_at: string;
  narration: string;
  customer: { id: number; name: string; phone_number: string; email: string; created_at: string };
  meta?: { originatorname: string; bankname: string; originatoraccountnumber: string } | undefined;
}

/** A static virtual account, by its tx_ref and by its number. */
export interface AccountRecord extends Record<string, unknown> {
  account_number: string;
  bank_name: string;
  tx_ref: string;
  email: string;
  flw_ref: string;
  order_ref: string;
  created_at: string;
}

/** Wema Bank: Flutterwave's static accounts are issued there unless another bank is arranged. */
const ACCOUNT_BANK = '035';

/** The store's kinds. */
const K = {
  checkout: 'checkout',
  paid: 'checkout-paid',
  transaction: 'transaction',
  latestByRef: 'transaction-by-txref',
  account: 'account',
  accountByRef: 'account-by-txref',
} as const;

/** Flutterwave's records of money in: checkouts, transactions and static virtual accounts. */
export class FlutterwaveRecords {
  constructor(
    private readonly context: StandInContext,
    private readonly options: FlutterwaveStandInOptions,
  ) {}

  /** The first checkout of a tx_ref is the one kept (a repeat answers the same link). */
  async createCheckout(record: CheckoutRecord): Promise<CheckoutRecord> {
    return (await this.context.store.insert(K.checkout, record.tx_ref, record)).value;
  }

  checkout(txRef: string): Promise<CheckoutRecord | undefined> {
    return this.context.store.get<CheckoutRecord>(K.checkout, txRef);
  }

  async checkoutPaid(txRef: string): Promise<boolean> {
    return (await this.context.store.get(K.paid, txRef)) !== undefined;
  }

  transaction(id: string): Promise<TransactionRecord | undefined> {
    return /^\d{1,12}$/.test(id)
      ? this.context.store.get<TransactionRecord>(K.transaction, id)
      : Promise.resolve(undefined);
  }

  async latestFor(txRef: string): Promise<TransactionRecord | undefined> {
    const latest = await this.context.store.get<{ id: number }>(K.latestByRef, txRef);
    return latest ? this.transaction(String(latest.id)) : undefined;
  }

  /**
   * A card payment at a checkout, once (racing clicks make one transaction). `failed` records a
   * charge the card's bank refused after the page said otherwise. Undefined when paid already.
   */
  async payCheckout(checkout: CheckoutRecord, status: 'successful' | 'failed') {
    const id = randomInt(10_000_000, 99_999_999);
    const claimed = await this.context.store.insert(K.paid, checkout.tx_ref, { id });
    if (!claimed.created) return undefined;
    const transaction = this.transaction_({
      id,
      txRef: checkout.tx_ref,
      amountMinor: checkout.amountMinor,
      status,
      paymentType: 'card',
      name: checkout.customer.name,
      email: checkout.customer.email,
    });
    await this.record(transaction, this.options.cardNotifyDelayMs ?? 30_000);
    return transaction;
  }

  /** The first account of a tx_ref is the one kept: asking again answers the same number. */
  async createAccount(input: { txRef: string; email: string }): Promise<AccountRecord> {
    const now = this.context.now().toISOString();
    const record: AccountRecord = {
      account_number: sandboxNuban(ACCOUNT_BANK, `flutterwave:${input.txRef}`),
      bank_name: 'WEMA BANK',
      tx_ref: input.txRef,
      email: input.email,
      flw_ref: `FLW-${seededDigits(input.txRef, 'flutterwave:flw', 20)}`,
      order_ref: `URF_${seededDigits(input.txRef, 'flutterwave:order', 13)}`,
      created_at: now,
    };
    const kept = (await this.context.store.insert(K.accountByRef, input.txRef, record)).value;
    await this.context.store.insert(K.account, kept.account_number, kept);
    return kept;
  }

  account(accountNumber: string): Promise<AccountRecord | undefined> {
    return this.context.store.get<AccountRecord>(K.account, accountNumber);
  }

  /** A NIP transfer into a static account: a successful bank_transfer transaction with its tx_ref. */
  async transferIn(account: AccountRecord, amountMinor: number, payerName: string | undefined) {
    const transaction = this.transaction_({
      id: randomInt(10_000_000, 99_999_999),
      txRef: account.tx_ref,
      amountMinor,
      status: 'successful',
      paymentType: 'bank_transfer',
      name: payerName ?? 'EMEKA OKONKWO',
      email: account.email,
    });
    const delayMs = this.options.transferNotifyDelayMs ?? 60_000;
    await this.record(transaction, delayMs);
    return { transaction, notifiesAt: new Date(this.context.now().getTime() + delayMs) };
  }

  private transaction_(input: {
    id: number;
    txRef: string;
    amountMinor: number;
    status: 'successful' | 'failed';
    paymentType: 'card' | 'bank_transfer';
    name: string;
    email: string;
  }): TransactionRecord {
    const at = this.context.now().toISOString();
    const amount = Number(minorToDecimal(input.amountMinor));
    const seed = String(input.id);
    return {
      id: input.id,
      tx_ref: input.txRef,
      flw_ref: seededDigits(seed, 'flutterwave:flwref', 25),
      amount,
      currency: 'NGN',
      charged_amount: amount,
      status: input.status,
      payment_type: input.paymentType,
      created_at: at,
      narration: input.name,
      customer: {
        id: Number(seededDigits(seed, 'flutterwave:customer', 7)),
        name: input.name,
        phone_number: 'N/A',
        email: input.email,
        created_at: at,
      },
      ...(input.paymentType === 'bank_transfer'
        ? {
            meta: {
              originatorname: input.name,
              bankname: 'Access Bank',
              originatoraccountnumber: `${seededDigits(seed, 'flutterwave:orig', 3)}*******${seededDigits(seed, 'flutterwave:orig2', 2)}`,
            },
          }
        : {}),
    };
  }

  /** Kept, findable by id and tx_ref, and its `charge.completed` owed to the service. */
  private async record(transaction: TransactionRecord, delayMs: number) {
    await this.context.store.put(K.transaction, String(transaction.id), transaction);
    await this.context.store.put(K.latestByRef, transaction.tx_ref, { id: transaction.id });
    await this.context.notify(FLUTTERWAVE_WEBHOOK_PATH, chargeCompleted(transaction), delayMs);
  }
}

/** The transaction as verify answers it (no `meta`: that is the webhook's `meta_data`). */
export function verifyData(transaction: TransactionRecord): Record<string, unknown> {
  const { meta: _meta, ...data } = transaction;
  return {
    ...data,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: transaction.status === 'successful' ? 'Approved' : 'Declined',
    auth_model: transaction.payment_type === 'card' ? 'PIN' : 'AUTH',
    ip: '54.75.161.64',
    device_fingerprint: 'N/A',
    account_id: 2508309,
  };
}

/** `charge.completed` as Flutterwave v3 sends it; a bank transfer carries the payer in `meta_data`. */
export function chargeCompleted(transaction: TransactionRecord): string {
  const bankTransfer = transaction.payment_type === 'bank_transfer';
  return JSON.stringify({
    event: 'charge.completed',
    data: verifyData(transaction),
    ...(bankTransfer && transaction.meta
      ? { meta_data: { ...transaction.meta, originatoramount: 'N/A' } }
      : {}),
    'event.type': bankTransfer ? 'BANK_TRANSFER_TRANSACTION' : 'CARD_TRANSACTION',
  });
}
