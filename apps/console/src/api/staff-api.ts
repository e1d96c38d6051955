import { currentLanguage } from '../i18n/locale.ts';

/** The service's answer to every staff call (decision 053). */
export interface StaffAnswer<T> {
  code: number;
  msg: string;
  data: T;
}

/** code of `staffSignedOut`: no session, or it ended (packages/domain/src/errors/staff-errors.ts). */
export const STAFF_SIGNED_OUT = 10011001;
/** code of `staffForbidden`. */
export const STAFF_FORBIDDEN = 10011002;
/** What the service answers when it could not be reached at all (no code of the catalogue). */
export const NETWORK_FAILURE = -1;

const CSRF_COOKIE = 'puente_staff_csrf';
const CSRF_HEADER = 'x-csrf-token';
export const STAFF_API_BASE = '/staff-api';

/** A refusal from the service, with its message already in the member's language. */
export class StaffApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
  /** Refine's notifications and onError read `statusCode`. */
  get statusCode(): number {
    return this.status;
  }
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

type SignedOutHandler = () => void;
let onSignedOut: SignedOutHandler = () => {
  const here = window.location.pathname + window.location.search;
  if (!window.location.pathname.startsWith('/console/sign-in')) {
    window.location.assign(`/console/sign-in?to=${encodeURIComponent(here)}`);
  }
};

/** The app sets this to a router navigation; the default reloads the sign-in page. */
export function whenSignedOut(handler: SignedOutHandler): void {
  onSignedOut = handler;
}

export interface StaffCallOptions {
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * Don't go to the sign-in page on code 10011001: for the calls that find out whether someone is
   * signed in (GET /me) and the sign-in steps themselves, which handle it in place.
   */
  signedOutIsExpected?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the staff API: JSON, the session cookie (same origin only), the member's language in `lang`,
 * and on a change (POST) the CSRF token the service set in a cookie readable by this page.
 * Returns `data` of a `{code:0}` answer; throws StaffApiError otherwise.
 */
export async function staffCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: StaffCallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', lang: currentLanguage() };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(staffUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StaffApiError(NETWORK_FAILURE, '', 0);
  }
  const answer = await readAnswer<T>(response);
  if (answer.code === 0) return answer.data;
  if (answer.code === STAFF_SIGNED_OUT && !options.signedOutIsExpected) onSignedOut();
  throw new StaffApiError(answer.code, answer.msg, response.status, answer.data);
}

export const staffApi = {
  get: <T>(path: string, options?: StaffCallOptions) => staffCall<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: StaffCallOptions) =>
    staffCall<T>('POST', path, body, options),
};

export function staffUrl(path: string, query?: StaffCallOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${STAFF_API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readAnswer<T>(response: Response): Promise<StaffAnswer<T>> {
  try {
    const json = (await response.json()) as Partial<StaffAnswer<T>>;
    if (typeof json.code === 'number') {
      return { code: json.code, msg: typeof json.msg === 'string' ? json.msg : '', data: json.data as T };
    }
  } catch {
    // Not JSON: a proxy's error page, say. Answered below as a failure with the HTTP status.
  }
  return { code: NETWORK_FAILURE, msg: '', data: null as T };
}
