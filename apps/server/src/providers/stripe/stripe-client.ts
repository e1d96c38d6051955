import Stripe from 'stripe';

/** Stripe's API version this client is written against: the SDK's own pin (stripe@23.1.0). */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** Where Stripe is and the wire to it (a sandbox's stand-in connection has this shape). */
export interface StripeConnection {
  baseUrl: string;
  fetch: typeof fetch;
}

export interface StripeClientOptions {
  /** Retries of a failed request, each with the same Idempotency-Key (the SDK's default is 1). */
  maxNetworkRetries?: number;
  /** A request that takes longer is abandoned and counts as failed (the SDK's default is 80 s). */
  timeoutMs?: number;
}

/**
 * The official SDK, talking to `connection`: Stripe itself, its test mode (an sk_test_ key), a
 * stand-in on its own port, or the sandbox's stand-in through an in-process wire. The SDK takes a
 * host, port and protocol but no base path, so the connection's path (the sandbox mounts the stand-in
 * under /dev/stripe) is put back in front of each request by the wire.
 */
export function stripeClient(
  secretKey: string,
  connection: StripeConnection,
  options: StripeClientOptions = {},
): Stripe {
  const base = new URL(connection.baseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchUnder(base, connection.fetch)),
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
  });
}

/** A fetch whose requests go under the base URL's path (`/v1/…` → `/dev/stripe/v1/…`). */
export function fetchUnder(base: URL, wire: typeof fetch): typeof fetch {
  const prefix = base.pathname.replace(/\/+$/, '');
  if (!prefix) return wire;
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.pathname = `${prefix}${url.pathname}`;
    return wire(new Request(url, request));
  };
}
