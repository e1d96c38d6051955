import { describe, expect, it } from 'vitest';
import { groupAccountNumber, groupBy, groupClabe, groupInFours } from './digits.ts';

describe('grouping for reading', () => {
  it('groups a CLABE as banks print it', () => {
    expect(groupClabe('646180123456789012')).toBe('646 180 1234 5678901 2');
    expect(groupClabe('646 180 1234 5678901 2')).toBe('646 180 1234 5678901 2');
  });

  it('groups a reference in fours, the last group shorter', () => {
    expect(groupInFours('93000123456789012')).toBe('9300 0123 4567 8901 2');
    expect(groupInFours('12345678')).toBe('1234 5678');
  });

  it('groups a Nigerian account number 3 + 3 + 4', () => {
    expect(groupAccountNumber('5012345678')).toBe('501 234 5678');
    expect(groupAccountNumber('501-234-5678')).toBe('501 234 5678');
  });

  it('keeps what is left after the sizes as one group', () => {
    expect(groupBy('abcdefgh', [2, 2])).toBe('ab cd efgh');
    expect(groupBy('', [3])).toBe('');
  });
});
