import { type JsonAnswer, jsonRequest } from '../http/json-request.ts';
import type { StpConnection } from './stp-connection.ts';

/** How long STP is given to answer before the question is asked again later. */
export const STP_TIMEOUT_MS = 10_000;

/** STP's answer, read as text; `undefined` when no answer came (timeout, refused connection). */
export type StpAnswer = JsonAnswer;

/** One JSON request to STP over the connection's wire; never throws. */
export async function stpRequest(
  connection: StpConnection,
  method: 'PUT' | 'POST',
  path: string,
  body: Record<string, unknown>,
): Promise<StpAnswer> {
  const answer = await jsonRequest(connection, method, path, body, STP_TIMEOUT_MS);
  return answer.status === undefined ? { status: undefined, detail: `no answer: ${answer.detail}` } : answer;
}
