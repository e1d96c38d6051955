import { ENVELOPE_FIELD_PATTERN } from '@puente/domain';
import { vi } from 'vitest';
import { decryptText } from '../api/envelope.ts';
import { contractProblem, reportContractProblem } from './fake-contract.ts';

/** One request as the server would see it once the envelope is opened. */
export interface SeenRequest {
  method: string;
  path: string;
  field: string;
  payload: Record<string, unknown>;
  headers: Record<string, string>;
  files: string[];
}

export type Handler = (request: SeenRequest) => { status?: number; body: unknown } | Promise<never>;

/**
 * A fetch double that opens the envelope with the package name from the request headers and
 * answers from `handlers` keyed by path (e.g. '/api/security/login'). Unknown paths answer 404.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const packageName = headers.packagename ?? '';
    let field = '';
    let hex = '';
    const files: string[] = [];
    if (init.body instanceof FormData) {
      for (const [key, value] of init.body.entries()) {
        if (typeof value === 'string' && ENVELOPE_FIELD_PATTERN.test(key)) [field, hex] = [key, value];
        else files.push(key);
      }
    } else if (typeof init.body === 'string') {
      [[field, hex] = ['', '']] = Object.entries(JSON.parse(init.body) as Record<string, string>);
    } else {
      [[field, hex] = ['', '']] = [...url.searchParams.entries()];
    }
    const payload = JSON.parse(decryptText(packageName, hex)) as Record<string, unknown>;
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      field,
      payload,
      headers,
      files,
    };
    seen.push(request);
    const handler = handlers[url.pathname];
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { code: 10000110, msg: 'nope', data: null } };
    if (handler) {
      const problem = contractProblem(request.method, request.path, payload, answer.body);
      if (problem) {
        reportContractProblem(problem);
        throw new Error(problem);
      }
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetchMock, seen, routes: handlers };
}

export const ok = (data: unknown, msg = 'Success') => ({ body: { code: 0, msg, data } });
export const fail = (code: number, msg: string, status = 400, data: unknown = null) => ({
  status,
  body: { code, msg, data },
});
