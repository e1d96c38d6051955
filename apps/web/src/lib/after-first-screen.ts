/**
 * Runs `run` once, just after the first paint that shows anything in `container`: React renders
 * the root asynchronously, and the router renders nothing until the first screen's code is in, so
 * "after render()" is long before the person sees a screen.
 */
export function afterFirstScreen(container: Element, run: () => void): void {
  // A frame callback runs just before the next paint; a task it queues runs after that paint.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(run));
  };
  if (container.firstChild) {
    afterPaint();
    return;
  }
  const observer = new MutationObserver(() => {
    observer.disconnect();
    afterPaint();
  });
  observer.observe(container, { childList: true });
}
