import { addDays, dateIn } from '@puente/domain';

const MX_TIME_ZONE = 'America/Mexico_City';

/**
 * STP's `fechaOperacion` of a moment, YYYYMMDD: its calendar date in Mexico City, as the abono
 * notifications we see carry it. STP dates what settles after its cut-off (17:30) or on a
 * non-banking day to the next banking day; reconciling every calendar day, a late deposit is found
 * on the day STP lists it, and a day STP lists nothing for compares nothing (docs/decisions/041).
 */
export function operationDayOf(at: Date): string {
  return dateIn(at, MX_TIME_ZONE).replaceAll('-', '');
}

/** The operation day before the one `now` is in: the last one that has ended. */
export function previousOperationDay(now: Date): string {
  return addDays(dateIn(now, MX_TIME_ZONE), -1).replaceAll('-', '');
}
