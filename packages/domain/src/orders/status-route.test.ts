import { describe, expect, it } from 'vitest';
import { statusRoute, stepRoute } from './status-route.ts';

describe('order-status router (spec §2)', () => {
  it.each([
    [6, '/auth/personal_infomation'],
    [11, '/auth/additionalInfomation'],
    [12, '/auth/id_card_authentication'],
    [5, '/bank_account/add_bankcard'],
    [14, '/borrow/confirm_borrow'],
    [18, '/borrow/confirm_borrow'],
    [3, '/repay/repay_detail'],
    [2, '/repay/repay_detail'],
    [10, '/repay/repay_detail'],
    [1, '/auth/review_tips?pageName=confirmBorrow'],
    [7, '/borrow/lending'],
    [17, '/auth/loan_question'],
    [19, '/finish_loading'],
  ])('sends status %i to %s', (status, path) => {
    expect(statusRoute(status)).toBe(path);
  });

  it.each([
    [4, '/records?tab=finished'],
    [8, '/records?tab=finished'],
    [9, '/'],
  ])('sends closed status %i to %s', (status, path) => {
    expect(statusRoute(status)).toBe(path);
  });

  it.each([0, 13, 99])('leaves status %i alone', (status) => {
    expect(statusRoute(status)).toBeUndefined();
  });

  it('opens each onboarding step in spec order, and home once all are done', () => {
    expect(
      (['personalInfo', 'identity', 'additionalInfo', 'questionnaire', 'bankCard', 'review'] as const).map(
        stepRoute,
      ),
    ).toEqual([
      '/auth/personal_infomation',
      '/auth/id_card_authentication',
      '/auth/additionalInfomation',
      '/auth/loan_question',
      '/bank_account/add_bankcard',
      '/',
    ]);
  });
});
