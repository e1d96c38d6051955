import { describe, expect, it } from 'vitest';
import { parseClabe } from '../ids/clabe.ts';
import { STP_BANK_CODE, stpClabe } from './stp-clabe.ts';

describe('CLABEs issued at STP', () => {
  it('gives the example of the stpmex README for prefix 1104, serial 0', () => {
    expect(stpClabe('1104', 0)).toBe('646180110400000007');
  });

  it('lays out 646 · 180 · prefix · serial of 7 digits · check digit', () => {
    const clabe = stpClabe('0001', 1_234_567);
    expect(clabe.slice(0, 3)).toBe(STP_BANK_CODE);
    expect(clabe.slice(3, 6)).toBe('180');
    expect(clabe.slice(6, 10)).toBe('0001');
    expect(clabe.slice(10, 17)).toBe('1234567');
    expect(clabe).toHaveLength(18);
  });

  it('issues CLABEs that parseClabe accepts as STP, a different one for each serial', () => {
    const seen = new Set<string>();
    for (const serial of [0, 1, 9, 10, 99_999, 4_567_890, 9_999_998, 9_999_999]) {
      for (const prefix of ['0000', '1104', '9999']) {
        const clabe = stpClabe(prefix, serial);
        expect(parseClabe(clabe)).toEqual({ ok: true, clabe, bankCode: '646', bank: 'STP' });
        seen.add(clabe);
      }
    }
    expect(seen.size).toBe(24);
    for (let serial = 0; serial < 2_000; serial += 7) {
      expect(parseClabe(stpClabe('2468', serial)).ok).toBe(true);
    }
  });

  it.each(['110', '11040', '11a4', '', ' 1104', '１１０４'])('refuses the company prefix %j', (prefix) => {
    expect(() => stpClabe(prefix, 1)).toThrow(RangeError);
  });

  it.each([-1, 10_000_000, 1.5, Number.NaN])('refuses the serial %d', (serial) => {
    expect(() => stpClabe('1104', serial)).toThrow(RangeError);
  });
});
