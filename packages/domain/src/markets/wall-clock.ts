const CLOCK_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = CLOCK_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    CLOCK_FORMATS.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a clock in `timeZone` shows `date` (`YYYY-MM-DD`) at `time` (`HH:MM:SS`): start from
 * the wall time read as if it were UTC and correct by the zone's offset at the guess until it holds
 * still (twice at most, where the offset changes between the guess and the answer).
 */
export function instantOfWallClock(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time}Z`);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const next = wanted - offsetAt(guess, timeZone);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}
