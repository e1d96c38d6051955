import { DomainError } from '@puente/domain';

/** "order number cannot be empty" (spec §8) rather than a generic schema refusal. */
export function requireOrderNo(payload: { orderNo?: string | undefined }): string {
  if (!payload.orderNo) throw new DomainError('orderNoMissing');
  return payload.orderNo;
}
