import { describe, expect, it } from 'vitest';
import { isNubanValid, nubanInstitutionCode } from '../ids/nuban.ts';
import { LENDERS } from './lenders.ts';
import { MX_BANKS, mxBankByCode } from './mx-banks.ts';
import { MX_STATES, mxStateForPostalCode } from './mx-states.ts';
import { NG_BANKS, ngBanksMatchingNuban } from './ng-banks.ts';
import { isNgLga, NG_STATES, ngStateByCode, ngStateByName } from './ng-states.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('Nigerian states and LGAs', () => {
  it('has the 36 states and the FCT, 774 LGAs, none repeated within a state', () => {
    expect(NG_STATES).toHaveLength(37);
    expect(NG_STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    for (const s of NG_STATES) expect(unique(s.lgas), s.name).toBe(true);
  });

  it('gives every state its own ISO 3166-2 code', () => {
    const codes = NG_STATES.map((s) => s.code);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(unique(codes)).toBe(true);
  });

  it('spells Nasarawa officially and finds states by code or name', () => {
    expect(ngStateByCode('NA')?.name).toBe('Nasarawa');
    expect(ngStateByName('nassarawa')).toBeUndefined();
    expect(ngStateByName(' lagos ')?.lgas).toContain('Ikeja');
    expect(ngStateByCode('FC')?.lgas).toContain('Abuja Municipal Area Council');
    expect(isNgLga('LA', 'Ikeja')).toBe(true);
    expect(isNgLga('Kano', 'Ikeja')).toBe(false);
  });
});

describe('Mexican states', () => {
  it('has 32 states with their own CURP codes', () => {
    expect(MX_STATES).toHaveLength(32);
    expect(unique(MX_STATES.map((s) => s.curpCode))).toBe(true);
  });

  it('covers postal prefixes 01–99 once each, except the unused 17–19', () => {
    for (let prefix = 1; prefix <= 99; prefix++) {
      const cp = `${String(prefix).padStart(2, '0')}000`;
      const owners = MX_STATES.filter((s) => s.postalPrefixes.some(([a, b]) => prefix >= a && prefix <= b));
      expect(owners.length, cp).toBe([17, 18, 19].includes(prefix) ? 0 : 1);
    }
    expect(mxStateForPostalCode('06700')?.curpCode).toBe('DF');
    expect(mxStateForPostalCode('44100')?.name.es).toBe('Jalisco');
    expect(mxStateForPostalCode('00100')).toBeUndefined();
    expect(mxStateForPostalCode('4410')).toBeUndefined();
  });

  it('names Mexico City and the State of Mexico in English', () => {
    expect(MX_STATES.filter((s) => s.name.en !== s.name.es).map((s) => s.name.en)).toEqual([
      'Mexico City',
      'State of Mexico',
    ]);
  });
});

describe('bank lists', () => {
  it('gives Mexican banks unique 3-digit ABM codes', () => {
    expect(MX_BANKS.length).toBeGreaterThan(90);
    expect(MX_BANKS.every((b) => /^\d{3}$/.test(b.code) && b.name !== '')).toBe(true);
    expect(unique(MX_BANKS.map((b) => b.code))).toBe(true);
    expect(mxBankByCode('000')).toBeUndefined();
  });

  it('gives about 60 Nigerian banks unique codes and NUBAN codes the check can use', () => {
    expect(NG_BANKS.length).toBeGreaterThanOrEqual(55);
    expect(unique(NG_BANKS.map((b) => b.code))).toBe(true);
    for (const b of NG_BANKS) {
      if (b.nuban) expect(nubanInstitutionCode(b.nuban), b.name).toBeDefined();
      if (b.nip) expect(b.nip, b.name).toMatch(/^\d{6}$/);
    }
  });

  it('suggests the banks a NUBAN passes for (domain.md §9: 5050114930)', () => {
    const codes = ngBanksMatchingNuban('5050114930').map((b) => b.code);
    expect(codes).toEqual(expect.arrayContaining(['101', '068', '035', '057']));
    expect(
      codes.every((c) => isNubanValid(NG_BANKS.find((b) => b.code === c)?.nuban ?? '', '5050114930')),
    ).toBe(true);
  });
});

describe('lenders', () => {
  it.each(['MX', 'NG'] as const)('lists about 21 lenders in %s with unique values', (market) => {
    const values = LENDERS[market].map((l) => l.value);
    expect(values.length).toBeGreaterThanOrEqual(20);
    expect(unique(values)).toBe(true);
    expect(values).not.toContain('none');
  });
});
