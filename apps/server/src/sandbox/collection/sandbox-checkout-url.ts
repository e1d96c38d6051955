import type { GatewayName } from '../../providers/collection/gateway-provider.ts';

/** Where the sandbox serves the gateways' hosted checkout page (sandbox-payment-routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/dev/checkout';

/** The sandbox's checkout page for a reference: where a gateway stand-in's payment link leads. */
export function sandboxCheckoutUrl(gateway: GatewayName, reference: string): string {
  return `${SANDBOX_CHECKOUT_PATH}/${gateway}/${encodeURIComponent(reference)}`;
}
