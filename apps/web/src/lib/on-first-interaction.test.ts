import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction.ts';

describe('onFirstInteraction', () => {
  const cancels: Array<() => void> = [];
  afterEach(() => {
    for (const cancel of cancels.splice(0)) cancel();
  });

  it('runs once, on the first touch or key press, not before', () => {
    const run = vi.fn();
    cancels.push(onFirstInteraction(run));
    document.body.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the screen that wanted it has gone)', () => {
    const run = vi.fn();
    onFirstInteraction(run)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});
