import { GENDER_CODES, genderFromCode, type MarketId } from '@puente/domain';

/** What the personal-info form holds while the borrower fills it (all text; the birthday in parts). */
export interface PersonalValues {
  [key: string]: string;
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  nationalId: string;
  bvn: string;
  education: string;
  maritalStatus: string;
  whatsappNo: string;
  sparePhone: string;
  email: string;
  loanPurpose: string;
  residenceType: string;
  state: string;
  city: string;
  pinCode: string;
  address: string;
  rfc: string;
  nss: string;
}

const TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'nationalId',
  'bvn',
  'education',
  'maritalStatus',
  'whatsappNo',
  'sparePhone',
  'email',
  'loanPurpose',
  'residenceType',
  'state',
  'city',
  'pinCode',
  'address',
  'rfc',
  'nss',
] as const;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The form's values from what was saved before (GET /user/profile basicInfo), or empty. */
export function personalValuesFrom(saved: Record<string, unknown> | null): PersonalValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(saved?.[field])]));
  const gender =
    genderFromCode(saved?.gender) ??
    (saved?.gender === 'female' ? 'female' : saved?.gender === 'male' ? 'male' : '');
  const [birthYear = '', birthMonth = '', birthDay = ''] = /^\d{4}-\d{2}-\d{2}$/.test(text(saved?.birthday))
    ? text(saved?.birthday)
        .split('-')
        .map((part) => String(Number(part)))
    : [];
  return { ...values, gender, birthYear, birthMonth, birthDay } as PersonalValues;
}

export function daysInMonth(year: string, month: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(Number(year) || 2000, Number(month), 0)).getUTCDate();
}

/** 'YYYY-MM-DD' once year, month and day are all chosen (spec §4: the later fields wait for it). */
export function birthdayOf(values: PersonalValues): string {
  const { birthYear, birthMonth, birthDay } = values;
  if (!birthYear || !birthMonth || !birthDay) return '';
  if (Number(birthDay) > daysInMonth(birthYear, birthMonth)) return '';
  return `${birthYear}-${birthMonth.padStart(2, '0')}-${birthDay.padStart(2, '0')}`;
}

/**
 * What POST /user/saveBasicInfo-market receives: only the fields the form shows (decision 009,
 * hidden means cleared), gender as its code (1 male, 2 female).
 */
export function personalPayload(market: MarketId, values: PersonalValues): Record<string, string | number> {
  const birthday = birthdayOf(values);
  const payload: Record<string, string | number> = {
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    gender: values.gender === 'male' || values.gender === 'female' ? GENDER_CODES[values.gender] : '',
    birthday,
    loanPurpose: values.loanPurpose,
    residenceType: values.residenceType,
    state: values.state,
    city: values.city,
    address: values.address,
  };
  if (market === 'MX') {
    Object.assign(payload, {
      nationalId: values.nationalId.toUpperCase(),
      pinCode: values.pinCode,
      rfc: values.rfc.toUpperCase(),
      nss: values.nss,
    });
  } else {
    payload.bvn = values.bvn;
  }
  if (birthday) {
    Object.assign(payload, {
      education: values.education,
      maritalStatus: values.maritalStatus,
      whatsappNo: values.whatsappNo,
      sparePhone: values.sparePhone,
      email: values.email,
    });
  }
  return payload;
}
