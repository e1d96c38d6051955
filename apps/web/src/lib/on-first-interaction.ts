const EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `run` once, when the person first touches, clicks or types anywhere; answers a function
 * that cancels it. For code only an action can need (a toast, the number parser): fetched at the
 * first sign of one, it stays out of the first paint's network and still arrives before a submit.
 */
export function onFirstInteraction(run: () => void): () => void {
  const cancel = () => {
    for (const type of EVENTS) document.removeEventListener(type, handle, true);
  };
  function handle() {
    cancel();
    run();
  }
  for (const type of EVENTS) document.addEventListener(type, handle, { capture: true, passive: true });
  return cancel;
}
