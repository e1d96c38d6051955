import { type NextStep, STEP_STATUS } from '../validation/onboarding-steps.ts';

/**
 * The order-status router of spec §2: which screen an order in a given status (spec §4 numbers)
 * sends the borrower to. The spec leaves 4 (finished), 8 (cancelled) and 9 (rejected) unhandled:
 * finished and cancelled orders open the records tab's Finished group, a rejection opens home, where
 * the retry date and other products are shown (docs/decisions/012-order-lifecycle.md).
 */
const STATUS_ROUTES: Readonly<Record<number, string>> = {
  1: '/auth/review_tips?pageName=confirmBorrow',
  4: '/records?tab=finished',
  8: '/records?tab=finished',
  9: '/',
  2: '/repay/repay_detail',
  3: '/repay/repay_detail',
  5: '/bank_account/add_bankcard',
  6: '/auth/personal_infomation',
  7: '/borrow/lending',
  10: '/repay/repay_detail',
  11: '/auth/additionalInfomation',
  12: '/auth/id_card_authentication',
  14: '/borrow/confirm_borrow',
  17: '/auth/loan_question',
  18: '/borrow/confirm_borrow',
  19: '/finish_loading',
};

export function statusRoute(status: number): string | undefined {
  return STATUS_ROUTES[status];
}

/**
 * The screen of an onboarding step, through the status that stands for it. Once every step is done
 * ('review'), home offers the loan.
 */
export function stepRoute(step: NextStep): string {
  return step === 'review' ? '/' : (statusRoute(STEP_STATUS[step]) ?? '/');
}
