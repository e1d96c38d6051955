import { ORDER_STATUS, type OrderView, statusRoute } from '@puente/domain';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

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
  const route = order ? routeOf(order) : undefined;
  return (
    <section className="rp-card rp-center">
      <p>{t('repay.nothing')}</p>
      {route ? (
        <Link className="button-link" to={route}>
          {t('repay.openOrder')}
        </Link>
      ) : (
        <Link className="button-link" to="/">
          {t('app.backHome')}
        </Link>
      )}
    </section>
  );
}
