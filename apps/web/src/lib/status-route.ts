import { type NextStep, STEP_STATUS } from '@puente/domain';

/**
 * The order-status router of spec §2: which screen an order in a given status (spec §4 numbers)
 * sends the borrower to. Statuses 4 (finished), 8 (cancelled) and 9 (rejected) have no screen of
 * their own: the router leaves them alone (undefined) and the caller stays where it is.
 */
const STATUS_ROUTES: Readonly<Record<number, string>> = {
  1: '/auth/review_tips?pageName=confirmBorrow',
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
 * ('review'), the borrower goes home until the loan screens arrive.
 */
export function stepRoute(step: NextStep): string {
  return step === 'review' ? '/' : (statusRoute(STEP_STATUS[step]) ?? '/');
}
