import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, parseClabe } from './clabe.ts';

// Test vectors of domain.md §4.
describe('parseClabe', () => {
  it.each([
    ['002000000000000008', '002', 'Banamex'],
    ['002010077777777771', '002', 'Banamex'],
    ['723010123456789019', '723', 'Cuenca'],
    ['646180110400000007', '646', 'STP'],
    ['012914002014112176', '012', 'BBVA México'],
    ['072691004495711499', '072', 'Banorte'],
  ])('accepts %s (%s %s)', (clabe, bankCode, bank) => {
    expect(parseClabe(clabe)).toEqual({ ok: true, clabe, bankCode, bank });
  });

  it.each([
    ['002000000000000007', 'checkDigit'],
    ['000000000000000000', 'bank'], // valid checksum, no bank 000
    ['032180000118359719', 'bank'], // valid checksum (Wikipedia example); 032 (IXE) no longer listed
    ['00200000000000000', 'format'],
    ['0020000000000000080', 'format'],
    ['00200000000000000A', 'format'],
  ] as const)('refuses %s: %s', (clabe, reason) => {
    expect(parseClabe(clabe)).toEqual({ ok: false, reason });
  });

  it('computes the check digit of the Wikipedia worked example', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });

  it('ignores spaces and dashes people paste', () => {
    expect(parseClabe('002 010 07777777777-1')).toMatchObject({ ok: true, clabe: '002010077777777771' });
  });
});
