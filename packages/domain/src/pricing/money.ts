/**
 * The only arithmetic used on money: integers in minor units, one rounding rule (half up). Major
 * units exist only at the edges (the API and the screen).
 */

const PPM = 1_000_000n;

/** Integer division rounding half up, exact for any safe integers (BigInt inside). */
export function roundDiv(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundDiv needs safe integers, got ${numerator} / ${denominator}`);
  }
  if (numerator < 0 || denominator <= 0) {
    throw new RangeError(`roundDiv needs a non-negative numerator and a positive denominator`);
  }
  return Number(halfUp(BigInt(numerator), BigInt(denominator)));
}

/** ⌊n / d + ½⌋ for n ≥ 0, d > 0: the one rounding rule. */
function halfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * `amount × ppm × times / 1,000,000`, rounded half up. The product is taken in BigInt, so it is exact
 * however large it grows (the largest demo product, 500,000 naira × 0.98 % × 365 days, is already
 * 1.8 × 10^14, within 2^53, but a configuration should not have to know that).
 */
export function applyPpm(amountMinor: number, ppm: number, times = 1): number {
  for (const value of [amountMinor, ppm, times]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`applyPpm needs non-negative safe integers, got ${value}`);
    }
  }
  const result = Number(halfUp(BigInt(amountMinor) * BigInt(ppm) * BigInt(times), PPM));
  if (!Number.isSafeInteger(result)) throw new RangeError('applyPpm result is not a safe integer');
  return result;
}

/** Minor units to major units, for the wire and the screen only. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/**
 * Major units (at most two decimals) to minor units; anything finer is refused. The tolerance grows
 * with the amount because `major * 100` carries a floating-point error proportional to it, far below
 * half a cent for any amount a safe integer of cents can hold.
 */
export function toMinor(major: number): number {
  const scaled = major * 100;
  const minor = Math.round(scaled);
  const tolerance = 1e-6 + Math.abs(scaled) * 4 * Number.EPSILON;
  if (!Number.isFinite(major) || Math.abs(minor - scaled) > tolerance || !Number.isSafeInteger(minor)) {
    throw new RangeError(`${major} is not an amount in major units with at most two decimals`);
  }
  return minor;
}

/** A rate in parts per million as a percentage: 900 ppm → 0.09 (%). */
export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

const DAY_MS = 86_400_000;

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Calendar arithmetic on `YYYY-MM-DD` dates (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar date of an instant in a time zone, as `YYYY-MM-DD`. */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

export function dateIn(instant: Date, timeZone: string): string {
  // Building a formatter costs far more than using one, and this runs on every application and tick.
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DATE_FORMATS.set(timeZone, format);
  }
  return format.format(instant);
}
