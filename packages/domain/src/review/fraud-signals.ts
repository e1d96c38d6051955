import type { Localized } from '../i18n/language.ts';
import { accountNameAgrees, type IdentityName } from './account-name.ts';

/**
 * When a signal fires (docs/decisions/039). A signal does not refuse: an application the rules would
 * approve waits for an operator instead, because each signal also fires for some honest borrowers.
 */
export interface FraudRules {
  /** Other accounts that activated the app on one of the applicant's devices. */
  otherAccountsOnDevice: number;
  /** Other accounts that applied from the applicant's address within `addressWindowHours`. */
  otherApplicantsFromAddress: number;
  addressWindowHours: number;
  /** Other accounts refused for typing the applicant's national id or bank account. */
  otherAccountsWithIdentity: number;
}

/** What the signals read; the server gathers it (apps/server loans/fraud-facts.ts). */
export interface FraudFacts {
  otherAccountsOnDevice: number;
  /** Null when the address says nothing about the applicant: unknown, private or loopback. */
  otherApplicantsFromAddress: number | null;
  /** The names of personal info; null when none are on file. */
  identityName: IdentityName | null;
  /**
   * The payout account's name: in Nigeria the bank's answer to the name enquiry, in Mexico what the
   * borrower typed (SPEI has no enquiry before a transfer). Null when there is no account.
   */
  account: { name: string | null; from: 'bank' | 'typed' } | null;
  otherAccountsWithIdentity: number;
}

export type FraudRule = 'sharedDevice' | 'sharedAddress' | 'accountName' | 'identityReused';

export interface FraudSignal {
  rule: FraudRule;
  fired: boolean;
  /** What was found and when the rule fires, for the operator, in both languages. */
  text: Localized;
}

function counted(rule: FraudRule, found: number, limit: number, en: string, es: string): FraudSignal {
  return {
    rule,
    fired: found >= limit,
    text: {
      en: `${en}: ${found} (${limit} or more hold the application for an operator)`,
      es: `${es}: ${found} (${limit} o más dejan la solicitud a un operador)`,
    },
  };
}

function accountNameSignal(facts: FraudFacts): FraudSignal {
  const rule = 'accountName';
  const { identityName, account } = facts;
  if (!identityName || !account) {
    return {
      rule,
      fired: false,
      text: { en: 'No account or no names on file to compare', es: 'Sin cuenta o sin nombres que comparar' },
    };
  }
  // A missing name is not a mismatch: honest borrowers have it too (an optional field in Mexico,
  // a bank that did not answer in Nigeria), and nothing contradicts the identity.
  if (!account.name) {
    return {
      rule,
      fired: false,
      text:
        account.from === 'bank'
          ? { en: 'The bank gave no name for the account', es: 'El banco no dio el nombre de la cuenta' }
          : { en: 'No holder name was typed for the account', es: 'No se escribió el nombre del titular' },
    };
  }
  const identity = [identityName.firstName, identityName.middleName, identityName.lastName]
    .filter(Boolean)
    .join(' ');
  const agrees = accountNameAgrees(identityName, account.name);
  const source =
    account.from === 'bank'
      ? { en: 'the bank’s name for the account', es: 'el nombre que da el banco' }
      : { en: 'the holder name typed', es: 'el nombre del titular escrito' };
  return {
    rule,
    fired: !agrees,
    text: agrees
      ? {
          en: `The account is in the borrower’s name: ${source.en} “${account.name}” agrees with “${identity}”`,
          es: `La cuenta está a nombre de la persona: ${source.es} «${account.name}» coincide con «${identity}»`,
        }
      : {
          en: `The account may be someone else’s: ${source.en} “${account.name}” does not match “${identity}”`,
          es: `La cuenta puede ser de otra persona: ${source.es} «${account.name}» no coincide con «${identity}»`,
        },
  };
}

/** Every signal, fired or not, each saying what it found: an operator reads why an application waits. */
export function fraudSignals(facts: FraudFacts, rules: FraudRules): FraudSignal[] {
  const address: FraudSignal =
    facts.otherApplicantsFromAddress === null
      ? {
          rule: 'sharedAddress',
          fired: false,
          text: {
            en: 'The applying address is unknown or private: not compared',
            es: 'La dirección desde la que se solicitó es desconocida o privada: no se compara',
          },
        }
      : counted(
          'sharedAddress',
          facts.otherApplicantsFromAddress,
          rules.otherApplicantsFromAddress,
          `Other accounts that applied from the same address within ${rules.addressWindowHours} hours`,
          `Otras cuentas que solicitaron desde la misma dirección en ${rules.addressWindowHours} horas`,
        );
  return [
    counted(
      'sharedDevice',
      facts.otherAccountsOnDevice,
      rules.otherAccountsOnDevice,
      'Other accounts that activated the app on this borrower’s devices',
      'Otras cuentas que activaron la app en los dispositivos de esta persona',
    ),
    address,
    accountNameSignal(facts),
    counted(
      'identityReused',
      facts.otherAccountsWithIdentity,
      rules.otherAccountsWithIdentity,
      'Other accounts refused for typing this borrower’s national id or bank account',
      'Otras cuentas rechazadas por escribir la identificación o la cuenta bancaria de esta persona',
    ),
  ];
}
