import { describe, expect, it } from 'vitest';
import type { CurpRecord } from '../../providers/kyc/kyc-provider.ts';
import { renapoDisagreement, typedIdentityOf } from './renapo-agreement.ts';

const RECORD: CurpRecord = {
  curp: 'PELJ900101HDFRPN09',
  names: 'JUAN CARLOS',
  firstSurname: 'PÉREZ',
  secondSurname: 'LÓPEZ',
  birthDate: '1990-01-01',
};
const typed = (basic: Record<string, unknown>) => typedIdentityOf(RECORD.curp, basic);

describe("RENAPO's record against personal info", () => {
  it.each([
    ['the same, written without accents', { firstName: 'Juan Carlos', lastName: 'Perez Lopez' }],
    ['without the middle name or the second surname', { firstName: 'juan', lastName: 'Pérez' }],
    [
      'the middle name in its own field',
      { firstName: 'Juan', middleName: 'Carlos', lastName: 'Pérez López' },
    ],
    ['with the birth date RENAPO has', { firstName: 'Juan', lastName: 'Pérez', birthday: '1990-01-01' }],
    ['with no birth date typed', { firstName: 'Juan', lastName: 'López' }],
  ])('agrees: %s', (_what, basic) => {
    expect(renapoDisagreement(RECORD, typed(basic))).toBeNull();
  });

  it.each([
    ['another given name', { firstName: 'Pedro', lastName: 'Pérez López' }, 'renapoNameMismatch'],
    [
      'a given name RENAPO does not have beside its own',
      { firstName: 'Juan José', lastName: 'Pérez' },
      'renapoNameMismatch',
    ],
    ['another surname', { firstName: 'Juan', lastName: 'Pérez Ruiz' }, 'renapoNameMismatch'],
    [
      'another birth date',
      { firstName: 'Juan', lastName: 'Pérez', birthday: '1990-01-02' },
      'renapoBirthDateMismatch',
    ],
  ])('disagrees: %s', (_what, basic, error) => {
    expect(renapoDisagreement(RECORD, typed(basic))).toBe(error);
  });
});
