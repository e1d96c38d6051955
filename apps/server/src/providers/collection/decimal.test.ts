import { describe, expect, it } from 'vitest';
import { decimalToMinor, integerMinor, minorToDecimal } from './decimal.ts';

describe('decimalToMinor', () => {
  it('converts decimal strings digit by digit', () => {
    expect(decimalToMinor('1234.50')).toBe(123450);
    expect(decimalToMinor('1000')).toBe(100000);
    expect(decimalToMinor('1000.5')).toBe(100050);
    expect(decimalToMinor('1000.55')).toBe(100055);
    expect(decimalToMinor('0.01')).toBe(1);
    expect(decimalToMinor('0')).toBe(0);
    expect(decimalToMinor('007.10')).toBe(710);
    expect(decimalToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads JSON numbers by their digits, where multiplying by 100 would lose a centavo', () => {
    // The floating-point trap the parser avoids (speid's own test pins 265.65 → 26565).
    expect(265.65 * 100).not.toBe(26565);
    expect(Math.floor(1.005 * 100)).toBe(100);
    expect(decimalToMinor(265.65)).toBe(26565);
    expect(decimalToMinor(JSON.parse('{"monto": 1000.5}').monto)).toBe(100050);
    expect(decimalToMinor(JSON.parse('{"monto": 1000.50}').monto)).toBe(100050);
    expect(decimalToMinor(1000.55)).toBe(100055);
    expect(decimalToMinor(1000)).toBe(100000);
    expect(decimalToMinor(0.07)).toBe(7);
    expect(decimalToMinor(9_999_999_999_999.99)).toBe(999_999_999_999_999);
  });

  it('gives back every amount written in two decimals, across a sweep of centavos', () => {
    const wrong: number[] = [];
    for (let minor = 0; minor < 1_000_000; minor += 3) {
      if (decimalToMinor(minorToDecimal(minor)) !== minor) wrong.push(minor);
      if (decimalToMinor(Number(minorToDecimal(minor))) !== minor) wrong.push(minor);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses more than two decimals, signs, exponents, NaN and anything that is not plainly a decimal', () => {
    for (const bad of [
      '1234.567',
      '1.000',
      '-1',
      '-0.01',
      '+5',
      '1e3',
      '1E3',
      'NaN',
      'Infinity',
      '',
      ' 1',
      '1 ',
      '1,000.00',
      '.5',
      '5.',
      '0x10',
      '１２',
      '90071992547409.92',
    ]) {
      expect(() => decimalToMinor(bad), bad).toThrow(RangeError);
    }
    for (const bad of [NaN, Infinity, -Infinity, -1, -0.01, 0.001, 1.234, 1e-7, 1e21, 1e13]) {
      expect(() => decimalToMinor(bad), String(bad)).toThrow(RangeError);
    }
    expect(() => decimalToMinor(null as unknown as string)).toThrow(RangeError);
    expect(() => decimalToMinor({} as unknown as string)).toThrow(RangeError);
  });
});

describe('minorToDecimal and integerMinor', () => {
  it('writes minor units as a two-decimal string', () => {
    expect(minorToDecimal(123450)).toBe('1234.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(100)).toBe('1.00');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
    expect(() => minorToDecimal(-1)).toThrow(RangeError);
  });

  it('accepts only non-negative safe integers as minor units', () => {
    expect(integerMinor(45678)).toBe(45678);
    for (const bad of [1.5, -1, '100', null, undefined, 2 ** 53, NaN]) {
      expect(() => integerMinor(bad), String(bad)).toThrow(RangeError);
    }
  });
});
