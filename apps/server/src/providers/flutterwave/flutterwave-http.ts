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
export type FlutterwaveAnswer = { status: number; json: unknown } | { status: undefined; detail: string };

/** One request to Flutterwave v3 over the connection's wire; never throws. */
export async function flutterwaveRequest(
  connection: FlutterwaveConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<FlutterwaveAnswer> {
  try {
    const response = await connection.fetch(`${connection.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${connection.secretKey}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(FLUTTERWAVE_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch (error) {
    return { status: undefined, detail: `no answer: ${error instanceof Error ? error.message : 'error'}` };
  }
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
