import { bearerJsonRequest } from '../http/json-request.ts';
import type { PaystackConnection } from './paystack-connection.ts';

/** How long Paystack is given to answer before the question is asked again later. */
export const PAYSTACK_TIMEOUT_MS = 15_000;

/** Paystack's envelope: every answer, refusals too, is `{status, message, data?}`. */
export interface PaystackEnvelope {
  status: boolean;
  message: string;
  data?: unknown;
}

/** Paystack's answer; `unreachable` when none came (timeout, refused connection, not Paystack's JSON). */
export type PaystackAnswer =
  | { kind: 'answer'; http: number; body: PaystackEnvelope }
  | { kind: 'unreachable'; detail: string };

/**
 * One JSON request to Paystack with the secret key; never throws. A 5xx, 429 or an answer that is
 * not Paystack's envelope is Paystack not answering (nothing happened that we can rely on).
 */
export async function paystackRequest(
  connection: PaystackConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
): Promise<PaystackAnswer> {
  const answer = await bearerJsonRequest(connection, method, path, body, timeoutMs);
  if (answer.status === undefined)
    return { kind: 'unreachable', detail: `Paystack could not be reached at ${path}: ${answer.detail}` };
  if (answer.status >= 500 || answer.status === 429)
    return { kind: 'unreachable', detail: `Paystack answered ${path} with HTTP ${answer.status}` };
  const envelope = answer.json as Partial<PaystackEnvelope> | undefined;
  if (!envelope || typeof envelope.status !== 'boolean')
    return {
      kind: 'unreachable',
      detail: `Paystack answered ${path} with HTTP ${answer.status} and no envelope`,
    };
  return {
    kind: 'answer',
    http: answer.status,
    body: { status: envelope.status, message: String(envelope.message ?? ''), data: envelope.data },
  };
}
