import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toast.ts';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('are alerts a screen reader says, one at a time, gone after 2.5 s', () => {
    vi.useFakeTimers();
    showToast('Saved');
    expect(screen.getByRole('alert').textContent).toBe('Saved');
    vi.advanceTimersByTime(2_000);
    showToast('Try again');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Try again']);
    // The replaced toast's timer no longer counts: the new one stays its own 2.5 s.
    vi.advanceTimersByTime(2_000);
    expect(screen.getByRole('alert').textContent).toBe('Try again');
    vi.advanceTimersByTime(500);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
