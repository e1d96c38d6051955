import { decimalToMinor } from '../collection/decimal.ts';
import type { ConfirmPayment } from '../collection/payment-confirmation.ts';
import { MonnifyUnavailableError } from './monnify-connection.ts';
import { type MonnifyHttp, succeeded } from './monnify-http.ts';

/** `responseBody` of `GET /api/v2/transactions/{transactionReference}`, the fields we read. */
export interface MonnifyTransactionBody {
  transactionReference: string;
  paymentReference?: string;
  amountPaid: number | string;
  currency?: string;
  paymentStatus: string;
  product?: { type?: string; reference?: string };
}

/** Monnify's statuses for money received (the amount paid may differ from the amount expected). */
const RECEIVED = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID']);

/** One transaction as Monnify keeps it; undefined when it knows no such reference. */
export async function monnifyTransaction(
  http: MonnifyHttp,
  transactionReference: string,
): Promise<MonnifyTransactionBody | undefined> {
  // `MNFY|76|20211117154810|000001`: the bars are encoded, as Monnify's own clients do.
  const answer = await http.call<MonnifyTransactionBody>(
    'GET',
    `/api/v2/transactions/${encodeURIComponent(transactionReference)}`,
  );
  return succeeded(answer);
}

/**
 * A Monnify webhook is signed with our client secret, so a forged one cannot come in; a genuine one
 * replayed, or one describing money Monnify later reversed, still could. So, as Flutterwave's, the
 * payment is credited as Monnify's own record of that transaction reference tells it: the amount it
 * says was paid, for the reserved account (product reference) it names.
 */
export function confirmAtMonnify(http: MonnifyHttp): ConfirmPayment {
  return async (payment) => {
    let found: MonnifyTransactionBody | undefined;
    try {
      found = await monnifyTransaction(http, payment.providerRef);
    } catch (error) {
      if (error instanceof MonnifyUnavailableError) return { kind: 'unreachable', detail: error.message };
      throw error;
    }
    if (!found) return { kind: 'unknown', detail: 'notConfirmedByMonnify: no such transaction' };
    if (!RECEIVED.has(found.paymentStatus))
      return { kind: 'unknown', detail: `notConfirmedByMonnify: ${found.paymentStatus}` };
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(found.amountPaid);
    } catch {
      return { kind: 'mismatch', detail: 'notConfirmedByMonnify: amountPaid unreadable' };
    }
    const reference = found.product?.reference;
    const differences = [
      found.transactionReference !== payment.providerRef && 'transactionReference',
      found.currency != null && found.currency !== payment.currency && 'currency',
      payment.match.kind === 'reference' && reference != null && reference !== payment.match.reference
        ? 'product.reference'
        : false,
    ].filter((d): d is string => typeof d === 'string');
    if (differences.length > 0)
      return { kind: 'mismatch', detail: `notConfirmedByMonnify: ${differences.join(', ')}` };
    return { kind: 'confirmed', payment: { ...payment, amountMinor } };
  };
}
