import { describe, expect, it } from 'vitest';
import { LENDERS } from '../data/lenders.ts';
import { firstBadAnswer, type QuestionnaireAnswers, questionnaireFor } from './questionnaire.ts';

describe.each(['MX', 'NG'] as const)('questionnaire in %s', (market) => {
  const questions = questionnaireFor(market);

  it('has the 11 questions, codes 1–11, with 7–11 collapsible', () => {
    expect(questions.map((q) => q.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(questions.filter((q) => q.collapsible).map((q) => q.code)).toEqual([7, 8, 9, 10, 11]);
  });

  it('gives every question a title and unique options in both languages', () => {
    for (const q of questions) {
      expect(q.title.en).not.toBe('');
      expect(q.title.es).not.toBe(q.title.en);
      expect(new Set(q.options.map((o) => o.value)).size, `question ${q.code}`).toBe(q.options.length);
      for (const o of q.options) expect(o.label.en && o.label.es, `${q.code}.${o.value}`).toBeTruthy();
    }
  });

  it('asks about the market’s lenders in questions 4 and 5, with none', () => {
    for (const code of [4, 5]) {
      const q = questions[code - 1];
      expect(q?.multiple).toBe(true);
      expect(q?.options.map((o) => o.value)).toEqual([
        ...LENDERS[market].map((l) => l.value),
        'other',
        'none',
      ]);
    }
    expect(questions[2]?.options).toHaveLength(5);
    expect(questions[5]?.options).toHaveLength(7);
    expect(questions[6]?.options).toHaveLength(7);
  });
});

describe('firstBadAnswer', () => {
  const complete: QuestionnaireAnswers = {
    1: 'no',
    2: 'no',
    3: 'good',
    4: ['kueski', 'tala'],
    5: ['none'],
    6: 'neverLate',
    7: 'under500',
    8: 'from1To10',
    9: 'none',
    10: 'from1To10',
    11: 'none',
  };

  it('accepts a complete questionnaire', () => {
    expect(firstBadAnswer('MX', complete)).toBeUndefined();
  });

  it.each([
    [
      { ...complete, 3: undefined as unknown as string },
      { code: 3, reason: 'unanswered' },
    ],
    [
      { ...complete, 4: [] },
      { code: 4, reason: 'unanswered' },
    ],
    [
      { ...complete, 4: ['kueski', 'none'] },
      { code: 4, reason: 'invalid' },
    ],
    [
      { ...complete, 4: ['kueski', 'kueski'] },
      { code: 4, reason: 'invalid' },
    ],
    [
      { ...complete, 4: ['carbon'] },
      { code: 4, reason: 'invalid' },
    ], // a Nigerian lender
    [
      { ...complete, 6: ['neverLate', 'days1To7'] },
      { code: 6, reason: 'invalid' },
    ],
    [
      { ...complete, 7: 'under50000' },
      { code: 7, reason: 'invalid' },
    ], // a naira band
  ])('points at the first bad answer', (answers, expected) => {
    expect(firstBadAnswer('MX', answers)).toEqual(expected);
  });
});
