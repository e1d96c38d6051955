import { describe, expect, it } from 'vitest';
import { type FraudFacts, fraudSignals } from './fraud-signals.ts';
import { REVIEW_RULES } from './review-rules.ts';

/** A borrower nothing points at: their own device, address, account and identity. */
const CLEAN_FRAUD_FACTS: FraudFacts = {
  otherAccountsOnDevice: 0,
  otherApplicantsFromAddress: 0,
  identityName: { firstName: 'Ana', lastName: 'Gómez' },
  account: { name: 'ANA GOMEZ', from: 'typed' },
  otherAccountsWithIdentity: 0,
};

const RULES = REVIEW_RULES.MX.fraud;
const fired = (change: Partial<FraudFacts>) =>
  fraudSignals({ ...CLEAN_FRAUD_FACTS, ...change }, RULES)
    .filter((s) => s.fired)
    .map((s) => s.rule);
const signal = (change: Partial<FraudFacts>, rule: string) =>
  fraudSignals({ ...CLEAN_FRAUD_FACTS, ...change }, RULES).find((s) => s.rule === rule);

describe('fraud signals', () => {
  it('evaluates all four for a clean borrower, none fired, each explained in English and Spanish', () => {
    const signals = fraudSignals(CLEAN_FRAUD_FACTS, RULES);
    expect(signals.map((s) => [s.rule, s.fired])).toEqual([
      ['sharedDevice', false],
      ['sharedAddress', false],
      ['accountName', false],
      ['identityReused', false],
    ]);
    for (const s of signals) {
      expect(s.text.en.length).toBeGreaterThan(10);
      expect(s.text.es.length).toBeGreaterThan(10);
      expect(s.text.es).not.toBe(s.text.en);
    }
  });

  it('the same device behind many accounts: two other accounts fire it, one (a shared household phone) does not', () => {
    expect(fired({ otherAccountsOnDevice: 1 })).toEqual([]);
    expect(fired({ otherAccountsOnDevice: 2 })).toEqual(['sharedDevice']);
    expect(signal({ otherAccountsOnDevice: 3 }, 'sharedDevice')?.text).toEqual({
      en: 'Other accounts that activated the app on this borrower’s devices: 3 (2 or more hold the application for an operator)',
      es: 'Otras cuentas que activaron la app en los dispositivos de esta persona: 3 (2 o más dejan la solicitud a un operador)',
    });
  });

  it('many applications from one address: five other applicants in 24 hours fire it; a private address is not compared', () => {
    expect(fired({ otherApplicantsFromAddress: 4 })).toEqual([]);
    expect(fired({ otherApplicantsFromAddress: 5 })).toEqual(['sharedAddress']);
    expect(signal({ otherApplicantsFromAddress: 5 }, 'sharedAddress')?.text.en).toBe(
      'Other accounts that applied from the same address within 24 hours: 5 (5 or more hold the application for an operator)',
    );
    expect(fired({ otherApplicantsFromAddress: null })).toEqual([]);
    expect(signal({ otherApplicantsFromAddress: null }, 'sharedAddress')?.text.en).toMatch(/not compared/);
  });

  it('a bank account whose name does not match the identity fires, naming both names', () => {
    const bank = { name: 'EMEKA ADEYEMI', from: 'bank' as const };
    expect(fired({ account: bank })).toEqual(['accountName']);
    expect(signal({ account: bank }, 'accountName')?.text).toEqual({
      en: 'The account may be someone else’s: the bank’s name for the account “EMEKA ADEYEMI” does not match “Ana Gómez”',
      es: 'La cuenta puede ser de otra persona: el nombre que da el banco «EMEKA ADEYEMI» no coincide con «Ana Gómez»',
    });
    expect(fired({ account: { name: 'Gómez Ana', from: 'bank' } })).toEqual([]);
  });

  it('a missing account name, a missing account or missing names are not a mismatch, and say so', () => {
    expect(fired({ account: { name: null, from: 'bank' } })).toEqual([]);
    expect(signal({ account: { name: null, from: 'bank' } }, 'accountName')?.text.en).toBe(
      'The bank gave no name for the account',
    );
    expect(signal({ account: { name: '', from: 'typed' } }, 'accountName')?.text.en).toBe(
      'No holder name was typed for the account',
    );
    expect(fired({ account: null })).toEqual([]);
    expect(fired({ identityName: null })).toEqual([]);
  });

  it('an identity first seen with another phone number: one refused reuse by another account fires it', () => {
    expect(fired({ otherAccountsWithIdentity: 1 })).toEqual(['identityReused']);
    expect(signal({ otherAccountsWithIdentity: 1 }, 'identityReused')?.text.es).toBe(
      'Otras cuentas rechazadas por escribir la identificación o la cuenta bancaria de esta persona: 1 (1 o más dejan la solicitud a un operador)',
    );
  });

  it('uses the same thresholds in both markets', () => {
    expect(REVIEW_RULES.NG.fraud).toEqual(REVIEW_RULES.MX.fraud);
  });
});
