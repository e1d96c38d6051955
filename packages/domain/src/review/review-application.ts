import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { WORK_TYPE_KIND } from '../options/work-type.ts';
import { REVIEW_CONFIG, type ReviewConfig, SCORED_QUESTION_TEXT } from './review-rules.ts';

export interface ReviewFacts {
  market: MarketId;
  ageYears: number;
  workType: string;
  salaryRange?: string;
  payFrequency?: string;
  /** Questionnaire answers by question code (spec §3). */
  questionnaire: Record<number, string | readonly string[]>;
  /** Loans with us repaid on time, and repaid late. */
  onTimeLoans: number;
  lateLoans: number;
}

export interface ReviewReason {
  rule: string;
  passed: boolean;
  points: number;
  text: Localized;
}

export interface ReviewDecision {
  approved: boolean;
  score: number;
  threshold: number;
  rulesVersion: string;
  reasons: ReviewReason[];
}

const first = (answer: string | readonly string[] | undefined): string | undefined =>
  typeof answer === 'string' ? answer : answer?.[0];

interface KnockOut {
  rule: string;
  fails(facts: ReviewFacts): boolean;
  text: Localized;
}

/** Refusals no score can outweigh, each stated as the borrower would read it. */
const KNOCK_OUTS: KnockOut[] = [
  {
    rule: 'adult',
    fails: (f) => f.ageYears < 18,
    text: { en: 'Borrowers must be 18 or older', es: 'Debes tener 18 años o más' },
  },
  {
    rule: 'noRecentDefault',
    fails: (f) => first(f.questionnaire[1]) === 'yes',
    text: {
      en: 'A loan left unpaid in the last 6 months',
      es: 'Un préstamo sin pagar en los últimos 6 meses',
    },
  },
  {
    rule: 'nothingOverdueNow',
    fails: (f) => {
      const overdue = first(f.questionnaire[11]);
      return overdue !== undefined && overdue !== 'none';
    },
    text: { en: 'Loans overdue elsewhere right now', es: 'Préstamos vencidos en otras empresas ahora' },
  },
  {
    rule: 'hasIncome',
    fails: (f) => (WORK_TYPE_KIND[f.workType] ?? 'notWorking') === 'notWorking',
    text: { en: 'A regular income is needed to repay', es: 'Se necesita un ingreso regular para pagar' },
  },
];

/**
 * The automated review: knock-out rules, then a points scorecard over the questionnaire, the
 * borrower's income and their history with us. Every rule's outcome is returned so a decision can
 * always be explained; the same facts always give the same decision.
 */
export function reviewApplication(facts: ReviewFacts, config: ReviewConfig = REVIEW_CONFIG[facts.market]) {
  const reasons: ReviewReason[] = KNOCK_OUTS.map((k) => ({
    rule: k.rule,
    passed: !k.fails(facts),
    points: 0,
    text: k.text,
  }));

  for (const [code, table] of Object.entries(config.points)) {
    const answer = first(facts.questionnaire[Number(code)]);
    const points = (answer !== undefined ? table[answer] : undefined) ?? 0;
    const text = SCORED_QUESTION_TEXT[Number(code)] ?? { en: `Question ${code}`, es: `Pregunta ${code}` };
    reasons.push({ rule: `question${code}`, passed: true, points, text });
  }

  const kind = WORK_TYPE_KIND[facts.workType];
  const incomePoints =
    kind === 'employed' ? config.income.employed : kind === 'selfEmployed' ? config.income.selfEmployed : 0;
  reasons.push({
    rule: 'income',
    passed: true,
    points: incomePoints,
    text: { en: 'Income', es: 'Ingresos' },
  });

  const { perOnTimeLoan, onTimeCap, perLateLoan } = config.ownHistory;
  const historyPoints =
    Math.min(onTimeCap, facts.onTimeLoans * perOnTimeLoan) - facts.lateLoans * perLateLoan;
  reasons.push({
    rule: 'historyWithUs',
    passed: true,
    points: historyPoints,
    text: { en: 'Your loans with us', es: 'Tus préstamos con nosotros' },
  });

  const score = reasons.reduce((sum, r) => sum + r.points, 0);
  const knockedOut = reasons.some((r) => !r.passed);
  const approved = !knockedOut && score >= config.threshold;
  reasons.push({
    rule: 'score',
    passed: score >= config.threshold,
    points: 0,
    text: {
      en: `Score ${score} of the ${config.threshold} needed`,
      es: `Puntaje ${score} de ${config.threshold} necesarios`,
    },
  });
  const decision: ReviewDecision = {
    approved,
    score,
    threshold: config.threshold,
    rulesVersion: config.version,
    reasons,
  };
  return decision;
}
