import type { Language, Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/** What a person reads for each wire field: form labels and validation messages share them. */
export const FIELD_LABELS = {
  firstName: { en: 'first name', es: 'nombre' },
  middleName: { en: 'middle name', es: 'segundo nombre' },
  lastName: { en: 'last name', es: 'apellidos' },
  gender: { en: 'gender', es: 'sexo' },
  nationalId: { en: 'CURP', es: 'CURP' },
  bvn: { en: 'BVN', es: 'BVN' },
  birthday: { en: 'birthday', es: 'fecha de nacimiento' },
  education: { en: 'education', es: 'escolaridad' },
  maritalStatus: { en: 'marital status', es: 'estado civil' },
  loanPurpose: { en: 'loan purpose', es: 'destino del préstamo' },
  residenceType: { en: 'residence type', es: 'tipo de vivienda' },
  state: { en: 'state', es: 'estado' },
  city: { en: 'city', es: 'ciudad' },
  lga: { en: 'local government area', es: 'área de gobierno local' },
  address: { en: 'address', es: 'dirección' },
  pinCode: { en: 'postal code', es: 'código postal' },
  email: { en: 'email', es: 'correo electrónico' },
  whatsappNo: { en: 'WhatsApp number', es: 'número de WhatsApp' },
  sparePhone: { en: 'alternative phone', es: 'teléfono alternativo' },
  rfc: { en: 'RFC', es: 'RFC' },
  nss: { en: 'NSS', es: 'NSS' },
  workType: { en: 'employment type', es: 'tipo de empleo' },
  companyName: { en: 'company name', es: 'nombre de la empresa' },
  companyPhone: { en: 'company phone', es: 'teléfono de la empresa' },
  industry: { en: 'industry', es: 'industria' },
  designation: { en: 'designation', es: 'puesto' },
  jobExperience: { en: 'job experience', es: 'antigüedad laboral' },
  salaryRange: { en: 'monthly salary', es: 'ingreso mensual' },
  incomeSource: { en: 'income source', es: 'fuente de ingresos' },
  payFrequency: { en: 'pay frequency', es: 'frecuencia de pago' },
  monthlyPayday: { en: 'payday', es: 'día de pago' },
  monthlyPaydayTwo: { en: 'second payday', es: 'segundo día de pago' },
  payMethod: { en: 'pay method', es: 'forma de pago' },
  workState: { en: 'work state', es: 'estado del trabajo' },
  workCity: { en: 'work city', es: 'ciudad del trabajo' },
  workAddress: { en: 'work address', es: 'dirección del trabajo' },
  emergencyContactName1: { en: 'first contact name', es: 'nombre del primer contacto' },
  emergencyContactMobile1: { en: 'first contact phone', es: 'teléfono del primer contacto' },
  emergencyContactRelation1: { en: 'first contact relation', es: 'parentesco del primer contacto' },
  emergencyContactName2: { en: 'second contact name', es: 'nombre del segundo contacto' },
  emergencyContactMobile2: { en: 'second contact phone', es: 'teléfono del segundo contacto' },
  emergencyContactRelation2: { en: 'second contact relation', es: 'parentesco del segundo contacto' },
  linkedin: { en: 'LinkedIn', es: 'LinkedIn' },
  facebook: { en: 'Facebook', es: 'Facebook' },
  cardType: { en: 'account type', es: 'tipo de cuenta' },
  bankCode: { en: 'bank', es: 'banco' },
  bankName: { en: 'bank name', es: 'nombre del banco' },
  accountNumber: { en: 'account number', es: 'número de cuenta' },
  accountNumberConfirm: { en: 'account number again', es: 'número de cuenta otra vez' },
  holderName: { en: 'account holder name', es: 'nombre del titular' },
  curp: { en: 'CURP', es: 'CURP' },
  cvc: { en: 'CVC', es: 'CVC' },
} satisfies Record<string, Localized>;

export type FieldName = keyof typeof FIELD_LABELS;

/** How a market names a wire field when it differs from FIELD_LABELS, and whether it is picked from a list there. */
export interface MarketFieldLabel {
  label: Localized;
  /** Chosen from a list in this market, so a missing value reads "Please select …". */
  picked?: boolean;
}

/**
 * In Nigeria the wire field `city` holds the local government area, picked from the state's
 * list: its messages say "Please select LGA", not "Please input city".
 */
export const MARKET_FIELD_LABELS: Record<MarketId, Partial<Record<FieldName, MarketFieldLabel>>> = {
  MX: {},
  NG: { city: { label: { en: 'LGA', es: 'área de gobierno local (LGA)' }, picked: true } },
};

/** The field's name in messages, in the market's reading when a market is given. */
export function fieldLabelIn(field: FieldName, language: Language, market?: MarketId): string {
  return ((market && MARKET_FIELD_LABELS[market][field]?.label) || FIELD_LABELS[field])[language];
}

/**
 * The longest value each typed field takes: the web form's inputs take their maxLength from here.
 * The ids are as long as their format (CURP 18, RFC 13, NSS 11, BVN 11, postal code 5), the phones
 * of spec §5 take at most 11 digits (a picked contact's number may still carry "+234 …"), the
 * address 2 to 100 (spec §5, §9): the validators accept exactly these lengths, which
 * field-labels.test.ts holds them to. Names, city, company and email are kept to what a real one
 * needs. Bank account numbers follow the card type (CARD_TYPE_DIGITS, BANK_ACCOUNT_DIGITS).
 */
export const FIELD_MAX_LENGTH = {
  firstName: 40,
  middleName: 40,
  lastName: 60,
  nationalId: 18,
  bvn: 11,
  city: 60,
  address: 100,
  pinCode: 5,
  email: 80,
  whatsappNo: 11,
  sparePhone: 11,
  rfc: 13,
  nss: 11,
  companyName: 100,
  companyPhone: 11,
  workCity: 60,
  workAddress: 100,
  emergencyContactName1: 60,
  emergencyContactMobile1: 24,
  emergencyContactName2: 60,
  emergencyContactMobile2: 24,
  linkedin: 200,
  facebook: 200,
  holderName: 100,
  curp: 18,
} satisfies Partial<Record<FieldName, number>>;

/** The longest value a field takes, or undefined for fields without one (pickers, account numbers). */
export function maxLengthOf(field: string): number | undefined {
  return Object.hasOwn(FIELD_MAX_LENGTH, field)
    ? FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH]
    : undefined;
}
