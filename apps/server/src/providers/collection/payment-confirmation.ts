import type { IncomingPayment } from './collection-payment.ts';
import type { GatewayProvider } from './gateway-provider.ts';
import type { StpOrders } from './stp-orders.ts';

/**
 * What the provider itself says of a payment its notification announced, asked over its own API.
 * A notification that proves only a shared secret (STP's, Flutterwave's) is a hint, never the money:
 * the payment is credited as the provider confirms it (docs/decisions/037).
 * - `confirmed`: the payment to credit, as the provider knows it.
 * - `unknown`: the provider knows no such payment; `mismatch`: it knows one, but not this one
 *   (another amount, account or id: a replay). Neither is credited; both are kept for an operator.
 * - `unreachable`: no answer yet; the payment waits and is asked about again by the tick.
 */
export type Confirmation =
  | { kind: 'confirmed'; payment: IncomingPayment }
  | { kind: 'unknown' | 'mismatch' | 'unreachable'; detail: string };

export type ConfirmPayment = (payment: IncomingPayment) => Promise<Confirmation>;

/** STP states of an order whose money did not stay with us (stpmex-python `Estado`). */
const NOT_KEPT = new Set(['D', 'CN', 'CL', 'CR', 'RL', 'RB', 'RA', 'XD', 'DV']);

/**
 * An STP deposit is confirmed when STP's own record of the order with that tracking key has the
 * notification's id, amount and CLABE. The id is what defeats a replay: a real notification sent
 * again under a new `id` names a real tracking key, whose order STP knows under the old id.
 */
export function confirmAtStp(orders: StpOrders): ConfirmPayment {
  return async (payment) => {
    const separator = payment.providerRef.indexOf(':');
    const id = payment.providerRef.slice(0, separator);
    const claveRastreo = payment.providerRef.slice(separator + 1);
    if (separator <= 0 || payment.match.kind !== 'clabe')
      return { kind: 'unknown', detail: 'not an STP deposit notification' };
    const lookup = await orders.receivedOrder({
      claveRastreo,
      ...(payment.operationDate ? { fechaOperacion: payment.operationDate } : {}),
    });
    if (lookup.kind !== 'found')
      return { kind: lookup.kind === 'notFound' ? 'unknown' : 'unreachable', detail: lookup.detail };
    const { order } = lookup;
    const differences = [
      order.claveRastreo !== claveRastreo && 'claveRastreo',
      order.id !== undefined && order.id !== id && 'id',
      order.amountMinor !== payment.amountMinor && 'monto',
      order.clabe !== payment.match.clabe && 'cuentaBeneficiario',
      order.estado !== undefined && NOT_KEPT.has(order.estado) && `estado ${order.estado}`,
    ].filter((d): d is string => typeof d === 'string');
    if (differences.length > 0)
      return { kind: 'mismatch', detail: `STP's order differs: ${differences.join(', ')}` };
    return { kind: 'confirmed', payment };
  };
}

/**
 * Flutterwave's webhook is confirmed by its verify call (domain.md §12), by transaction id; what that
 * answers is what is credited. Without a gateway to ask (production has no Flutterwave client yet),
 * or when the call fails, the payment waits, kept and visible, instead of the webhook failing
 * (issue 17, finding 8).
 */
export function confirmAtFlutterwave(gateway: GatewayProvider | undefined): ConfirmPayment {
  return async (payment) => {
    if (!gateway) return { kind: 'unreachable', detail: 'no Flutterwave gateway is configured to ask' };
    if (payment.match.kind !== 'reference') return { kind: 'unknown', detail: 'unverifiable' };
    let verified: Awaited<ReturnType<GatewayProvider['verify']>>;
    try {
      verified = await gateway.verify({
        reference: payment.match.reference,
        transactionId: payment.providerRef,
      });
    } catch (error) {
      return {
        kind: 'unreachable',
        detail: `verify failed: ${error instanceof Error ? error.message : 'error'}`,
      };
    }
    // Not successful at Flutterwave (failed, still pending, or unknown to it: the sandbox and the
    // answer reader cannot tell the last two apart) is not money we have: nothing is credited.
    if (verified.status !== 'success')
      return { kind: 'unknown', detail: `notConfirmedByFlutterwave: ${verified.detail}` };
    if (
      verified.providerRef !== payment.providerRef ||
      verified.reference !== payment.match.reference ||
      verified.currency !== payment.currency
    )
      return { kind: 'mismatch', detail: 'notConfirmedByFlutterwave' };
    return {
      kind: 'confirmed',
      payment: {
        ...payment,
        amountMinor: verified.amountMinor,
        paidAt: verified.paidAt,
        ...(verified.payerName ? { payerName: verified.payerName } : {}),
      },
    };
  };
}
