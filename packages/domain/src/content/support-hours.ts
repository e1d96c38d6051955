import type { Language, Localized } from '../i18n/language.ts';
import { MARKETS, type MarketId } from '../markets/markets.ts';

/**
 * When a person answers the phone and the e-mail (spec §9: 9:00–18:00 Monday to Friday), in the
 * market's own time. Weekdays are ISO numbers (1 Monday … 7 Sunday); times are minutes after midnight.
 */
export const SUPPORT_HOURS = {
  weekdays: [1, 2, 3, 4, 5] as readonly number[],
  opensMinute: 9 * 60,
  closesMinute: 18 * 60,
} as const;

export type SupportHours = typeof SUPPORT_HOURS;

export interface SupportStatus {
  open: boolean;
  /** While closed: in how many days it opens (0 today, 1 tomorrow…), and on which ISO weekday. */
  nextOpening?: { inDays: number; weekday: number };
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday and the minute of the day that `now` is on the clocks of `timeZone`. */
export function localClock(now: Date, timeZone: string): { weekday: number; minute: number } {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether support is open at `now` in `timeZone`, and if not, when it opens again. */
export function supportStatus(
  now: Date,
  timeZone: string,
  hours: SupportHours = SUPPORT_HOURS,
): SupportStatus {
  const { weekday, minute } = localClock(now, timeZone);
  const workday = hours.weekdays.includes(weekday);
  if (workday && minute >= hours.opensMinute && minute < hours.closesMinute) return { open: true };
  if (workday && minute < hours.opensMinute) return { open: false, nextOpening: { inDays: 0, weekday } };
  for (let inDays = 1; inDays <= 7; inDays++) {
    const next = ((weekday - 1 + inDays) % 7) + 1;
    if (hours.weekdays.includes(next)) return { open: false, nextOpening: { inDays, weekday: next } };
  }
  return { open: false };
}

const ZONE_NAMES: Record<MarketId, Localized> = {
  MX: { en: 'Mexico City time', es: 'hora de la Ciudad de México' },
  NG: { en: 'Lagos time', es: 'hora de Lagos' },
};

/** "Mexico City time": the clock the market's hours are kept in. */
export function marketTimeName(market: MarketId, language: Language): string {
  return ZONE_NAMES[market][language];
}

/** A weekday's name (ISO number) in the market's locale: "Monday", "lunes". */
export function weekdayName(weekday: number, market: MarketId, language: Language): string {
  // 2026-01-05 was a Monday; noon UTC is the same date in every market.
  const day = new Date(Date.UTC(2026, 0, 4 + weekday, 12));
  return new Intl.DateTimeFormat(MARKETS[market].locales[language], {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(day);
}

/** "9:00" or "18:00": support hours are read on a 24-hour clock in both languages. */
export function clockTime(minuteOfDay: number): string {
  return `${Math.floor(minuteOfDay / 60)}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** "Monday to Friday, 9:00 to 18:00 (Mexico City time)", from the configured hours. */
export function supportHoursText(
  market: MarketId,
  language: Language,
  hours: SupportHours = SUPPORT_HOURS,
): string {
  const first = weekdayName(hours.weekdays[0] ?? 1, market, language);
  const last = weekdayName(hours.weekdays[hours.weekdays.length - 1] ?? 5, market, language);
  const from = clockTime(hours.opensMinute);
  const to = clockTime(hours.closesMinute);
  const zone = marketTimeName(market, language);
  return language === 'es'
    ? `De ${first} a ${last}, de ${from} a ${to} (${zone})`
    : `${first} to ${last}, ${from} to ${to} (${zone})`;
}
