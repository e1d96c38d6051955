import { DomainError, type OxxoReferenceView } from '@puente/domain';
import Stripe from 'stripe';
import type { OxxoAcquirer, OxxoVoucher, OxxoVoucherAsk } from '../collection/oxxo-acquirer.ts';

export type StripeLog = (detail: Record<string, unknown>, message: string) => void;

/** The idempotency keys of one pay order's voucher: a repeat (a retry, a second ask) is the same request. */
export const oxxoIdempotencyKeys = (payOrderId: string) => ({
  create: `puente-oxxo-${payOrderId}-create`,
  confirm: `puente-oxxo-${payOrderId}-confirm`,
});

/**
 * OXXO vouchers as Stripe issues them: a PaymentIntent for the amount in centavos, OXXO only,
 * confirmed with the payer's name and e-mail, whose `next_action.oxxo_display_details` is the
 * voucher. Two requests, each with an Idempotency-Key made from our pay order, so asking again
 * (after a timeout, or from a second screen) gives the same PaymentIntent, never a second one.
 */
export class StripeOxxoAcquirer implements OxxoAcquirer {
  constructor(
    private readonly stripe: Stripe,
    readonly reflected: OxxoReferenceView['reflected'],
    private readonly log: StripeLog = () => {},
  ) {}

  async issueReference(ask: OxxoVoucherAsk): Promise<OxxoVoucher> {
    const keys = oxxoIdempotencyKeys(ask.payOrderId);
    try {
      const created = await this.stripe.paymentIntents.create(
        {
          amount: ask.amountMinor,
          currency: 'mxn',
          payment_method_types: ['oxxo'],
          payment_method_options: { oxxo: { expires_after_days: ask.validDays } },
          metadata: { reference: ask.reference },
        },
        { idempotencyKey: keys.create },
      );
      const confirmed = await this.confirm(created.id, ask, keys.confirm);
      return voucherOf(confirmed);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        // What an operator needs to find it at Stripe; never the key or the payer.
        this.log(
          {
            payOrderId: ask.payOrderId,
            type: error.type,
            code: error.code,
            status: error.statusCode,
            requestId: error.requestId,
          },
          'stripe refused or failed to issue an OXXO voucher',
        );
        throw new DomainError('oxxoUnavailable');
      }
      throw error;
    }
  }

  /**
   * Confirms with the payer's details. A PaymentIntent already confirmed (its confirm answered once,
   * and the answer lost past Stripe's 24-hour idempotency window) is read back instead.
   */
  private async confirm(id: string, ask: OxxoVoucherAsk, idempotencyKey: string) {
    try {
      return await this.stripe.paymentIntents.confirm(
        id,
        {
          payment_method_data: {
            type: 'oxxo',
            billing_details: { name: ask.payer.name, email: ask.payer.email },
          },
        },
        { idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state')
        return this.stripe.paymentIntents.retrieve(id);
      throw error;
    }
  }
}

/** The voucher in a confirmed PaymentIntent; one without it cannot be shown to anyone. */
function voucherOf(intent: Stripe.PaymentIntent): OxxoVoucher {
  const details = intent.next_action?.oxxo_display_details;
  if (intent.next_action?.type !== 'oxxo_display_details' || !details?.number || !details.expires_after)
    throw new Stripe.errors.StripeAPIError({
      type: 'api_error',
      message: `PaymentIntent ${intent.id} is ${intent.status} and shows no OXXO voucher`,
    });
  return {
    paymentIntentId: intent.id,
    number: details.number,
    hostedVoucherUrl: details.hosted_voucher_url ?? undefined,
    expiresAt: new Date(details.expires_after * 1000),
  };
}
