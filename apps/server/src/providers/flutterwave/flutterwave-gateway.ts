import { minorToDecimal } from '../collection/decimal.ts';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayProvider,
  GatewayUnavailableError,
  type Verification,
  type VerifyQuery,
} from '../collection/gateway-provider.ts';
import { readFlutterwaveVerify } from '../collection/gateway-verify-answers.ts';
import {
  type FlutterwaveConnection,
  flutterwaveMessage,
  flutterwaveRequest,
  successData,
} from './flutterwave-http.ts';

/** Flutterwave's longest hosted-link session, in minutes. */
const MAX_SESSION_MINUTES = 1_440;

/**
 * Flutterwave Standard (v3): a hosted payment link for one amount (`POST /v3/payments`), and the
 * transaction read back with the verify call, by Flutterwave's transaction id when the webhook gave
 * one, else by our tx_ref. The answer is read by readFlutterwaveVerify: only a transaction Flutterwave
 * calls `successful` is paid, whatever the browser's return said.
 */
export class FlutterwaveGateway implements GatewayProvider {
  readonly name = 'flutterwave' as const;

  constructor(
    private readonly connection: FlutterwaveConnection,
    /** Where the web app is: a return path of ours becomes an address Flutterwave can redirect to. */
    private readonly publicUrl?: string | undefined,
  ) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    const answer = await flutterwaveRequest(this.connection, 'POST', '/v3/payments', {
      tx_ref: request.reference,
      amount: Number(minorToDecimal(request.amountMinor)),
      currency: request.currency,
      redirect_url:
        request.returnUrl.startsWith('/') && this.publicUrl
          ? `${this.publicUrl.replace(/\/+$/, '')}${request.returnUrl}`
          : request.returnUrl,
      customer: { email: request.email, name: request.customerName },
      session_duration: Math.max(1, Math.min(MAX_SESSION_MINUTES, Math.floor(request.validMinutes))),
      customizations: { title: 'Puente' },
    });
    if (answer.status === undefined) throw new GatewayUnavailableError(`Flutterwave: ${answer.detail}`);
    const link = successData(answer.json)?.link;
    // An address (Flutterwave's checkout), or a path on this service (a sandbox's tester page).
    if (typeof link !== 'string' || !/^(https?:\/\/|\/)/.test(link))
      throw new GatewayUnavailableError(
        `Flutterwave refused the payment link (HTTP ${answer.status}): ${flutterwaveMessage(answer.json)}`,
      );
    return { checkoutUrl: link, reference: request.reference };
  }

  async verify(query: VerifyQuery): Promise<Verification> {
    const path =
      query.transactionId && /^\d{1,20}$/.test(query.transactionId)
        ? `/v3/transactions/${query.transactionId}/verify`
        : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(query.reference)}`;
    const answer = await flutterwaveRequest(this.connection, 'GET', path);
    // No answer, or Flutterwave itself failing: not "unpaid", just not known now.
    if (answer.status === undefined) throw new GatewayUnavailableError(`Flutterwave: ${answer.detail}`);
    if (answer.status === 401 || answer.status >= 500)
      throw new GatewayUnavailableError(
        `Flutterwave answered HTTP ${answer.status}: ${flutterwaveMessage(answer.json)}`,
      );
    if (answer.json === undefined) return { status: 'failed', detail: 'unreadable answer: not JSON' };
    return readFlutterwaveVerify(answer.json);
  }
}
