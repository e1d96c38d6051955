import type { StpConnection } from './stp-connection.ts';

/** How long STP is given to answer before the question is asked again later. */
export const STP_TIMEOUT_MS = 10_000;

/** STP's answer, read as text; `undefined` when no answer came (timeout, refused connection). */
export type StpAnswer = { status: number; json: unknown } | { status: undefined; detail: string };

/** One JSON request to STP over the connection's wire; never throws. */
export async function stpRequest(
  connection: StpConnection,
  method: 'PUT' | 'POST',
  path: string,
  body: Record<string, unknown>,
): Promise<StpAnswer> {
  try {
    const response = await connection.fetch(`${connection.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(STP_TIMEOUT_MS),
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
