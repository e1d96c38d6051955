import { CONTRACTS, routeOf } from '@puente/domain/contract';

/**
 * Development and tests only (main.tsx installs it behind `import.meta.env.DEV`, the test setup always): an answer that breaks
 * its contract is a bug in the service or in a test's fake, found where it happens.
 */
export function checkAnswer(route: string, data: unknown): void {
  const contract = CONTRACTS.find((c) => routeOf(c) === route);
  if (!contract) throw new Error(`No contract for ${route}`);
  const result = contract.answer.safeParse(data);
  if (!result.success) {
    throw new Error(`${route} answered outside its contract: ${result.error.message}`);
  }
}
