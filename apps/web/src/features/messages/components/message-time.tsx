import { formatInstant } from '@puente/domain';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';

/**
 * When a message was written, on the service's clock (the time the service stamped it), as the
 * market's clock shows it: "Mar 5, 2026, 2:05 PM" in Mexico City or Lagos whatever the phone's zone.
 */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const { language } = useI18n();
  const { market } = getAppIdentity();
  return (
    <time className={className} dateTime={iso}>
      {formatInstant(iso, market.currency, language)}
    </time>
  );
}
