import type { DrawOfferView } from '@puente/domain';

type Prize = DrawOfferView['prizes'][number];

export interface Slice {
  prizeId: string;
  /** Degrees clockwise from the pointer (the top), where the slice starts, ends and has its middle. */
  start: number;
  end: number;
  mid: number;
  color: string;
}

const COLORS = ['#0f766e', '#d97706', '#4f46e5', '#be185d', '#0369a1', '#4d7c0f'];

/** How many whole turns the wheel makes before it stops: enough to read as a spin, not to bore. */
export const SPIN_TURNS = 5;

/**
 * The wheel's slices, each as wide as the prize's stated chance, so the picture says the odds the
 * service draws with (rounded chances are spread over the whole circle).
 */
export function slicesOf(prizes: readonly Prize[]): Slice[] {
  const total = prizes.reduce((sum, p) => sum + p.chancePercent, 0) || 1;
  let start = 0;
  return prizes.map((prize, index) => {
    const end = start + (prize.chancePercent / total) * 360;
    const slice = {
      prizeId: prize.prizeId,
      start,
      end,
      mid: (start + end) / 2,
      color: COLORS[index % COLORS.length] ?? '#0f766e',
    };
    start = end;
    return slice;
  });
}

/** The wheel's background: one colour per slice, clockwise from the top. */
export function wheelBackground(slices: readonly Slice[]): string {
  const stops = slices.map((s) => `${s.color} ${s.start}deg ${s.end}deg`).join(', ');
  return `conic-gradient(${stops})`;
}

/**
 * The rotation (degrees, clockwise) that stops the middle of the won slice under the pointer,
 * after SPIN_TURNS more whole turns than `from`.
 */
export function landingRotation(slices: readonly Slice[], prizeId: string, from = 0): number {
  const mid = slices.find((s) => s.prizeId === prizeId)?.mid ?? 0;
  const base = from - (from % 360) + SPIN_TURNS * 360;
  return base + ((360 - mid) % 360);
}
