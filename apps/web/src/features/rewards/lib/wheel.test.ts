import { describe, expect, it } from 'vitest';
import { landingRotation, slicesOf, wheelBackground } from './wheel.ts';

const prizes = [
  { prizeId: 'a', name: 'A', chancePercent: 60 },
  { prizeId: 'b', name: 'B', chancePercent: 30 },
  { prizeId: 'c', name: 'C', chancePercent: 10 },
];

describe('the prize wheel', () => {
  it('makes each slice as wide as its chance', () => {
    const slices = slicesOf(prizes);
    expect(slices.map((s) => [s.start, s.end])).toEqual([
      [0, 216],
      [216, 324],
      [324, 360],
    ]);
    expect(wheelBackground(slices)).toContain('#0f766e 0deg 216deg');
  });

  it('stops the middle of the won slice under the pointer, after whole turns', () => {
    const slices = slicesOf(prizes);
    for (const slice of slices) {
      const rotation = landingRotation(slices, slice.prizeId);
      expect((rotation + slice.mid) % 360).toBeCloseTo(0);
      expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    }
    expect(landingRotation(slices, 'b', 1900)).toBeGreaterThan(1900 + 4 * 360);
  });
});
