import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from './leave-for.ts';

afterEach(() => vi.restoreAllMocks());

describe('leaveFor', () => {
  it('opens http(s) addresses and nothing else', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ href: 'http://localhost/', assign } as never);

    expect(leaveFor('https://checkout.paystack.com/abc')).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://checkout.paystack.com/abc');
    expect(leaveFor('/dev/checkout/ref-1')).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('http://localhost/dev/checkout/ref-1');

    expect(leaveFor('javascript:alert(1)')).toBe(false);
    expect(leaveFor('data:text/html,hi')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
