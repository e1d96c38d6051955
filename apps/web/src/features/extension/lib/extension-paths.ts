/** A screen's path with its query, e.g. /repay/repay_oxxo?orderNo=PU1&extensionId=EX1. */
export function pathWith(route: string, params: Record<string, string>): string {
  return `${route}?${new URLSearchParams(params).toString()}`;
}

export const EXTENSION_ROUTES = {
  detail: '/repay/exhibition_period_detail',
  confirm: '/repay/confirm_exhibition',
  agreement: '/convenios',
  repayDetail: '/repay/repay_detail',
  stp: '/repay/repay_stp',
  oxxo: '/repay/repay_oxxo',
  cashier: '/repay/cashier',
} as const;
