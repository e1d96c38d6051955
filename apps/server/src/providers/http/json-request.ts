/** A provider reached with a secret key as `Authorization: Bearer` (Paystack, Flutterwave). */
export interface BearerConnection {
  baseUrl: string;
  fetch: typeof fetch;
  secretKey: string;
}

/** The HTTP status and the body read as JSON (`undefined` when it was not), or no answer at all. */
export type JsonAnswer = { status: number; json: unknown } | { status: undefined; detail: string };

/** One JSON request with the secret key as Bearer; never throws. */
export function bearerJsonRequest(
  connection: BearerConnection,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> | undefined,
  timeoutMs: number,
): Promise<JsonAnswer> {
  return jsonRequest(connection, method, path, body, timeoutMs, {
    authorization: `Bearer ${connection.secretKey}`,
  });
}

/** One JSON request over the connection's wire; never throws (a timeout or a refused connection is no answer). */
export async function jsonRequest(
  connection: { baseUrl: string; fetch: typeof fetch },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown> | undefined,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  try {
    const response = await connection.fetch(`${connection.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        ...headers,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
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
    return { status: undefined, detail: error instanceof Error ? error.message : 'error' };
  }
}
