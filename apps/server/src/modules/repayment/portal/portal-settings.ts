/**
 * Where a payment link points: the web app's public origin (PUBLIC_URL, e.g. https://app.puente.mx).
 * The sandbox defaults to the local service; production has no default, because a link to the wrong
 * host would be handed to someone else to pay with, so links are refused until it is set.
 */
export function portalOrigin(env: NodeJS.ProcessEnv, sandbox: boolean): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return sandbox ? `http://localhost:${env.PORT || 8080}` : undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, not ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must be an http(s) address, not ${value}`);
  return url.origin;
}

/** The portal screen of the hash-routed web app for one pay order. */
export function portalUrl(origin: string, payOrderId: string): string {
  return `${origin}${portalPath(payOrderId)}`;
}

/** The link's place in the web app (hash-routed), where a gateway sends a portal payer back. */
export function portalPath(payOrderId: string): string {
  return `/#/portal/repayment?payOrderId=${encodeURIComponent(payOrderId)}`;
}
