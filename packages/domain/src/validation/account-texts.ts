import type { Localized } from '../i18n/language.ts';
import type { AccountType } from './bank-account.ts';

/** The two fields of an account number, as the bank account screen names them for each kind. */
export const ACCOUNT_FIELDS = ['accountNumber', 'accountNumberConfirm'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

interface AccountTexts {
  label: Record<AccountField, Localized>;
  /** The number is not one of this kind (length, check digit). */
  accountFormat: Localized;
  /** The number typed again is not the same. */
  accountsDiffer: Localized;
}

/**
 * What a borrower reads about the account they are giving: a CLABE is never called a card, a
 * debit card never an "account number", and a message never repeats the field's name as its own
 * reason (issue 16, finding 8).
 */
export const ACCOUNT_TEXTS: Record<AccountType, AccountTexts> = {
  CLABE: {
    label: {
      accountNumber: { en: 'CLABE', es: 'CLABE' },
      accountNumberConfirm: { en: 'CLABE again', es: 'CLABE otra vez' },
    },
    accountFormat: {
      en: 'The CLABE must have 18 digits, and its last digit must match the others: please copy it again from your bank',
      es: 'La CLABE debe tener 18 dígitos y su último dígito debe corresponder a los demás: cópiala de nuevo de tu banco',
    },
    accountsDiffer: { en: 'The two CLABEs do not match', es: 'Las dos CLABE no coinciden' },
  },
  debitCard: {
    label: {
      accountNumber: { en: 'debit card number', es: 'número de tarjeta de débito' },
      accountNumberConfirm: { en: 'debit card number again', es: 'número de tarjeta de débito otra vez' },
    },
    accountFormat: {
      en: 'The debit card number must have the 16 digits printed on the card: please check them',
      es: 'El número de tarjeta de débito debe tener los 16 dígitos impresos en la tarjeta: revísalos',
    },
    accountsDiffer: {
      en: 'The two debit card numbers do not match',
      es: 'Los dos números de tarjeta de débito no coinciden',
    },
  },
  NUBAN: {
    label: {
      accountNumber: { en: 'account number (NUBAN)', es: 'número de cuenta (NUBAN)' },
      accountNumberConfirm: { en: 'account number (NUBAN) again', es: 'número de cuenta (NUBAN) otra vez' },
    },
    accountFormat: {
      en: 'The account number (NUBAN) must have 10 digits',
      es: 'El número de cuenta (NUBAN) debe tener 10 dígitos',
    },
    accountsDiffer: {
      en: 'The two account numbers (NUBAN) do not match',
      es: 'Los dos números de cuenta (NUBAN) no coinciden',
    },
  },
};

export function isAccountField(field: string): field is AccountField {
  return (ACCOUNT_FIELDS as readonly string[]).includes(field);
}
