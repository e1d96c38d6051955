import { ENVELOPE_FIELD_PATTERN, ERRORS, MAX_CLOCK_SKEW_SECONDS, SERVICE_TIME_HEADER } from '@puente/domain';
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

const deviceClock = () => Date.now();
/** The fake service's clocks: the device's, unless a test sets them apart (`fakeServiceClock`). */
let serviceClock = { business: deviceClock, wall: deviceClock };

/**
 * Sets the fake service's clocks apart from the device's (Date.now(), which a test may fake): its
 * business clock (a tester may have moved it on) and its wall clock (a phone's may be wrong); with
 * no argument, back to the device's. The setup resets them after each test.
 */
export function fakeServiceClock(business: () => number = deviceClock, wall: () => number = business): void {
  serviceClock = { business, wall };
}

export type Handler = (request: SeenRequest) => { status?: number; body: unknown } | Promise<never>;

/**
 * A fetch double that opens the envelope with the package name from the request headers and
 * answers from `handlers` keyed by path (e.g. '/api/security/login'). Unknown paths answer 404.
 * Like the service, it refuses a request dated too far from its clock, and every answer carries
 * its time (the business time header and Date).
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
    const now = serviceClock.business();
    const wall = serviceClock.wall();
    const skewed = Math.abs(Number(payload.t) - wall / 1000) > MAX_CLOCK_SKEW_SECONDS;
    const handler = skewed ? undefined : handlers[url.pathname];
    const answer = skewed
      ? fail(ERRORS.timestampSkewed.code, ERRORS.timestampSkewed.en)
      : handler
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
      headers: {
        'content-type': 'application/json',
        [SERVICE_TIME_HEADER]: String(now),
        date: new Date(wall).toUTCString(),
      },
    });
  });
  return { fetch: fetchMock, seen, routes: handlers };
}

export const ok = (data: unknown, msg = 'Success') => ({ body: { code: 0, msg, data } });
export const fail = (code: number, msg: string, status = 400, data: unknown = null) => ({
  status,
  body: { code, msg, data },
});
