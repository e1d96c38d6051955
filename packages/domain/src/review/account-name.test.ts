import { describe, expect, it } from 'vitest';
import { accountNameAgrees, type IdentityName } from './account-name.ts';

const GLORIA: IdentityName = { firstName: 'Gloria', lastName: 'Hernández García' };
const ADAEZE: IdentityName = { firstName: 'Adaeze', middleName: 'Ngozi', lastName: 'Okafor' };

describe('the account name against the identity', () => {
  it.each<[string, IdentityName, string]>([
    ['the same name', GLORIA, 'Gloria Hernández García'],
    ['without accents, in capitals', GLORIA, 'GLORIA HERNANDEZ GARCIA'],
    ['surname first, as Nigerian banks print it', ADAEZE, 'OKAFOR ADAEZE NGOZI'],
    ['without the middle name', ADAEZE, 'ADAEZE OKAFOR'],
    ['by the middle name alone', ADAEZE, 'Okafor, Ngozi'],
    ['with one of two surnames', GLORIA, 'Gloria Hernández'],
    ['with the second surname only', GLORIA, 'GARCIA GLORIA'],
    ['with words the identity lacks (a second given name, a title)', GLORIA, 'SRA GLORIA ISABEL HERNANDEZ'],
    [
      'a repeated word as given name and surname',
      { firstName: 'Ibrahim', lastName: 'Ibrahim' },
      'IBRAHIM IBRAHIM',
    ],
  ])('agrees: %s', (_name, identity, account) => {
    expect(accountNameAgrees(identity, account)).toBe(true);
  });

  it.each<[string, IdentityName, string]>([
    ['someone else', GLORIA, 'EMEKA ADEYEMI'],
    ['a relative: both surnames, another given name', GLORIA, 'Juan Hernández García'],
    ['the given name only', ADAEZE, 'ADAEZE NWOSU'],
    ['one word standing for both', { firstName: 'Ibrahim', lastName: 'Ibrahim' }, 'IBRAHIM YUSUF'],
    ['initials only', GLORIA, 'G. H. G.'],
    ['a company', GLORIA, 'Abarrotes La Esperanza SA de CV'],
  ])('does not agree: %s', (_name, identity, account) => {
    expect(accountNameAgrees(identity, account)).toBe(false);
  });
});
