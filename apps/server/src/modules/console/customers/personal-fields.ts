import { PERSONAL_FIELDS, type PersonalField } from '@puente/domain';
import { maskAll, maskDate, maskEmail, maskName, maskTail } from './masking.ts';

/** What the fields are read from: the user row, personal and additional info, the payout account. */
export interface PersonalSource {
  e164: string;
  basic: Record<string, unknown> | null;
  addition: Record<string, unknown> | null;
  /** user_profiles.curp: the CURP in Mexico, the NIN in Nigeria. */
  nationalId: string | null;
  accountNumber: string | null;
}

function text(record: Record<string, unknown> | null, key: string): string | null {
  const value = record?.[key];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function joined(parts: (string | null)[], separator: string): string | null {
  const present = parts.filter((part): part is string => part !== null);
  return present.length > 0 ? present.join(separator) : null;
}

function emergencyContacts(addition: Record<string, unknown> | null): string | null {
  const contacts = [1, 2, 3].map((n) =>
    joined(
      [
        text(addition, `emergencyContactName${n}`),
        text(addition, `emergencyContactRelation${n}`),
        text(addition, `emergencyContactMobile${n}`),
      ],
      ' ',
    ),
  );
  return joined(contacts, '; ');
}

/** Each field in clear: only the reveal route answers one of these, and it is audited. */
export function personalValues(source: PersonalSource): Record<PersonalField, string | null> {
  const { basic, addition } = source;
  return {
    name: joined([text(basic, 'firstName'), text(basic, 'lastName')], ' '),
    mobile: source.e164,
    nationalId: source.nationalId ?? text(basic, 'nationalId'),
    bvn: text(basic, 'bvn'),
    birthday: text(basic, 'birthday'),
    email: text(basic, 'email'),
    whatsapp: text(basic, 'whatsappNo'),
    address: joined(
      [text(basic, 'address'), text(basic, 'city'), text(basic, 'state'), text(basic, 'pinCode')],
      ', ',
    ),
    bankAccount: source.accountNumber,
    emergencyContacts: emergencyContacts(addition),
  };
}

const MASKS: Record<PersonalField, (value: string | null) => string | null> = {
  name: maskName,
  mobile: (value) => maskTail(value, 4),
  nationalId: (value) => maskTail(value, 4),
  bvn: (value) => maskTail(value, 4),
  birthday: maskDate,
  email: maskEmail,
  whatsapp: (value) => maskTail(value, 4),
  address: maskAll,
  bankAccount: (value) => maskTail(value, 4),
  emergencyContacts: maskAll,
};

/** What the profile shows by default. */
export function maskedValues(
  values: Record<PersonalField, string | null>,
): Record<PersonalField, string | null> {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, MASKS[field](values[field])])) as Record<
    PersonalField,
    string | null
  >;
}
