/**
 * The only arithmetic used on money: integers in minor units, one rounding rule (half up). Major
 * units exist only at the edges (the API and the screen).
 */

const PPM = 1_000_000;

/** Integer division rounding half up, exact for any safe integers (BigInt inside). */
export function roundDiv(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundDiv needs safe integers, got ${numerator} / ${denominator}`);
  }
  if (numerator < 0 || denominator <= 0) {
    throw new RangeError(`roundDiv needs a non-negative numerator and a positive denominator`);
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** `amount × ppm / 1,000,000`, rounded half up. */
export function applyPpm(amountMinor: number, ppm: number, times = 1): number {
  return roundDiv(amountMinor * ppm * times, PPM);
}

/** Minor units to major units, for the wire and the screen only. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** Major units (at most two decimals) to minor units; anything finer is refused. */
export function toMinor(major: number): number {
  const minor = Math.round(major * 100);
  if (!Number.isFinite(major) || Math.abs(minor - major * 100) > 1e-6 || !Number.isSafeInteger(minor)) {
    throw new RangeError(`${major} is not an amount in major units with at most two decimals`);
  }
  return minor;
}

/** A rate in parts per million as a percentage: 900 ppm → 0.09 (%). */
export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on `YYYY-MM-DD` dates (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar date of an instant in a time zone, as `YYYY-MM-DD`. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
