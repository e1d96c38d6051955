/**
 * Runs `run` just after the browser's next paint; answers a function that cancels it. A frame
 * callback runs just before the paint, and a task it queues runs after it.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
