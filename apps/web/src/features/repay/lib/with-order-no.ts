/** A repay screen's path with the order it is about, e.g. /repay/repay_stp?orderNo=PU123. */
export function withOrderNo(route: string, orderNo: string): string {
  return `${route}${route.includes('?') ? '&' : '?'}orderNo=${encodeURIComponent(orderNo)}`;
}
