import {
  type Checkout,
  type CheckoutRequest,
  type GatewayProvider,
  GatewayUnavailableError,
  type Verification,
  type VerifyQuery,
} from '../collection/gateway-provider.ts';
import { readPaystackVerify } from '../collection/gateway-verify-answers.ts';
import type { PaystackConnection } from './paystack-connection.ts';
import { paystackRequest } from './paystack-http.ts';

/**
 * Paystack's hosted checkout for one amount: `POST /transaction/initialize` with our reference,
 * and `GET /transaction/verify/:reference`, whose answer is read by the same rule as ever
 * (readPaystackVerify: only the server's own call confirms a payment, never the browser's return).
 */
export class PaystackCheckout implements GatewayProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly paystack: PaystackConnection) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    const answer = await paystackRequest(this.paystack, 'POST', '/transaction/initialize', {
      email: request.email,
      amount: request.amountMinor,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.returnUrl,
      metadata: { customer_name: request.customerName },
    });
    if (answer.kind === 'unreachable') throw new GatewayUnavailableError(answer.detail);
    const data = answer.body.data as { authorization_url?: unknown; reference?: unknown } | undefined;
    if (!answer.body.status || typeof data?.authorization_url !== 'string')
      throw new GatewayUnavailableError(`Paystack initialize: HTTP ${answer.http} ${answer.body.message}`);
    return { checkoutUrl: data.authorization_url, reference: request.reference };
  }

  async verify(query: VerifyQuery): Promise<Verification> {
    const answer = await paystackRequest(
      this.paystack,
      'GET',
      `/transaction/verify/${encodeURIComponent(query.reference)}`,
    );
    if (answer.kind === 'unreachable') throw new GatewayUnavailableError(answer.detail);
    if (answer.http === 401) throw new GatewayUnavailableError('Paystack refused the secret key (401)');
    return readPaystackVerify(answer.body);
  }
}
