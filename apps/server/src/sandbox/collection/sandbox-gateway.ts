import type { Db } from '../../db/database.ts';
import type {
  Checkout,
  CheckoutRequest,
  GatewayName,
  GatewayProvider,
  Verification,
  VerifyQuery,
} from '../../providers/collection/gateway-provider.ts';
import {
  readFlutterwaveVerify,
  readPaystackVerify,
} from '../../providers/collection/gateway-verify-answers.ts';
import { flutterwaveVerifyResponse } from './sandbox-flutterwave.ts';
import { type FlutterwaveOwed, owedTransaction, type PaystackOwed } from './sandbox-gateway-records.ts';
import { paystackChargeSuccess } from './sandbox-paystack.ts';

/** Where the sandbox serves its hosted checkout page (sandbox-payment-routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/dev/checkout';

export function sandboxCheckoutUrl(gateway: GatewayName, reference: string): string {
  return `${SANDBOX_CHECKOUT_PATH}/${gateway}/${encodeURIComponent(reference)}`;
}

/** The transaction object both Paystack's webhook and its verify answer carry. */
export function paystackTransaction(owed: PaystackOwed): Record<string, unknown> {
  // The signature of this copy is not used: the verify answer comes over our authenticated call.
  const { rawBody } = paystackChargeSuccess({ ...owedCharge(owed), secretKey: 'unused' });
  return (JSON.parse(rawBody) as { data: Record<string, unknown> }).data;
}

export function owedCharge(owed: PaystackOwed) {
  return {
    amountMinor: owed.amountMinor,
    at: new Date(owed.paidAt),
    seed: owed.seed,
    reference: owed.reference,
    ...(owed.dedicatedAccount ? { dedicatedAccount: owed.dedicatedAccount } : {}),
    ...(owed.payerName ? { payerName: owed.payerName } : {}),
  };
}

export function owedFlutterwaveCharge(owed: FlutterwaveOwed) {
  return {
    amountMinor: owed.amountMinor,
    txRef: owed.txRef,
    at: new Date(owed.paidAt),
    seed: owed.seed,
    paymentType: owed.paymentType,
    ...(owed.payerName ? { payerName: owed.payerName } : {}),
  };
}

/**
 * A gateway that behaves like Paystack or Flutterwave from our side: initialize answers a single-use
 * checkout (served by this service under /dev), verify answers in the gateway's own JSON, read by the
 * same code a real gateway's answer would be. What was paid is what the tester paid on that page.
 */
export class SandboxGateway implements GatewayProvider {
  constructor(
    readonly name: GatewayName,
    private readonly db: Db,
  ) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    return { reference: request.reference, checkoutUrl: sandboxCheckoutUrl(this.name, request.reference) };
  }

  async verify(query: VerifyQuery): Promise<Verification> {
    const owed = await owedTransaction(this.db, this.name, query);
    if (this.name === 'paystack') {
      return readPaystackVerify(
        owed
          ? {
              status: true,
              message: 'Verification successful',
              data: paystackTransaction(owed as PaystackOwed),
            }
          : { status: false, message: 'Transaction reference not found' },
      );
    }
    return readFlutterwaveVerify(
      owed
        ? flutterwaveVerifyResponse(owedFlutterwaveCharge(owed as FlutterwaveOwed))
        : { status: 'error', message: 'No transaction was found for this id', data: null },
    );
  }
}
