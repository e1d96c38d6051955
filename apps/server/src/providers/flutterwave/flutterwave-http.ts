import { bearerJsonRequest, type JsonAnswer } from '../http/json-request.ts';

/** How a client reaches Flutterwave v3: its base URL and wire, and our secret key (Bearer). */
export interface FlutterwaveConnection {
  /** Flutterwave's API (`https://api.flutterwave.com`), or a stand-in's. */
  baseUrl: string;
  fetch: typeof fetch;
  /** `FLWSECK-…` (live) or `FLWSECK_TEST-…` (test mode), sent as `Authorization: Bearer`. */
  secretKey: string;
}

/** How long Flutterwave is given to answer before the question is left for later. */
export const FLUTTERWAVE_TIMEOUT_MS = 15_000;

/**
 * Flutterwave's answer: the HTTP status and the `{status, message, data}` envelope it always sends
 * (`undefined` when the body was not JSON), or no answer at all (timeout, refused connection).
 */
export type FlutterwaveAnswer = JsonAnswer;

/** One request to Flutterwave v3 over the connection's wire; never throws. */
export async function flutterwaveRequest(
  connection: FlutterwaveConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<FlutterwaveAnswer> {
  const answer = await bearerJsonRequest(connection, method, path, body, FLUTTERWAVE_TIMEOUT_MS);
  return answer.status === undefined ? { status: undefined, detail: `no answer: ${answer.detail}` } : answer;
}

/** The envelope's `message`, for a refusal's detail (never the whole body: it may name the payer). */
export function flutterwaveMessage(json: unknown): string {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : 'no message';
}

/** The envelope's `data` when Flutterwave said `status: "success"`, else undefined. */
export function successData(json: unknown): Record<string, unknown> | undefined {
  const envelope = json as { status?: unknown; data?: unknown } | undefined;
  if (envelope?.status !== 'success') return undefined;
  const data = envelope.data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}
