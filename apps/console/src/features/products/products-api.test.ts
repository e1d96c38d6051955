import { describe, expect, it } from 'vitest';
import { zonedToIso } from './products-api.ts';

describe('a product change in force from a wall-clock time of its market', () => {
  it('reads the time in the market zone', () => {
    // Mexico City has kept UTC-6 all year since 2022; Lagos is UTC+1.
    expect(zonedToIso('2026-12-01T00:00', 'America/Mexico_City')).toBe('2026-12-01T06:00:00.000Z');
    expect(zonedToIso('2026-12-01T00:00', 'Africa/Lagos')).toBe('2026-11-30T23:00:00.000Z');
  });
});
