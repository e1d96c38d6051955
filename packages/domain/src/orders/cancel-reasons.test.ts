import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonProblem } from './cancel-reasons.ts';

describe('cancellation reasons', () => {
  it.each<[string[], string | undefined]>([
    [[], 'cancelReasonMissing'],
    [['madeUp'], 'cancelReasonMissing'],
    [['noLongerNeeded'], undefined],
    [['noLongerNeeded', 'other'], 'cancelReasonTooMany'],
  ])('%j → %s', (reasons, problem) => {
    expect(cancelReasonProblem(reasons)).toBe(problem);
  });

  it('labels every reason in English and Spanish', () => {
    for (const reason of CANCEL_REASONS) {
      expect(reason.label.en).not.toBe('');
      expect(reason.label.es).not.toBe(reason.label.en);
    }
  });
});
