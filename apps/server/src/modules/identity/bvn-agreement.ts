import {
  accountNameAgrees,
  type ErrorName,
  type IdentityName,
  identityNameOf,
  nameWords,
} from '@puente/domain';
import type { NigerianIdRecord } from '../../providers/kyc/kyc-provider.ts';
import { typedIdentityOf } from './renapo-agreement.ts';

/** What identity checks keep of a BVN's record (with the card's OCR fields): the name it verified too. */
export interface KeptBvnRecord extends NigerianIdRecord {
  /** Personal info's names as the BVN's record confirms them: the names accounts are compared with. */
  verifiedName: IdentityName | null;
}

/** The BVN typed in personal info (Nigeria), or null. */
export function bvnOf(basic: Record<string, unknown> | null): string | null {
  const bvn = typeof basic?.bvn === 'string' ? basic.bvn.replace(/\s+/g, '') : '';
  return /^\d{11}$/.test(bvn) ? bvn : null;
}

/**
 * Why the BVN's record is not the borrower's, or null when it agrees with personal info. The name
 * is held to the rule a bank account's name is held to (accountNameAgrees, decision 039): one of the
 * given names and one of the surnames typed must be among the registered name's words, in any order,
 * as Nigerian registers print "SURNAME FIRSTNAME MIDDLE". A birth date both sides have must be the same.
 */
export function bvnDisagreement(
  record: NigerianIdRecord,
  basic: Record<string, unknown> | null,
): ErrorName | null {
  const name = identityNameOf(basic ?? {});
  if (name && !accountNameAgrees(name, record.fullName)) return 'bvnNameMismatch';
  const { birthday } = typedIdentityOf(null, basic);
  if (birthday && record.birthDate && birthday !== record.birthDate) return 'bvnBirthDateMismatch';
  return null;
}

/** The record as kept: with personal info's names that the registered name carries (null when none agree). */
export function keptBvnRecord(
  record: NigerianIdRecord,
  basic: Record<string, unknown> | null,
): KeptBvnRecord {
  const name = identityNameOf(basic ?? {});
  const registered = new Set(nameWords(record.fullName));
  // The words as typed ("Adaeze", not "ADAEZE"): an operator reads them in the account-name signal.
  const confirmed = (text: string | undefined) =>
    (text ?? '').split(/\s+/).filter((part) => {
      const words = nameWords(part);
      return words.length > 0 && words.every((word) => registered.has(word));
    });
  const given = confirmed(`${name?.firstName ?? ''} ${name?.middleName ?? ''}`);
  const surnames = confirmed(name?.lastName);
  const verifiedName =
    given.length > 0 && surnames.length > 0
      ? { firstName: given.join(' '), lastName: surnames.join(' ') }
      : null;
  return { ...record, verifiedName };
}
