import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen.ts';

describe('afterFirstScreen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits while the container is empty and runs once after the first screen is in it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const run = vi.fn();
    afterFirstScreen(container, run);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(run).not.toHaveBeenCalled();

    container.appendChild(document.createElement('main'));
    container.appendChild(document.createElement('nav'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    container.appendChild(document.createElement('footer'));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint when the container already shows something', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.appendChild(document.createElement('main'));
    const run = vi.fn();
    afterFirstScreen(container, run);
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });
});
