import { type ErrorName, nameWords } from '@puente/domain';
import type { CurpRecord, TypedIdentity } from '../../providers/kyc/kyc-provider.ts';

/**
 * Why RENAPO's record of the CURP is not the borrower's, or null when it agrees with personal info.
 * Names compare as words, ignoring case and accents ("Gómez" is "GOMEZ"): every given name typed must
 * be one of RENAPO's, and every surname typed one of RENAPO's two, so leaving out a second surname or
 * a middle name agrees and a different name does not. A field not typed has nothing to disagree with.
 */
export function renapoDisagreement(record: CurpRecord, typed: TypedIdentity): ErrorName | null {
  const given = nameWords([typed.firstName, typed.middleName].filter(Boolean).join(' '));
  const surnames = nameWords(typed.lastName ?? '');
  const registeredGiven = new Set(nameWords(record.names));
  const registeredSurnames = new Set(nameWords(`${record.firstSurname} ${record.secondSurname ?? ''}`));
  if (
    (given.length > 0 && !given.every((word) => registeredGiven.has(word))) ||
    (surnames.length > 0 && !surnames.every((word) => registeredSurnames.has(word)))
  )
    return 'renapoNameMismatch';
  if (typed.birthday && record.birthDate && typed.birthday !== record.birthDate)
    return 'renapoBirthDateMismatch';
  return null;
}

/** The fields personal info holds, as identity checks compare them. */
export function typedIdentityOf(curp: string | null, basic: Record<string, unknown> | null): TypedIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const birthday = text(basic?.birthday);
  return {
    curp,
    firstName: text(basic?.firstName),
    middleName: text(basic?.middleName),
    lastName: text(basic?.lastName),
    birthday: birthday && /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? birthday : null,
  };
}
