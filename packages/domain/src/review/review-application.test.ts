import { describe, expect, it } from 'vitest';
import type { MarketId } from '../markets/markets.ts';
import { firstBadAnswer, questionnaireFor } from '../options/questionnaire.ts';
import { SALARY_RANGE_OPTIONS } from '../options/salary.ts';
import { type ReviewFacts, reviewApplication } from './review-application.ts';
import { REVIEW_RULES } from './review-rules.ts';

/**
 * The answers of apps/server/src/testing/profile-fixtures.ts `fullQuestionnaire` (keyed by question
 * code) and the work of its `additionFor(market)`; MX_BASIC's borrower was born 1956-04-27.
 */
const FIXTURE_ANSWERS: ReviewFacts['questionnaire'] = {
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
const FIXTURE_WORK: Record<MarketId, Pick<ReviewFacts, 'workType' | 'salaryRange' | 'payFrequency'>> = {
  MX: { workType: 'employed', salaryRange: 'upTo29999', payFrequency: 'Monthly' },
  NG: { workType: 'employee', salaryRange: 'upTo69999', payFrequency: 'Monthly' },
};

const facts = (
  change: Partial<ReviewFacts> = {},
  answers: ReviewFacts['questionnaire'] = {},
): ReviewFacts => {
  const market = change.market ?? 'MX';
  return {
    market,
    ageYears: 70,
    ...FIXTURE_WORK[market],
    questionnaire: { ...FIXTURE_ANSWERS, ...answers },
    onTimeLoans: 0,
    lateLoans: 0,
    fraud: {
      otherAccountsOnDevice: 0,
      otherApplicantsFromAddress: 0,
      identityName: { firstName: 'Gloria', lastName: 'Hernández García' },
      account: { name: 'Gloria Hernández García', from: 'typed' },
      otherAccountsWithIdentity: 0,
    },
    ...change,
  };
};
const flagged = (change: Partial<ReviewFacts['fraud']>): Partial<ReviewFacts> => ({
  fraud: { ...facts().fraud, ...change },
});

const failed = (f: ReviewFacts) =>
  reviewApplication(f)
    .reasons.filter((r) => !r.passed)
    .map((r) => r.rule);

describe('automated review', () => {
  it.each<MarketId>(['MX', 'NG'])(
    'approves the test fixtures’ borrower in %s, with every rule’s reason',
    (market) => {
      expect(firstBadAnswer(market, FIXTURE_ANSWERS)).toBeUndefined();
      const decision = reviewApplication(facts({ market }));
      expect(decision).toMatchObject({
        approved: true,
        held: false,
        score: 85,
        threshold: 50,
        rulesVersion: REVIEW_RULES[market].version,
      });
      expect(decision.reasons.filter((r) => !r.passed)).toEqual([]);
      expect(decision.reasons.map((r) => r.rule)).toEqual([
        'adult',
        'noRecentDefault',
        'nothingOverdueNow',
        'hasIncome',
        'question2',
        'question3',
        'question5',
        'question6',
        'question7',
        'question9',
        'question10',
        'income',
        'salary',
        'historyWithUs',
        'score',
      ]);
    },
  );

  it.each<[string, Partial<ReviewFacts>, ReviewFacts['questionnaire'], string]>([
    ['question 1 answered yes (a loan unpaid in the last 6 months)', {}, { 1: 'yes' }, 'noRecentDefault'],
    ['question 1 left unanswered', {}, { 1: [] }, 'noRecentDefault'],
    ['loans overdue elsewhere now (1 to 10)', {}, { 11: 'from1To10' }, 'nothingOverdueNow'],
    ['loans overdue elsewhere now (more than 10)', { market: 'NG' }, { 11: 'over10' }, 'nothingOverdueNow'],
    ['no income (not working, Mexico)', { workType: 'no_Work' }, {}, 'hasIncome'],
    ['no income (unemployed, Nigeria)', { market: 'NG', workType: 'Unemployed' }, {}, 'hasIncome'],
    ['a student', { workType: 'Student' }, {}, 'hasIncome'],
    ['a work type nobody offers', { workType: 'astronaut' }, {}, 'hasIncome'],
    ['under age (17)', { ageYears: 17 }, {}, 'adult'],
    ['an unknown age', { ageYears: Number.NaN }, {}, 'adult'],
  ])('rejects %s whatever the score, naming the rule', (_name, change, answers, rule) => {
    const f = facts({ ...change, onTimeLoans: 5 }, answers);
    const decision = reviewApplication(f);
    expect(decision.approved).toBe(false);
    // The score alone would approve: only the knock-out refuses.
    expect(decision.score).toBeGreaterThanOrEqual(decision.threshold);
    expect(failed(f)).toContain(rule);
  });

  it.each<[string, Partial<ReviewFacts['fraud']>, string]>([
    ['the same device behind many accounts', { otherAccountsOnDevice: 2 }, 'sharedDevice'],
    ['many applications from one address', { otherApplicantsFromAddress: 5 }, 'sharedAddress'],
    ['a bank account in another name', { account: { name: 'EMEKA ADEYEMI', from: 'bank' } }, 'accountName'],
    ['an identity first seen with another phone number', { otherAccountsWithIdentity: 1 }, 'identityReused'],
  ])('holds for an operator, neither approved nor rejected: %s', (_name, change, rule) => {
    const decision = reviewApplication(facts(flagged(change)));
    expect(decision).toMatchObject({ approved: false, held: true, score: 85 });
    expect(decision.reasons.filter((r) => !r.passed)).toEqual([]);
    expect(decision.signals.filter((s) => s.fired).map((s) => s.rule)).toEqual([rule]);
  });

  it('still rejects what the rules refuse, keeping the signals that fired with the decision', () => {
    const knockedOut = reviewApplication(facts(flagged({ otherAccountsOnDevice: 4 }), { 1: 'yes' }));
    expect(knockedOut).toMatchObject({ approved: false, held: false });
    expect(knockedOut.signals.find((s) => s.rule === 'sharedDevice')?.fired).toBe(true);
    const lowScore = reviewApplication(
      facts(flagged({ otherAccountsWithIdentity: 2 }), { 3: 'veryPoor', 6: 'over60Days', 9: 'over10' }),
    );
    expect(lowScore).toMatchObject({ approved: false, held: false });
    expect(lowScore.signals.find((s) => s.rule === 'identityReused')?.fired).toBe(true);
  });

  it('accepts exactly 18, refuses the day before (age in whole years)', () => {
    expect(reviewApplication(facts({ ageYears: 18 })).approved).toBe(true);
    expect(reviewApplication(facts({ ageYears: 17 })).approved).toBe(false);
  });

  it('rejects on a low score and says the score and the threshold in both languages', () => {
    const f = facts(
      {},
      { 3: 'veryPoor', 5: ['lender'], 6: 'over60Days', 7: 'over8000', 9: 'over10', 10: 'none' },
    );
    const decision = reviewApplication(f);
    expect(decision.approved).toBe(false);
    expect(decision.score).toBe(14);
    expect(failed(f)).toEqual(['score']);
    const score = decision.reasons.find((r) => r.rule === 'score');
    expect(score?.text).toEqual({ en: 'Score 14 of the 50 needed', es: 'Puntaje 14 de 50 necesarios' });
  });

  it.each<[string, Partial<ReviewFacts>, number, boolean]>([
    ['one loan repaid on time with us', { onTimeLoans: 1 }, 95, true],
    ['five (capped at 20 points)', { onTimeLoans: 5 }, 105, true],
    ['two repaid late', { lateLoans: 2 }, 55, true],
    ['three repaid late', { lateLoans: 3 }, 40, false],
    ['a self-employed borrower', { workType: 'self_employed' }, 83, true],
    ['a higher salary band', { salaryRange: 'from50000To99999' }, 90, true],
  ])('scores %s: %i', (_name, change, score, approved) => {
    const decision = reviewApplication(facts(change));
    expect(decision.score).toBe(score);
    expect(decision.approved).toBe(approved);
  });

  it('is deterministic', () => {
    expect(reviewApplication(facts())).toEqual(reviewApplication(facts()));
  });

  it('states every reason in English and Spanish', () => {
    const decision = reviewApplication(facts({}, { 1: 'yes' }));
    for (const reason of decision.reasons) {
      expect(reason.text.en.length).toBeGreaterThan(3);
      expect(reason.text.es.length).toBeGreaterThan(3);
      expect(reason.text.es).not.toBe(reason.text.en);
    }
  });
});

describe('review rules per market', () => {
  it.each<MarketId>(['MX', 'NG'])('%s scores only answers its questionnaire offers', (market) => {
    const rules = REVIEW_RULES[market];
    for (const [code, table] of Object.entries(rules.points)) {
      const question = questionnaireFor(market).find((q) => q.code === Number(code));
      expect(question, `question ${code}`).toBeDefined();
      for (const value of Object.keys(table)) {
        expect(
          question?.options.map((o) => o.value),
          `question ${code} answer ${value}`,
        ).toContain(value);
      }
    }
    const bands = SALARY_RANGE_OPTIONS[market].map((o) => o.value);
    expect(Object.keys(rules.salary).sort()).toEqual([...bands].sort());
    for (const answer of rules.nothingOverdueAnswers) {
      expect(
        questionnaireFor(market)
          .find((q) => q.code === 11)
          ?.options.map((o) => o.value),
      ).toContain(answer);
    }
  });

  it('can approve: the best answers reach the threshold in each market', () => {
    for (const rules of Object.values(REVIEW_RULES)) {
      const best = Object.values(rules.points).reduce(
        (sum, table) => sum + Math.max(...Object.values(table)),
        0,
      );
      expect(best + rules.income.employed).toBeGreaterThanOrEqual(rules.threshold);
    }
  });
});
