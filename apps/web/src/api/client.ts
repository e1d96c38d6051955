import { HEADERS, isSessionErrorCode, REQUEST_TIMEOUT_MS, TIMESTAMP_SKEWED_CODE } from '@puente/domain';
import { getLanguage } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { getAppIdentity } from '../lib/app-identity.ts';
import { readItem } from '../lib/local-store.ts';
import { nextTask } from '../lib/next-task.ts';
import { noteServiceTime } from '../lib/service-clock.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { showToast } from '../ui/toast.ts';
import { ApiError, NETWORK_FAILURE_CODE } from './api-error.ts';
import { beginLoading } from './loading.ts';
import { handleSessionLost } from './session.ts';

/** Every answer of the service: code 0 is success, msg is already in the request's language. */
export interface ApiAnswer<T> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Show the global loading overlay while the call runs (default true). */
  overlay?: boolean;
  /** Multipart upload: files sent beside the encrypted field (always POST). */
  files?: Record<string, Blob>;
  /**
   * A background check the person did not ask for: no overlay and no network toast (session codes
   * still end the session).
   */
  quiet?: boolean;
  /** Where the call lives: /api, except the country lookup, which spec §7 puts under /cou. */
  base?: typeof API_BASE | '/cou';
}

/** Relative, so the app works wherever the server mounts it; `vite dev` proxies /api. */
export const API_BASE = '/api';

/**
 * Calls the service (spec §7): the payload plus `t` is encrypted into one randomly named field,
 * sent in the query (GET), the JSON body (POST) or beside the files (multipart). Resolves with the
 * answer when code is 0; otherwise rejects with an ApiError. Session codes clear the session and
 * go home; a network failure hides the overlay and shows the network toast before rejecting.
 */
export async function apiCall<T>(
  path: string,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const endLoading = options.overlay === false || options.quiet ? () => {} : beginLoading();
  let answer: ApiAnswer<T> | undefined;
  try {
    answer = await send<T>(path, payload, options);
    // A phone whose clock is off is refused once, and told the service's time: the same request,
    // dated by the service's clock now, goes through (decision 033).
    if (answer?.code === TIMESTAMP_SKEWED_CODE) answer = await send<T>(path, payload, options);
  } finally {
    endLoading();
  }
  if (!answer) {
    if (!options.quiet) showToast(t('api.networkFailed'));
    throw new ApiError(NETWORK_FAILURE_CODE, t('api.networkFailed'), true);
  }

  if (answer.code === 0) return answer;
  if (isSessionErrorCode(answer.code)) {
    handleSessionLost(answer.msg, answer.code);
    throw new ApiError(answer.code, answer.msg, true, answer.data);
  }
  throw new ApiError(answer.code, answer.msg, false, answer.data);
}

let envelope: Promise<typeof import('./envelope.ts')> | undefined;

/**
 * The cipher, loaded once. It comes with the first call, not with the first screen: AES's tables
 * cost a first visit 3.5 kB of JavaScript and a long task before anything paints (decision 064).
 * The calls waiting for it go on in a later task than the one that built the tables (decision 066).
 */
function loadEnvelope(): Promise<typeof import('./envelope.ts')> {
  envelope ??= import('./envelope.ts').then(
    async (module) => {
      await nextTask();
      return module;
    },
    (error: unknown) => {
      envelope = undefined; // the next call tries again
      throw error;
    },
  );
  return envelope;
}

/**
 * One request: sealed, sent and read, or undefined when the network failed; the service's clock is
 * learnt from whatever it answers.
 */
async function send<T>(
  path: string,
  payload: Record<string, unknown>,
  options: CallOptions,
): Promise<ApiAnswer<T> | undefined> {
  const method = options.files ? 'POST' : (options.method ?? 'GET');
  const { packageName } = getAppIdentity();
  const { sealPayload } = await loadEnvelope();
  const sealed = sealPayload(packageName, payload);
  const headers = requestHeaders();
  let url = `${options.base ?? API_BASE}${path}`;
  let body: BodyInit | undefined;
  if (options.files) {
    const form = new FormData();
    form.append(sealed.field, sealed.value);
    for (const [name, file] of Object.entries(options.files)) {
      form.append(name, file, file instanceof File ? file.name : name);
    }
    body = form;
  } else if (method === 'GET') {
    url += `?${sealed.field}=${sealed.value}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ [sealed.field]: sealed.value });
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    const sentAt = Date.now();
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal });
    } catch {
      return undefined;
    }
    noteServiceTime(response.headers, sentAt, Date.now());
    return await readAnswer<T>(response);
  } finally {
    clearTimeout(timer);
  }
}

function requestHeaders(): Record<string, string> {
  const { packageName, appName } = getAppIdentity();
  const headers: Record<string, string> = {
    [HEADERS.packageName]: packageName,
    [HEADERS.appName]: appName,
    [HEADERS.lang]: getLanguage(),
    [HEADERS.noCache]: 'true',
    accept: 'application/json',
  };
  const token = readItem(STORAGE_KEYS.token);
  if (token) headers[HEADERS.authorization] = token;
  const afid = readItem(STORAGE_KEYS.afid);
  if (afid) headers[HEADERS.afid] = afid;
  return headers;
}

/** Reads `{code, msg, data}` whatever the HTTP status; an unreadable body is a failed request. */
async function readAnswer<T>(response: Response): Promise<ApiAnswer<T>> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') {
    const { code, msg, data } = parsed as { code: number; msg?: unknown; data?: unknown };
    return { code, msg: typeof msg === 'string' ? msg : '', data: (data ?? null) as T };
  }
  return { code: NETWORK_FAILURE_CODE, msg: t('api.requestFailed'), data: null as T };
}

/** Shows the message of a failed call, unless the client already showed one. */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!error.handled) showToast(error.message || t('api.requestFailed'));
    return;
  }
  showToast(t('api.requestFailed'));
}
