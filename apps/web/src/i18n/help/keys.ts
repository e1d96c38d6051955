import type { SupportStatus } from '@puente/domain/content';

/** The sentence that says whether support is open, and if not, when it opens again. */
export function supportStatusKey(
  status: SupportStatus,
): 'service.openNow' | 'service.opensToday' | 'service.opensTomorrow' | 'service.opensOn' {
  if (status.open) return 'service.openNow';
  const inDays = status.nextOpening?.inDays ?? 1;
  if (inDays === 0) return 'service.opensToday';
  return inDays === 1 ? 'service.opensTomorrow' : 'service.opensOn';
}
