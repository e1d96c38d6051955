import { randomUUID } from 'node:crypto';
import { sandboxOxxoAcquirer } from '../../sandbox/collection/sandbox-oxxo-acquirer.ts';
import type { OxxoAcquirer } from './oxxo-acquirer.ts';
import { oxxoReference } from './oxxo-reference.ts';

/**
 * Sandbox mode gets the sandbox acquirer, which notifies a payment within minutes. Production issues
 * our own references (oxxo-reference.ts) and tells payers what a real acquirer does: the payment
 * shows by the next business day.
 */
export function createOxxoAcquirer(settings: { sandbox: boolean }): OxxoAcquirer {
  if (settings.sandbox) return sandboxOxxoAcquirer;
  return { issueReference: () => oxxoReference(randomUUID()), reflected: 'nextBusinessDay' };
}
