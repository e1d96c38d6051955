/**
 * The credit-history questionnaire (spec §3): 11 questions, codes 1–11. Questions 4 and 5 list the
 * market's lenders; questions 7–11 sit in a collapsible sub-group. Every question must be answered
 * (spec §5); 4 and 5 take several answers, where "none" excludes the others.
 */
import { LENDERS } from '../data/lenders.ts';
import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

export interface Question {
  code: number;
  title: Localized;
  options: readonly Option[];
  multiple: boolean;
  collapsible: boolean;
}

const YES_NO = [option('yes', 'Yes', 'Sí'), option('no', 'No', 'No')];

const CREDITWORTHINESS = [
  option('excellent', 'Excellent', 'Excelente'),
  option('good', 'Good', 'Bueno'),
  option('fair', 'Fair', 'Regular'),
  option('poor', 'Poor', 'Malo'),
  option('veryPoor', 'Very poor', 'Muy malo'),
];

const LONGEST_DELAY = [
  option('days1To7', '1 to 7 days', 'De 1 a 7 días'),
  option('days8To15', '8 to 15 days', 'De 8 a 15 días'),
  option('days16To30', '16 to 30 days', 'De 16 a 30 días'),
  option('over30Days', 'More than 30 days', 'Más de 30 días'),
  option('over60Days', 'More than 60 days', 'Más de 60 días'),
  option('neverLate', 'I have never been late', 'Nunca me he atrasado'),
  option('neverHadCredit', 'I have never had credit', 'Nunca he tenido crédito'),
];

/**
 * Total owed. Mexico uses the spec's amounts in pesos; in Nigeria the same amounts in naira would
 * all be trivial, so the bands are a hundred times larger (roughly the same value in dollars).
 */
const AMOUNT_OWED: Record<MarketId, readonly Option[]> = {
  MX: [
    option('none', 'I owe nothing', 'No debo nada'),
    option('under500', 'Less than $500', 'Menos de $500'),
    option('from500To1000', '$500 to $1,000', 'De $500 a $1,000'),
    option('from1001To2000', '$1,001 to $2,000', 'De $1,001 a $2,000'),
    option('from2001To4000', '$2,001 to $4,000', 'De $2,001 a $4,000'),
    option('from4001To8000', '$4,001 to $8,000', 'De $4,001 a $8,000'),
    option('over8000', 'More than $8,000', 'Más de $8,000'),
  ],
  NG: [
    option('none', 'I owe nothing', 'No debo nada'),
    option('under50000', 'Less than ₦50,000', 'Menos de ₦50,000'),
    option('from50000To100000', '₦50,000 to ₦100,000', 'De ₦50,000 a ₦100,000'),
    option('from100001To200000', '₦100,001 to ₦200,000', 'De ₦100,001 a ₦200,000'),
    option('from200001To400000', '₦200,001 to ₦400,000', 'De ₦200,001 a ₦400,000'),
    option('from400001To800000', '₦400,001 to ₦800,000', 'De ₦400,001 a ₦800,000'),
    option('over800000', 'More than ₦800,000', 'Más de ₦800,000'),
  ],
};

/** Spec gives these bands for question 8; questions 9–11 count the same loans, so they reuse them. */
const LOAN_COUNT = [
  option('none', 'None', 'Ninguno'),
  option('from1To10', '1 to 10', 'De 1 a 10'),
  option('over10', 'More than 10', 'Más de 10'),
];

function lenderOptions(market: MarketId): Option[] {
  return [
    ...LENDERS[market].map((l) => ({ value: l.value, label: { en: l.name, es: l.name } })),
    option('other', 'Another company', 'Otra empresa'),
    option('none', 'None', 'Ninguna'),
  ];
}

const q = (code: number, en: string, es: string, options: readonly Option[], multiple = false): Question => ({
  code,
  title: { en, es },
  options,
  multiple,
  collapsible: code >= 7,
});

export function questionnaireFor(market: MarketId): readonly Question[] {
  return [
    q(
      1,
      'Have you failed to repay a loan in the last 6 months?',
      '¿Has dejado de pagar algún préstamo en los últimos 6 meses?',
      YES_NO,
    ),
    q(2, 'Are you listed in a credit bureau?', '¿Apareces en el buró de crédito?', YES_NO),
    q(
      3,
      'How would you rate your creditworthiness?',
      '¿Cómo calificarías tu historial crediticio?',
      CREDITWORTHINESS,
    ),
    q(
      4,
      'Which companies do you have a loan with now?',
      '¿Con qué empresas tienes un préstamo ahora?',
      lenderOptions(market),
      true,
    ),
    q(
      5,
      'With which companies have you had an overdue loan?',
      '¿Con qué empresas has tenido un préstamo vencido?',
      lenderOptions(market),
      true,
    ),
    q(
      6,
      'What is the longest you have been late on a payment?',
      '¿Cuál es el mayor atraso que has tenido en un pago?',
      LONGEST_DELAY,
    ),
    q(7, 'How much do you owe in total?', '¿Cuánto debes en total?', AMOUNT_OWED[market]),
    q(8, 'How many online loans have you had?', '¿Cuántos préstamos en línea has tenido?', LOAN_COUNT),
    q(9, 'How many of them are active now?', '¿Cuántos tienes activos ahora?', LOAN_COUNT),
    q(10, 'How many have you repaid on time?', '¿Cuántos has pagado a tiempo?', LOAN_COUNT),
    q(11, 'How many are overdue?', '¿Cuántos tienes vencidos?', LOAN_COUNT),
  ];
}

export type QuestionnaireAnswers = Readonly<Record<number, string | readonly string[]>>;

/**
 * The first question that is unanswered or answered with a value it does not offer (several values
 * only where `multiple`, and "none" alone), or undefined when the questionnaire is complete.
 */
export function firstBadAnswer(
  market: MarketId,
  answers: QuestionnaireAnswers,
): { code: number; reason: 'unanswered' | 'invalid' } | undefined {
  for (const question of questionnaireFor(market)) {
    const answer = answers[question.code];
    const values = typeof answer === 'string' ? [answer] : (answer ?? []);
    if (values.length === 0) return { code: question.code, reason: 'unanswered' };
    const offered = values.every((v) => question.options.some((o) => o.value === v));
    const shapeOk = question.multiple
      ? new Set(values).size === values.length && (values.length === 1 || !values.includes('none'))
      : values.length === 1;
    if (!offered || !shapeOk) return { code: question.code, reason: 'invalid' };
  }
  return undefined;
}
