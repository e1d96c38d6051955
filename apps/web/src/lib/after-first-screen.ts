import { afterNextPaint } from './after-next-paint.ts';

/**
 * Runs `run` once, just after the first paint that shows anything in `container`: React renders
 * the root asynchronously, and the router renders nothing until the first screen's code is in, so
 * "after render()" is long before the person sees a screen.
 */
export function afterFirstScreen(container: Element, run: () => void): void {
  if (container.firstChild) {
    afterNextPaint(run);
    return;
  }
  const observer = new MutationObserver(() => {
    observer.disconnect();
    afterNextPaint(run);
  });
  observer.observe(container, { childList: true });
}
