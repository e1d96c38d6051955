/**
 * The partner lenders recommended to a rejected borrower are configuration, not code: the service's
 * PARTNER_OFFERS setting (apps/server/src/settings/partner-offers.ts, decision 034), none unless
 * partnerships are signed. What stays here is the loan market's other fixed answer.
 */

/** The colours of repayment states in the loan market list (/loanMarket/repay-color). */
export const REPAY_COLORS = { onTime: '#1f9d55', dueSoon: '#d97706', overdue: '#dc2626' } as const;
