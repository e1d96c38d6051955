import type { Language, Localized } from '@puente/domain';

/** A payout that settled and that the receiving bank sent back: the loan's start was undone. */
export const PAYOUT_RETURNED = 'payoutReturned';

/** What a borrower is told about a failed payout; provider reasons we do not know are shown as given. */
const FAILURES: Record<string, Localized> = {
  accountNotFound: {
    en: 'The bank says this account does not exist. Please check your bank account',
    es: 'El banco indica que esta cuenta no existe. Revisa tu cuenta bancaria',
  },
  declined: {
    en: 'The receiving bank declined the transfer. Please check your bank account or use another one',
    es: 'El banco receptor rechazó la transferencia. Revisa tu cuenta bancaria o usa otra',
  },
  bankUnavailable: {
    en: 'We could not reach the bank for several hours. Please try again',
    es: 'No pudimos comunicarnos con el banco durante varias horas. Inténtalo de nuevo',
  },
  providerCancelled: {
    en: 'The payment provider cancelled the transfer. Please try again',
    es: 'El proveedor de pagos canceló la transferencia. Inténtalo de nuevo',
  },
  [PAYOUT_RETURNED]: {
    en: 'Your bank sent the money back, so your loan did not start and you owe nothing. Please use another bank account and ask again',
    es: 'Tu banco devolvió el dinero, así que tu préstamo no comenzó y no debes nada. Usa otra cuenta bancaria y solicítalo de nuevo',
  },
  unknownTransfer: {
    en: 'The payment provider has no record of the transfer. Please try again',
    es: 'El proveedor de pagos no tiene registro de la transferencia. Inténtalo de nuevo',
  },
};

export function payoutFailureText(reason: string, language: Language): string {
  return FAILURES[reason]?.[language] ?? reason;
}

/** Failures that say nothing about the account: the same account may be tried again. */
export const NOT_THE_ACCOUNTS_FAULT = new Set(['bankUnavailable', 'unknownTransfer', 'providerCancelled']);
