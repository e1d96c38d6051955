import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { WORK_TYPE_KIND } from '../options/work-type.ts';
import { type FraudFacts, type FraudSignal, fraudSignals } from './fraud-signals.ts';
import { REVIEW_RULES, type ReviewRules, SCORED_QUESTION_TEXT } from './review-rules.ts';

export interface ReviewFacts {
  market: MarketId;
  ageYears: number;
  workType: string;
  salaryRange?: string;
  /** Kept with the facts but not scored: how often pay arrives says nothing about how much. */
  payFrequency?: string;
  /** Questionnaire answers by question code (spec §3). */
  questionnaire: Record<number, string | readonly string[]>;
  /** Loans with us repaid on time, and repaid late. */
  onTimeLoans: number;
  lateLoans: number;
  /** What the fraud signals read (docs/decisions/039). */
  fraud: FraudFacts;
}

export interface ReviewReason {
  /** The rule's name: a knock-out (adult, noRecentDefault, nothingOverdueNow, hasIncome), a scored item, or 'score'. */
  rule: string;
  passed: boolean;
  points: number;
  /** The rule as a statement that is true when it passed, in both languages. */
  text: Localized;
}

export interface ReviewDecision {
  /** The rules and the score approve, and no fraud signal fired. */
  approved: boolean;
  /**
   * The rules and the score would approve, but a fraud signal fired: the application waits for an
   * operator, neither approved nor rejected. A refusal by the rules is a refusal whatever the signals.
   */
  held: boolean;
  score: number;
  threshold: number;
  /** The version of REVIEW_RULES the decision was made under. */
  rulesVersion: string;
  reasons: ReviewReason[];
  /** Every fraud signal, fired or not, with what it found. */
  signals: FraudSignal[];
}

const first = (answer: string | readonly string[] | undefined): string | undefined =>
  typeof answer === 'string' ? answer : answer?.[0];

interface KnockOut {
  rule: string;
  passes(facts: ReviewFacts, rules: ReviewRules): boolean;
  text(rules: ReviewRules): Localized;
}

/** Refusals no score can outweigh, each stated as the rule a borrower must meet. */
const KNOCK_OUTS: readonly KnockOut[] = [
  {
    rule: 'adult',
    passes: (f, r) => Number.isFinite(f.ageYears) && f.ageYears >= r.minAgeYears,
    text: (r) => ({ en: `Aged ${r.minAgeYears} or older`, es: `Tener ${r.minAgeYears} años o más` }),
  },
  {
    rule: 'noRecentDefault',
    // Unanswered counts as a failure too: the questionnaire is required before applying.
    passes: (f) => first(f.questionnaire[1]) === 'no',
    text: () => ({
      en: 'No loan left unpaid in the last 6 months',
      es: 'Ningún préstamo sin pagar en los últimos 6 meses',
    }),
  },
  {
    rule: 'nothingOverdueNow',
    passes: (f, r) => r.nothingOverdueAnswers.includes(first(f.questionnaire[11]) ?? ''),
    text: () => ({
      en: 'No loans overdue elsewhere right now',
      es: 'Ningún préstamo vencido en otras empresas ahora',
    }),
  },
  {
    rule: 'hasIncome',
    passes: (f) => (WORK_TYPE_KIND[f.workType] ?? 'notWorking') !== 'notWorking',
    text: () => ({ en: 'A regular income to repay from', es: 'Un ingreso regular para pagar' }),
  },
];

/**
 * The automated review: knock-out rules, then a points scorecard over the questionnaire, the
 * borrower's income and their history with us, then the fraud signals, which can only hold an
 * application the rest would approve. Every rule's outcome is returned so a decision can
 * always be explained; the same facts always give the same decision.
 */
export function reviewApplication(
  facts: ReviewFacts,
  rules: ReviewRules = REVIEW_RULES[facts.market],
): ReviewDecision {
  const reasons: ReviewReason[] = KNOCK_OUTS.map((k) => ({
    rule: k.rule,
    passed: k.passes(facts, rules),
    points: 0,
    text: k.text(rules),
  }));

  for (const [code, table] of Object.entries(rules.points)) {
    const answer = first(facts.questionnaire[Number(code)]);
    const points = (answer !== undefined ? table[answer] : undefined) ?? 0;
    const text = SCORED_QUESTION_TEXT[Number(code)] ?? { en: `Question ${code}`, es: `Pregunta ${code}` };
    reasons.push({ rule: `question${code}`, passed: true, points, text });
  }

  const kind = WORK_TYPE_KIND[facts.workType];
  reasons.push({
    rule: 'income',
    passed: true,
    points:
      kind === 'employed' ? rules.income.employed : kind === 'selfEmployed' ? rules.income.selfEmployed : 0,
    text: { en: 'Source of income', es: 'Fuente de ingresos' },
  });
  reasons.push({
    rule: 'salary',
    passed: true,
    points: (facts.salaryRange ? rules.salary[facts.salaryRange] : undefined) ?? 0,
    text: { en: 'Monthly income', es: 'Ingreso mensual' },
  });

  const { perOnTimeLoan, onTimeCap, perLateLoan } = rules.ownHistory;
  reasons.push({
    rule: 'historyWithUs',
    passed: true,
    points:
      Math.min(onTimeCap, Math.max(0, facts.onTimeLoans) * perOnTimeLoan) -
      Math.max(0, facts.lateLoans) * perLateLoan,
    text: { en: 'Your loans with us', es: 'Tus préstamos con nosotros' },
  });

  const score = reasons.reduce((sum, r) => sum + r.points, 0);
  const knockedOut = reasons.some((r) => !r.passed);
  reasons.push({
    rule: 'score',
    passed: score >= rules.threshold,
    points: 0,
    text: {
      en: `Score ${score} of the ${rules.threshold} needed`,
      es: `Puntaje ${score} de ${rules.threshold} necesarios`,
    },
  });
  const passes = !knockedOut && score >= rules.threshold;
  const signals = fraudSignals(facts.fraud, rules.fraud);
  const flagged = signals.some((s) => s.fired);
  return {
    approved: passes && !flagged,
    held: passes && flagged,
    score,
    threshold: rules.threshold,
    rulesVersion: rules.version,
    reasons,
    signals,
  };
}
