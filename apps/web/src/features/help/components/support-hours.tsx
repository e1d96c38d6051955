import {
  clockTime,
  SUPPORT_HOURS,
  supportHoursText,
  supportStatus,
  weekdayName,
} from '@puente/domain/content';
import { useEffect, useState } from 'react';
import { supportStatusKey } from '../../../i18n/help/keys.ts';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { serviceDate } from '../../../lib/service-clock.ts';

const MINUTE_MS = 60_000;

/**
 * The service's time (not the phone's, decision 033), again every minute, so "open now" turns to
 * "closed" while the screen is open.
 */
function useNow(): Date {
  const [now, setNow] = useState(() => serviceDate());
  useEffect(() => {
    const timer = setInterval(() => setNow(serviceDate()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The hours in the market's time, whether a person answers right now, and what happens outside them. */
export function SupportHours({ timeZone }: { timeZone: string }) {
  const { t, language } = useHelpI18n();
  const { market } = getAppIdentity();
  const status = supportStatus(useNow(), timeZone);
  const time = clockTime(status.open ? SUPPORT_HOURS.closesMinute : SUPPORT_HOURS.opensMinute);
  const day = weekdayName(status.nextOpening?.weekday ?? 1, market.id, language);
  return (
    <>
      <section className="ui-card" aria-labelledby="service-hours">
        <h2 id="service-hours" className="ui-card-title">
          {t('service.hoursTitle')}
        </h2>
        <p>{supportHoursText(market.id, language)}</p>
        <p className={status.open ? 'help-status help-status-open' : 'help-status help-status-closed'}>
          {t(supportStatusKey(status), { time, day })}
        </p>
      </section>
      <section className="ui-card" aria-labelledby="service-outside">
        <h2 id="service-outside" className="ui-card-title">
          {t('service.outsideTitle')}
        </h2>
        <p>{t('service.outside')}</p>
      </section>
    </>
  );
}
