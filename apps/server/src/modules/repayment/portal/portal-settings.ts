/** The portal screen of the hash-routed web app for one pay order. */
export function portalUrl(origin: string, payOrderId: string): string {
  return `${origin}${portalPath(payOrderId)}`;
}

/** The link's place in the web app (hash-routed), where a gateway sends a portal payer back. */
export function portalPath(payOrderId: string): string {
  return `/#/portal/repayment?payOrderId=${encodeURIComponent(payOrderId)}`;
}
