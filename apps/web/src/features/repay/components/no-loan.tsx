import { ORDER_STATUS, type OrderView, statusRoute } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { NoLoanHere } from '../../../ui/no-loan-here.tsx';

/**
 * Where the borrower's loan is shown instead, when it is not one to repay here. The status router
 * sends a failed payout (10) to repay_detail; its screen is the payout wait.
 */
function routeOf(order: OrderView): string | undefined {
  if (order.status === ORDER_STATUS.PayFail) return '/borrow/lending';
  const route = statusRoute(order.status);
  return route && route !== '/' && !route.startsWith('/repay/') ? route : undefined;
}

/** Shown by a repay screen when the borrower has nothing to repay: says so, leads to the loan or home. */
export function NoLoan({ order }: { order: OrderView | null }) {
  const { t } = useRepayI18n();
  return (
    <NoLoanHere
      message={t('repay.nothing')}
      to={order ? routeOf(order) : undefined}
      openLabel={t('repay.openOrder')}
    />
  );
}
