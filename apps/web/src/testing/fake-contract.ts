import { ERRORS, errorByCode } from '@puente/domain';
import { COMMON_ERRORS, contractFor, SESSION_ERRORS } from '@puente/domain/contract';

/**
 * What a fake answer owes the contract of the call it answers: the payload the app sent fits the
 * call's payload, a success fits its answer, a refusal is one the call can give. A fake that drifts
 * from the service (a status name, a code the service never sends) fails the test that uses it.
 */
export function contractProblem(
  method: string,
  path: string,
  payload: unknown,
  body: unknown,
): string | undefined {
  const contract = contractFor(method, path);
  if (!contract) return `${method} ${path} has no contract`;
  const sent = contract.payload.safeParse(payload);
  if (!sent.success)
    return `the app sent ${method} ${path} a payload outside its contract: ${sent.error.message}`;
  const { code, data } = (body ?? {}) as { code?: unknown; data?: unknown };
  if (code === 0) {
    const answer = contract.answer.safeParse(data);
    return answer.success
      ? undefined
      : `the fake answered ${method} ${path} outside its contract: ${answer.error.message}`;
  }
  const name = typeof code === 'number' ? errorByCode(code) : undefined;
  const allowed: readonly string[] = [
    ...COMMON_ERRORS,
    ...(contract.auth ? SESSION_ERRORS : []),
    ...contract.errors,
  ];
  if (name && allowed.includes(name)) return undefined;
  return `the fake refused ${method} ${path} with code ${String(code)}${name ? ` (${name})` : ''}, which its contract does not list (${contract.errors.map((e) => `${e} ${ERRORS[e].code}`).join(', ') || 'none of its own'})`;
}

const problems: string[] = [];

/** Kept until the test ends (setup.ts fails it), since the app may swallow a failed fetch. */
export function reportContractProblem(problem: string): void {
  problems.push(problem);
}

export function takeContractProblems(): string[] {
  return problems.splice(0);
}
