import { type MonnifyConnection, MonnifyUnavailableError } from './monnify-connection.ts';

/** How long before Monnify's stated expiry a token is given up, so none expires on the way. */
export const TOKEN_MARGIN_MS = 60_000;
/** How long Monnify is given to answer before the call counts as unanswered. */
export const MONNIFY_TIMEOUT_MS = 10_000;

/**
 * Monnify's bearer token (`POST /api/v1/auth/login` with Basic base64(apiKey:clientSecret)), kept
 * until shortly before its `expiresIn` and shared: calls made while a login is under way wait for
 * that one login instead of each starting their own.
 */
export class MonnifyAuth {
  private cached: { token: string; until: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly connection: MonnifyConnection,
    /** The clock the token's lifetime is counted on: the wall clock, as Monnify counts it. */
    private readonly now: () => number = Date.now,
  ) {}

  /** A token believed valid: the cached one, else one fresh login (shared by concurrent callers). */
  async token(): Promise<string> {
    if (this.cached && this.cached.until > this.now()) return this.cached.token;
    this.pending ??= this.login().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Monnify refused `token` (401): forget it, unless another call has already replaced it. */
  forget(token: string): void {
    if (this.cached?.token === token) this.cached = undefined;
  }

  private async login(): Promise<string> {
    const { apiKey, clientSecret, baseUrl } = this.connection;
    const basic = Buffer.from(`${apiKey}:${clientSecret}`).toString('base64');
    let status: number;
    let json: unknown;
    try {
      const response = await this.connection.fetch(`${baseUrl.replace(/\/+$/, '')}/api/v1/auth/login`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
        signal: AbortSignal.timeout(MONNIFY_TIMEOUT_MS),
      });
      status = response.status;
      json = await response.json().catch(() => undefined);
    } catch (error) {
      throw new MonnifyUnavailableError(
        `Monnify's login did not answer: ${error instanceof Error ? error.message : 'error'}`,
      );
    }
    const body = (json as { responseBody?: { accessToken?: unknown; expiresIn?: unknown } } | undefined)
      ?.responseBody;
    const token = body?.accessToken;
    const expiresIn = body?.expiresIn;
    if (status !== 200 || typeof token !== 'string' || !token || typeof expiresIn !== 'number')
      // Wrong credentials are an operator's problem, not a borrower's: the call waits and is retried.
      throw new MonnifyUnavailableError(`Monnify refused the login (HTTP ${status})`);
    const until = this.now() + Math.max(0, expiresIn * 1000 - TOKEN_MARGIN_MS);
    this.cached = { token, until };
    return token;
  }
}
