import { fillTemplate } from '../i18n/fill-template.ts';
import type { Language, Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { type FieldName, fieldLabelIn, MARKET_FIELD_LABELS, maxLengthOf } from './field-labels.ts';

/** The rules a form field can break (spec §5), each with its text in both languages. */
export const FORM_RULES = {
  required: { en: 'Please input {label}', es: 'Por favor ingresa {label}' },
  requiredChoice: { en: 'Please select {label}', es: 'Por favor selecciona {label}' },
  notAnOption: { en: 'Please select a valid {label}', es: 'Selecciona una opción válida de {label}' },
  nameLetters: {
    en: '{label}: at least 3 letters, letters only',
    es: '{label}: al menos 3 letras, solo letras',
  },
  addressLength: {
    en: 'The address must have 2 to 100 characters',
    es: 'La dirección debe tener de 2 a 100 caracteres',
  },
  emailDomain: {
    en: "Gmail/Yahoo Mail only and email addr can't contain special symbols.",
    es: 'Solo Gmail/Yahoo Mail y el correo no puede contener símbolos especiales.',
  },
  phoneDigits: {
    en: '{label}: digits only, 10 or 11 digits',
    es: '{label}: solo dígitos, 10 u 11 dígitos',
  },
  mobileFormat: { en: '{label}: wrong phone number format', es: '{label}: formato de número incorrecto' },
  curpFormat: { en: 'CURP format error', es: 'Error de formato de la CURP' },
  curpMismatch: {
    en: 'Identity info error: the CURP does not match your birthday and gender',
    es: 'Error en los datos de identidad: la CURP no coincide con tu fecha de nacimiento y sexo',
  },
  rfcFormat: { en: 'RFC format error', es: 'Error de formato del RFC' },
  nssFormat: { en: 'NSS format error', es: 'Error de formato del NSS' },
  bvnFormat: { en: 'The BVN must be 11 digits', es: 'El BVN debe tener 11 dígitos' },
  birthdayRange: {
    en: 'You must be between 18 and 83 years old',
    es: 'Debes tener entre 18 y 83 años',
  },
  stateFirst: { en: 'please select State', es: 'por favor selecciona el Estado' },
  pinCodeInvalid: { en: 'pinCode invalid', es: 'Código postal no válido' },
  sameRelation: {
    en: 'emergencyContactRelation1 and emergencyContactRelation2 cannot be the same',
    es: 'emergencyContactRelation1 y emergencyContactRelation2 no pueden ser iguales',
  },
  samePhone: {
    en: 'emergencyContactMobile1 and emergencyContactMobile2 cannot be the same',
    es: 'emergencyContactMobile1 y emergencyContactMobile2 no pueden ser iguales',
  },
  ownPhone: {
    en: '{label} cannot be your own number',
    es: '{label} no puede ser tu propio número',
  },
  accountFormat: {
    en: '{label} is not a valid account number',
    es: '{label} no es un número de cuenta válido',
  },
  accountsDiffer: { en: 'The two card numbers do not match', es: 'Los dos números de tarjeta no coinciden' },
  cvcRefused: {
    en: 'We never ask for the card security code (CVC)',
    es: 'Nunca pedimos el código de seguridad de la tarjeta (CVC)',
  },
  tooLong: { en: '{label}: at most {max} characters', es: '{label}: como máximo {max} caracteres' },
  urlFormat: { en: '{label} must be a link to your profile', es: '{label} debe ser el enlace a tu perfil' },
} satisfies Record<string, Localized>;

export type FormRule = keyof typeof FORM_RULES;

/** One broken rule: the wire name of the field and why. The first issue of a form is its toast. */
export interface FormIssue {
  field: FieldName;
  rule: FormRule;
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; issues: FormIssue[] };

/**
 * The text of an issue. With a market, the field is named as that market names it, and a missing
 * value of a field picked from a list there asks to select it (Nigeria's LGA).
 */
export function formMessage(issue: FormIssue, lang: Language, market?: MarketId): string {
  const picked = market !== undefined && MARKET_FIELD_LABELS[market][issue.field]?.picked === true;
  const rule = issue.rule === 'required' && picked ? 'requiredChoice' : issue.rule;
  return fillTemplate(FORM_RULES[rule][lang], {
    label: fieldLabelIn(issue.field, lang, market),
    max: String(maxLengthOf(issue.field) ?? ''),
  });
}
