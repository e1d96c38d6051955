import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonProblem } from './cancel-reasons.ts';

describe('cancellation reasons', () => {
  it.each<[string[], string | undefined]>([
    [[], 'cancelReasonMissing'],
    [['madeUp'], 'cancelReasonMissing'],
    [['noLongerNeeded'], undefined],
    [['noLongerNeeded', 'other'], 'cancelReasonTooMany'],
    [['other', 'other'], 'cancelReasonTooMany'],
    [['madeUp', 'other'], 'cancelReasonTooMany'],
    [[''], 'cancelReasonMissing'],
    ...CANCEL_REASONS.map((r): [string[], undefined] => [[r.value], undefined]),
  ])('%j → %s', (reasons, problem) => {
    expect(cancelReasonProblem(reasons)).toBe(problem);
  });

  it('offers about five reasons, "other" last', () => {
    expect(CANCEL_REASONS.length).toBeGreaterThanOrEqual(5);
    expect(CANCEL_REASONS.at(-1)?.value).toBe('other');
  });

  it('labels every reason in English and Spanish', () => {
    for (const reason of CANCEL_REASONS) {
      expect(reason.label.en).not.toBe('');
      expect(reason.label.es).not.toBe(reason.label.en);
    }
  });
});
