import { fillTemplate } from '../i18n/fill-template.ts';
import type { Language, Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { ACCOUNT_TEXTS, isAccountField } from './account-texts.ts';
import type { AccountType } from './bank-account.ts';
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
    en: 'Please use a Gmail, Yahoo, Outlook or Hotmail address, with only letters, digits, dots, _ or - before the @',
    es: 'Usa un correo de Gmail, Yahoo, Outlook o Hotmail, con solo letras, números, puntos, _ o - antes de la @',
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
  pinCodeInvalid: {
    en: 'The postal code must have 5 digits and belong to the state you chose',
    es: 'El código postal debe tener 5 dígitos y pertenecer al estado que elegiste',
  },
  sameRelation: {
    en: 'The second contact relation cannot be the same as the first contact relation',
    es: 'El parentesco del segundo contacto no puede ser igual al del primer contacto',
  },
  samePhone: {
    en: 'The second contact phone cannot be the same as the first contact phone',
    es: 'El teléfono del segundo contacto no puede ser igual al del primer contacto',
  },
  ownPhone: {
    en: '{label} cannot be your own number',
    es: '{label} no puede ser tu propio número',
  },
  // Without the account's kind; validateBankAccount always gives it (ACCOUNT_TEXTS).
  accountFormat: {
    en: 'Please check the {label}: its digits do not make a valid account',
    es: 'Revisa el {label}: sus dígitos no forman una cuenta válida',
  },
  accountsDiffer: {
    en: 'The two account numbers do not match',
    es: 'Los dos números de cuenta no coinciden',
  },
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
  /** For the account number fields: the kind of account, which names the field and the reason. */
  kind?: AccountType;
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; issues: FormIssue[] };

/**
 * The text of an issue. With a market, the field is named as that market names it, and a missing
 * value of a field picked from a list there asks to select it (Nigeria's LGA).
 */
export function formMessage(issue: FormIssue, lang: Language, market?: MarketId): string {
  const picked = market !== undefined && MARKET_FIELD_LABELS[market][issue.field]?.picked === true;
  const rule = issue.rule === 'required' && picked ? 'requiredChoice' : issue.rule;
  const account = issue.kind && isAccountField(issue.field) ? ACCOUNT_TEXTS[issue.kind] : undefined;
  if (account && (rule === 'accountFormat' || rule === 'accountsDiffer')) return account[rule][lang];
  return fillTemplate(FORM_RULES[rule][lang], {
    label:
      account && isAccountField(issue.field)
        ? account.label[issue.field][lang]
        : fieldLabelIn(issue.field, lang, market),
    max: String(maxLengthOf(issue.field) ?? ''),
  });
}
