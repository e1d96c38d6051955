import { describe, expect, it } from 'vitest';
import { curpCheckDigit, curpMatchesPerson, parseCurp } from './curp.ts';

// Test vectors of domain.md §1 (python-stdnum doctests, sanjacob/curp), hypothetical persons.
describe('parseCurp', () => {
  it.each([
    ['HEGG560427MVZRRL04', '1956-04-27', 'female', 'VZ'],
    ['BEML920313HMCLNS09', '1992-03-13', 'male', 'MC'],
    ['PEGL890909MJCRMS08', '1989-09-09', 'female', 'JC'],
    ['BOXW310820HNERXN09', '1931-08-20', 'male', 'NE'],
    ['SABC560626MDFLRN01', '1956-06-26', 'female', 'DF'],
  ] as const)('accepts %s', (curp, birthDate, sex, stateCode) => {
    expect(parseCurp(curp)).toEqual({ ok: true, curp, birthDate, sex, stateCode });
  });

  it.each([
    ['PEGL890909MJCRMS09', 'checkDigit'],
    ['BACA890909MJCRMS05', 'word'],
    ['PEGL891313MJCRMS06', 'date'],
    ['PEGL890909MQQRMS02', 'state'],
    ['PEGL890909MJCRMS0', 'length'],
    ['PEGL890909MJCRMS080', 'length'],
    ['PBGL890909MJCRMS08', 'structure'], // position 2 must be a vowel or X
    ['PEGL890909XJCRMS08', 'structure'], // sex must be H or M
    ['PEGL890909MJCAMS08', 'structure'], // positions 14–16 are consonants
    ['PEGL890229MJCRMS08', 'date'], // 1989 is not a leap year
  ] as const)('refuses %s: %s', (curp, reason) => {
    expect(parseCurp(curp)).toEqual({ ok: false, reason });
  });

  it('trims and upper-cases what was typed', () => {
    expect(parseCurp('  hegg560427mvzrrl04 ')).toMatchObject({ ok: true, curp: 'HEGG560427MVZRRL04' });
  });

  it('takes the century from position 17: a letter means born in 2000 or later', () => {
    const first17 = 'PEGL050909MJCRMSA';
    const curp = `${first17}${curpCheckDigit(first17)}`;
    expect(parseCurp(curp)).toMatchObject({ ok: true, birthDate: '2005-09-09' });
  });
});

describe('curpMatchesPerson', () => {
  it.each([
    ['HEGG560427MVZRRL04', '1956-04-27', 'female', true],
    ['HEGG560427MVZRRL04', '1956-04-27', 2, true],
    ['HEGG560427MVZRRL04', '1956-04-27', 1, false],
    ['HEGG560427MVZRRL04', '1956-04-28', 'female', false],
    ['BEML920313HMCLNS09', '1992-03-13', 'male', true],
    ['PEGL890909MJCRMS09', '1989-09-09', 'female', false],
  ] as const)('%s, %s, %s → %s', (curp, birthDate, gender, expected) => {
    expect(curpMatchesPerson(curp, birthDate, gender)).toBe(expected);
  });
});
