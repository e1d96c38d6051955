import type { AnswerOf, ContractByRoute, PayloadOf, Route } from '@puente/domain/contract';
import { type ApiAnswer, apiCall, type CallOptions } from './client.ts';

export type { Route } from '@puente/domain/contract';
/** What a call takes, as its contract says. */
export type CallPayload<R extends Route> = PayloadOf<ContractByRoute[R]>;
/** What a call answers (its `data`), as its contract says. */
export type CallAnswer<R extends Route> = AnswerOf<ContractByRoute[R]>;

/**
 * Calls the service by the route of its contract (`packages/domain/src/contract`), e.g.
 * `call('POST /api/security/login', { mobile, code })`: the payload and the answer are typed from
 * the contract. The route is a string and the contract is imported for its types only, so the
 * production bundle carries no schema; in development every answer is checked against its
 * contract and a mismatch throws (checkAnswersWith), and in tests every fake's answer is.
 */
export async function call<R extends Route>(
  route: R,
  payload: CallPayload<R>,
  options: Omit<CallOptions, 'method' | 'base'> = {},
): Promise<ApiAnswer<CallAnswer<R>>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as 'GET' | 'POST';
  const url = route.slice(space + 1);
  const base = url.startsWith('/cou/') ? '/cou' : '/api';
  const answer = await apiCall<CallAnswer<R>>(url.slice(base.length), payload as Record<string, unknown>, {
    ...options,
    method,
    base,
  });
  answerCheck?.(route, answer.data);
  return answer;
}

let answerCheck: ((route: string, data: unknown) => void) | undefined;

/**
 * Development checks every answer against its contract (check-answer.ts, installed by main.tsx
 * under `import.meta.env.DEV`; tests check their fakes in testing/fake-contract.ts); production
 * carries no schema.
 */
export function checkAnswersWith(check: (route: string, data: unknown) => void): void {
  answerCheck = check;
}
