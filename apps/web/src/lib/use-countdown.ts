import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a code may be sent again (login, register, bank account) or the review decides;
 * `start(seconds)` begins a new wait.
 */
export function useCountdown(secondsAtStart = 0): { secondsLeft: number; start: (seconds: number) => void } {
  // Counting from the first render, so the screen never shows 00:00 for a frame before it starts.
  const [endsAt, setEndsAt] = useState(() => (secondsAtStart > 0 ? Date.now() + secondsAtStart * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
