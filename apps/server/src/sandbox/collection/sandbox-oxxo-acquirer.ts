import { randomUUID } from 'node:crypto';
import type { OxxoAcquirer } from '../../providers/collection/oxxo-acquirer.ts';
import { oxxoReference } from '../../providers/collection/oxxo-reference.ts';

/**
 * The sandbox's OXXO acquirer: our references, and a payment notified within minutes
 * (sandbox-collections.ts), which keeps the product's promise that a payment shows within 15.
 */
export const sandboxOxxoAcquirer: OxxoAcquirer = {
  issueReference: () => oxxoReference(randomUUID()),
  reflected: 'withinMinutes',
};
