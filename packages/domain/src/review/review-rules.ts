import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/**
 * The review's configuration per market: knock-out rules that refuse whatever the score, and the
 * points each answer earns. Points are read by option value; an answer not listed earns nothing.
 * Version it when it changes: the version is stored with every decision.
 */
export interface ReviewConfig {
  version: string;
  threshold: number;
  points: Record<number, Record<string, number>>;
  /** Points per loan repaid on time with us (up to the cap), taken per loan repaid late. */
  ownHistory: { perOnTimeLoan: number; onTimeCap: number; perLateLoan: number };
  /** Points by how the borrower earns (work type kind). */
  income: { employed: number; selfEmployed: number };
}

const SHARED_POINTS: Record<number, Record<string, number>> = {
  2: { yes: 5, no: 0 },
  3: { excellent: 15, good: 12, fair: 8, poor: 3, veryPoor: 0 },
  5: { none: 15 },
  6: { neverLate: 20, neverHadCredit: 10, days1To7: 12, days8To15: 6, days16To30: 2 },
  9: { none: 10, from1To10: 5, over10: 0 },
  10: { over10: 10, from1To10: 8, none: 4 },
};

export const REVIEW_CONFIG: Record<MarketId, ReviewConfig> = {
  MX: {
    version: 'mx-2026-11',
    threshold: 50,
    points: {
      ...SHARED_POINTS,
      7: { none: 10, under500: 8, from500To1000: 6, from1001To2000: 4, from2001To4000: 2 },
    },
    ownHistory: { perOnTimeLoan: 10, onTimeCap: 20, perLateLoan: 15 },
    income: { employed: 10, selfEmployed: 8 },
  },
  NG: {
    version: 'ng-2026-11',
    threshold: 50,
    points: {
      ...SHARED_POINTS,
      7: { none: 10, under50000: 8, from50000To100000: 6, from100001To200000: 4, from200001To400000: 2 },
    },
    ownHistory: { perOnTimeLoan: 10, onTimeCap: 20, perLateLoan: 15 },
    income: { employed: 10, selfEmployed: 8 },
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
