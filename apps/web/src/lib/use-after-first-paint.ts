import { useEffect, useState } from 'react';

/**
 * False while the screen paints for the first time, true just after: a part that brings its own
 * code (home's loan status and hot loans) asks for it then, so that download does not compete
 * with the first paint on a slow phone network.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the next paint; a task it queues runs after that paint.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
