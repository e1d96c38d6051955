import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { FraudRules } from './fraud-signals.ts';

/**
 * The review's configuration per market: the knock-out settings (a failed knock-out refuses
 * whatever the score), the points each answer earns and the threshold. Points are read by option
 * value; an answer not listed earns nothing. Change the version whenever anything here changes: it is
 * stored with every decision, so an old decision can be explained by the rules it was made under.
 */
export interface ReviewRules {
  version: string;
  /** Spec §1 and §9: borrowers are adults (over 18). */
  minAgeYears: number;
  /** Answers to question 11 ("How many are overdue?") that mean nothing is overdue elsewhere now. */
  nothingOverdueAnswers: readonly string[];
  threshold: number;
  /** Points by questionnaire question code, then by answer value. */
  points: Record<number, Record<string, number>>;
  /** Points by how the borrower earns (work type kind). */
  income: { employed: number; selfEmployed: number };
  /** Points by monthly salary band (options/salary.ts values); the lowest band earns nothing. */
  salary: Record<string, number>;
  /** Points per loan repaid on time with us (up to the cap), taken per loan repaid late. */
  ownHistory: { perOnTimeLoan: number; onTimeCap: number; perLateLoan: number };
  /** When a fraud signal holds an application for an operator (docs/decisions/039). */
  fraud: FraudRules;
}

/**
 * Shared points (spec §3 question codes). Questions 1 and 11 are knock-outs, not points. Question 4
 * (which lenders now) and 8 (how many online loans ever) say nothing good or bad on their own and
 * earn nothing; 9 (active now) and 7 (owed) measure the load already carried.
 */
const SHARED_POINTS: Record<number, Record<string, number>> = {
  2: { yes: 5, no: 0 },
  3: { excellent: 15, good: 12, fair: 8, poor: 3, veryPoor: 0 },
  5: { none: 15 },
  6: { neverLate: 20, neverHadCredit: 10, days1To7: 12, days8To15: 6, days16To30: 2 },
  9: { none: 10, from1To10: 5, over10: 0 },
  10: { over10: 10, from1To10: 8, none: 4 },
};

const SHARED = {
  minAgeYears: 18,
  nothingOverdueAnswers: ['none'],
  threshold: 50,
  income: { employed: 10, selfEmployed: 8 },
  ownHistory: { perOnTimeLoan: 10, onTimeCap: 20, perLateLoan: 15 },
  // Decision 039: a phone shared in a household is one other account; a carrier's shared address
  // (CGNAT) rarely gives five other applicants in a day; one refused reuse is already a conflict.
  fraud: {
    otherAccountsOnDevice: 2,
    otherApplicantsFromAddress: 5,
    addressWindowHours: 24,
    otherAccountsWithIdentity: 1,
  },
} as const;

export const REVIEW_RULES: Record<MarketId, ReviewRules> = {
  MX: {
    ...SHARED,
    version: 'mx-2026-11-fraud',
    points: {
      ...SHARED_POINTS,
      7: { none: 10, under500: 8, from500To1000: 6, from1001To2000: 4, from2001To4000: 2 },
    },
    salary: { upTo29999: 0, from30000To49999: 3, from50000To99999: 5, from100000To149999: 5, from150000: 5 },
  },
  NG: {
    ...SHARED,
    version: 'ng-2026-11-fraud',
    points: {
      ...SHARED_POINTS,
      7: { none: 10, under50000: 8, from50000To100000: 6, from100001To200000: 4, from200001To400000: 2 },
    },
    salary: {
      upTo69999: 0,
      from70000To149999: 3,
      from150000To299999: 5,
      from300000To499999: 5,
      from500000: 5,
    },
  },
};

/** What each scored question is called in a reason. */
export const SCORED_QUESTION_TEXT: Record<number, Localized> = {
  2: { en: 'Credit bureau record', es: 'Registro en el buró de crédito' },
  3: { en: 'Your own rating of your credit', es: 'Tu propia calificación de crédito' },
  5: { en: 'Past overdue loans elsewhere', es: 'Préstamos vencidos en otras empresas' },
  6: { en: 'Longest delay on a payment', es: 'Mayor atraso en un pago' },
  7: { en: 'Total amount owed', es: 'Total que debes' },
  9: { en: 'Loans active now', es: 'Préstamos activos ahora' },
  10: { en: 'Loans repaid on time', es: 'Préstamos pagados a tiempo' },
};
