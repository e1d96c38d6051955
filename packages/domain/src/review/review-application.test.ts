import { describe, expect, it } from 'vitest';
import { type ReviewFacts, reviewApplication } from './review-application.ts';

/** A careful borrower's answers (the test fixtures' "clean" questionnaire). */
const CLEAN: ReviewFacts['questionnaire'] = {
  1: 'no',
  2: 'no',
  3: 'good',
  4: ['none'],
  5: ['none'],
  6: 'neverLate',
  7: 'none',
  8: 'from1To10',
  9: 'none',
  10: 'from1To10',
  11: 'none',
};

const facts = (
  change: Partial<ReviewFacts> = {},
  answers: ReviewFacts['questionnaire'] = {},
): ReviewFacts => ({
  market: 'MX',
  ageYears: 35,
  workType: 'employed',
  salaryRange: 'upTo29999',
  questionnaire: { ...CLEAN, ...answers },
  onTimeLoans: 0,
  lateLoans: 0,
  ...change,
});

const failed = (f: ReviewFacts) =>
  reviewApplication(f)
    .reasons.filter((r) => !r.passed)
    .map((r) => r.rule);

describe('automated review', () => {
  it('approves a careful, employed borrower in each market with the reasons of every rule', () => {
    for (const market of ['MX', 'NG'] as const) {
      const decision = reviewApplication(
        facts({ market, workType: market === 'MX' ? 'employed' : 'employee' }),
      );
      expect(decision).toMatchObject({ approved: true, score: 85, threshold: 50 });
      expect(decision.reasons.every((r) => r.passed)).toBe(true);
      expect(decision.reasons.map((r) => r.rule)).toContain('question6');
    }
  });

  it.each<[string, Partial<ReviewFacts>, ReviewFacts['questionnaire'], string]>([
    ['a loan unpaid in the last 6 months', {}, { 1: 'yes' }, 'noRecentDefault'],
    ['loans overdue elsewhere now', {}, { 11: 'from1To10' }, 'nothingOverdueNow'],
    ['no income (not working)', { workType: 'no_Work' }, {}, 'hasIncome'],
    ['no income (Nigerian unemployed)', { market: 'NG', workType: 'Unemployed' }, {}, 'hasIncome'],
    ['under age', { ageYears: 17 }, {}, 'adult'],
  ])('rejects %s whatever the score, naming the rule', (_name, change, answers, rule) => {
    const f = facts(change, answers);
    expect(reviewApplication(f).approved).toBe(false);
    expect(failed(f)).toContain(rule);
  });

  it('rejects on a low score and says the score and the threshold in both languages', () => {
    const f = facts(
      {},
      { 3: 'veryPoor', 5: ['lender'], 6: 'over60Days', 7: 'over8000', 9: 'over10', 10: 'none' },
    );
    const decision = reviewApplication(f);
    expect(decision.approved).toBe(false);
    expect(decision.score).toBe(14);
    const score = decision.reasons.find((r) => r.rule === 'score');
    expect(score?.text).toEqual({ en: 'Score 14 of the 50 needed', es: 'Puntaje 14 de 50 necesarios' });
  });

  it('rewards loans repaid on time with us and holds late ones against the borrower', () => {
    expect(reviewApplication(facts({ onTimeLoans: 5 })).score).toBe(105);
    expect(reviewApplication(facts({ lateLoans: 3 })).approved).toBe(false);
  });

  it('is deterministic', () => {
    expect(reviewApplication(facts())).toEqual(reviewApplication(facts()));
  });
});
