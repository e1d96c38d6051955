import { MONNIFY_TIMEOUT_MS, MonnifyAuth } from './monnify-auth.ts';
import {
  type MonnifyConnection,
  type MonnifyEnvelope,
  MonnifyUnavailableError,
} from './monnify-connection.ts';

/** An answer Monnify gave: its HTTP status and envelope (a refusal is an answer too). */
export interface MonnifyAnswer<T> {
  status: number;
  envelope: MonnifyEnvelope<T>;
}

/**
 * Monnify's API behind its login: each call carries the shared bearer token; a 401 (the token
 * expired early, or Monnify forgot it) logs in again once and repeats the call once, never more.
 * Throws MonnifyUnavailableError when Monnify cannot be asked (no answer, a 5xx, a login refused,
 * or a second 401); any other answer, refusals included, is given back to the caller to read.
 */
export class MonnifyHttp {
  readonly auth: MonnifyAuth;

  constructor(
    readonly connection: MonnifyConnection,
    now?: () => number,
  ) {
    this.auth = new MonnifyAuth(connection, now);
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MonnifyAnswer<T>> {
    const first = await this.auth.token();
    const answer = await this.once<T>(method, path, body, first);
    if (answer.status !== 401) return this.checked(answer);
    this.auth.forget(first);
    const again = await this.once<T>(method, path, body, await this.auth.token());
    if (again.status === 401) throw new MonnifyUnavailableError('Monnify refused a fresh token (HTTP 401)');
    return this.checked(again);
  }

  private checked<T>(answer: MonnifyAnswer<T>): MonnifyAnswer<T> {
    if (answer.status >= 500) throw new MonnifyUnavailableError(`Monnify answered HTTP ${answer.status}`);
    return answer;
  }

  private async once<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token: string,
  ): Promise<MonnifyAnswer<T>> {
    const url = `${this.connection.baseUrl.replace(/\/+$/, '')}${path}`;
    try {
      const response = await this.connection.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        signal: AbortSignal.timeout(MONNIFY_TIMEOUT_MS),
      });
      const json = (await response.json().catch(() => undefined)) as MonnifyEnvelope<T> | undefined;
      const envelope: MonnifyEnvelope<T> =
        json && typeof json === 'object'
          ? json
          : { requestSuccessful: false, responseMessage: 'not JSON', responseCode: 'HTTP' };
      return { status: response.status, envelope };
    } catch (error) {
      throw new MonnifyUnavailableError(
        `Monnify did not answer: ${error instanceof Error ? error.message : 'error'}`,
      );
    }
  }
}

/** The envelope's body when Monnify says it succeeded, else undefined. */
export function succeeded<T>(answer: MonnifyAnswer<T>): T | undefined {
  const { envelope } = answer;
  if (answer.status >= 200 && answer.status < 300 && envelope.requestSuccessful && envelope.responseBody)
    return envelope.responseBody;
  return undefined;
}
