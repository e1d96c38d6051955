import { contractFor } from '@puente/domain/contract';

/**
 * Development only (main.tsx installs it behind `import.meta.env.DEV`): an answer of the running
 * service that breaks its contract is a bug, found where it happens. Tests check their fakes'
 * answers in testing/fake-contract.ts instead.
 */
export function checkAnswer(route: string, data: unknown): void {
  const [method = '', url = ''] = route.split(' ');
  const contract = contractFor(method, url);
  if (!contract) throw new Error(`No contract for ${route}`);
  const result = contract.answer.safeParse(data);
  if (!result.success) {
    throw new Error(`${route} answered outside its contract: ${result.error.message}`);
  }
}
