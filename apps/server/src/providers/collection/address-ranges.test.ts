import { describe, expect, it } from 'vitest';
import { addressRangeProblem, addressRanges, LOOPBACK_RANGES } from './address-ranges.ts';

describe('address ranges a provider notifies from', () => {
  const ranges = addressRanges(['10.20.0.0/16', '192.0.2.7', '2001:db8::/32']);

  it('allows the addresses inside a range or equal to one, IPv4 written as IPv6 too', () => {
    for (const address of ['10.20.0.1', '10.20.255.254', '192.0.2.7', '::ffff:10.20.3.4', '2001:db8::1'])
      expect(ranges.allows(address), address).toBe(true);
  });

  it('refuses every other address, and what is not an address', () => {
    for (const address of [
      '10.21.0.1',
      '192.0.2.8',
      '2001:db9::1',
      '127.0.0.1',
      '::1',
      '',
      'x',
      '10.20.0.1/8',
    ])
      expect(ranges.allows(address), address).toBe(false);
  });

  it('allows loopback only with the sandbox default', () => {
    const loopback = addressRanges(LOOPBACK_RANGES);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every((a) => loopback.allows(a))).toBe(
      true,
    );
    expect(loopback.allows('10.0.0.1')).toBe(false);
  });

  it('allows nothing when no range is given', () => {
    expect(addressRanges([]).allows('127.0.0.1')).toBe(false);
  });

  it('says what is wrong with an entry that is not an address or a range', () => {
    expect(addressRangeProblem('10.0.0.0/8')).toBeUndefined();
    expect(addressRangeProblem('::1')).toBeUndefined();
    for (const bad of ['10.0.0.0/33', '::/129', '10.0.0/8', 'stp.mx', '10.0.0.1/8/1', '10.0.0.1/x', ''])
      expect(addressRangeProblem(bad), bad).toMatch(/is not an address|prefix/);
    expect(() => addressRanges(['nope'])).toThrow(RangeError);
  });
});
