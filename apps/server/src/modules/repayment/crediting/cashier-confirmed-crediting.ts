import type { IncomingPayment } from '../../../providers/collection/collection-payment.ts';
import type { GatewayProvider } from '../../../providers/collection/gateway-provider.ts';
import { CreditingService, type CreditOutcome } from './crediting-service.ts';

/**
 * Crediting for the webhook routes. Flutterwave's webhook is not signed (flutterwave-webhook.ts): it
 * only proves the sender knows a shared hash, so its body is a hint, never the money. Each Flutterwave
 * payment is asked of Flutterwave itself by its transaction id, and what the verify call answers is
 * credited. Every other provider signs its body, which is credited as it comes.
 */
export class GatewayConfirmedCrediting extends CreditingService {
  constructor(
    deps: ConstructorParameters<typeof CreditingService>[0],
    private readonly flutterwave: GatewayProvider | undefined,
  ) {
    super(deps);
  }

  override async credit(payment: IncomingPayment): Promise<CreditOutcome> {
    if (payment.provider !== 'flutterwave') return super.credit(payment);
    // No way to ask Flutterwave: the route answers 5xx, so Flutterwave keeps the notification and
    // delivers it again, rather than it being credited on the body's word or dropped.
    if (!this.flutterwave)
      throw new Error('flutterwave payments cannot be verified: no gateway is configured');
    if (payment.match.kind !== 'reference') return { outcome: 'unmatched', note: 'unverifiable' };
    const verified = await this.flutterwave.verify({
      reference: payment.match.reference,
      transactionId: payment.providerRef,
    });
    // Flutterwave itself does not know this payment as successful: there is no money to keep.
    if (
      verified.status !== 'success' ||
      verified.providerRef !== payment.providerRef ||
      verified.reference !== payment.match.reference ||
      verified.currency !== payment.currency
    )
      return { outcome: 'unmatched', note: 'notConfirmedByFlutterwave' };
    return super.credit({
      ...payment,
      amountMinor: verified.amountMinor,
      paidAt: verified.paidAt,
      ...(verified.payerName ? { payerName: verified.payerName } : {}),
    });
  }
}
