import { describe, expect, it } from 'vitest';
import type { NigerianIdRecord } from '../../providers/kyc/kyc-provider.ts';
import { bvnDisagreement, bvnOf, keptBvnRecord } from './bvn-agreement.ts';

const record = (fullName: string, birthDate: string | null = '1990-03-04'): NigerianIdRecord => ({
  idType: 'BVN',
  idNumber: '22212345678',
  fullName,
  birthDate,
});
const adaeze = { firstName: 'Adaeze', lastName: 'Okafor', birthday: '1990-03-04', bvn: '222 1234 5678' };

describe("a BVN's record against personal info (decision 050)", () => {
  it('agrees in the register’s order and case, with a middle name either side leaves out', () => {
    expect(bvnDisagreement(record('OKAFOR ADAEZE CHIOMA'), adaeze)).toBeNull();
    expect(bvnDisagreement(record('ADAEZE OKAFOR'), { ...adaeze, middleName: 'Chioma' })).toBeNull();
    expect(bvnDisagreement(record('ADAEZE OKAFOR', null), { ...adaeze, birthday: '1999-09-09' })).toBeNull();
  });

  it('disagrees on another person, a relative sharing the surname, or another birth date', () => {
    expect(bvnDisagreement(record('EMEKA ADEYEMI'), adaeze)).toBe('bvnNameMismatch');
    expect(bvnDisagreement(record('NGOZI OKAFOR'), adaeze)).toBe('bvnNameMismatch');
    expect(bvnDisagreement(record('ADAEZE OKAFOR', '1990-04-03'), adaeze)).toBe('bvnBirthDateMismatch');
  });

  it('keeps the names the register confirmed, as typed, as the verified name', () => {
    expect(keptBvnRecord(record('OKAFOR ADAEZE'), { ...adaeze, middleName: 'Chioma' }).verifiedName).toEqual({
      firstName: 'Adaeze',
      lastName: 'Okafor',
    });
    expect(keptBvnRecord(record('EMEKA ADEYEMI'), adaeze).verifiedName).toBeNull();
  });

  it('reads the BVN typed, spaces aside, and nothing that is not eleven digits', () => {
    expect(bvnOf(adaeze)).toBe('22212345678');
    expect(bvnOf({ bvn: '1234' })).toBeNull();
    expect(bvnOf(null)).toBeNull();
  });
});
