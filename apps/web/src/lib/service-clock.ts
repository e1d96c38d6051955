import { SERVICE_TIME_HEADER } from '@puente/domain';

/**
 * The service's clock, as its answers tell it (decision 033). A phone's clock may be days off, and
 * in the sandbox the service's business clock is moved on by testers: countdowns to the service's
 * deadlines and the dates the app works out itself (a preview's due dates, today's birth years,
 * whether support is open) read `serviceNow()`, never `Date.now()`.
 *
 * Each answer carries the business time (`x-service-time`) and the wall time (`Date`); each sets an
 * offset from this device's clock, taken at the middle of the request. Until the first answer the
 * offsets are zero: every screen that counts or dates waits for an answer before it shows anything.
 */
let businessOffsetMs = 0;
let wallOffsetMs = 0;

/** Now on the service's business clock, Unix milliseconds. */
export function serviceNow(): number {
  return Date.now() + businessOffsetMs;
}

/** Now on the service's business clock, as a Date (for the domain's date rules). */
export function serviceDate(): Date {
  return new Date(serviceNow());
}

/** Now on the service's wall clock, against which a request's `t` is judged (spec §7). */
export function serviceWallNow(): number {
  return Date.now() + wallOffsetMs;
}

/** Learns the service's clocks from an answer's headers; `sentAt` and `receivedAt` are this device's. */
export function noteServiceTime(headers: Headers, sentAt: number, receivedAt: number): void {
  const middle = (sentAt + receivedAt) / 2;
  const business = Number(headers.get(SERVICE_TIME_HEADER) ?? Number.NaN);
  if (Number.isFinite(business) && business > 0) businessOffsetMs = Math.round(business - middle);
  // `Date` counts whole seconds: half a second more is its likeliest reading.
  const wall = Date.parse(headers.get('date') ?? '');
  if (Number.isFinite(wall)) wallOffsetMs = Math.round(wall + 500 - middle);
}
