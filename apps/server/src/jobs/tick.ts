/**
 * The tick moves every row whose deadline has passed. Each area adds its step here; every step is
 * set-based, so a tick is correct whether the business clock moved by a second or by forty days.
 */
export type TickStep = () => Promise<unknown>;

export function makeTick(steps: TickStep[]): () => Promise<void> {
  return async () => {
    for (const step of steps) await step();
  };
}
