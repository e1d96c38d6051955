import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False while the screen paints for the first time, true just after: a part that brings its own
 * code (home's loan status and hot loans) or a call that may wait (to_borrow's products) starts
 * then, so it does not compete with the first paint on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: what comes after the paint renders in slices, never one long task (decision 064).
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
