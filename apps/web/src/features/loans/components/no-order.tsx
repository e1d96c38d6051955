import { type OrderView, statusRoute } from '@puente/domain';
import { statusKey } from '../../../i18n/loans/keys.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { NoLoanHere } from '../../../ui/no-loan-here.tsx';

/**
 * Shown by a loan screen opened for an order that is not (or no longer) at that stage: says where
 * the borrower's loan stands and leads to its screen (the status router of spec §2), or home.
 */
export function NoOrderHere({ order, message }: { order: OrderView | null; message: string }) {
  const { t } = useLoansI18n();
  const route = order ? statusRoute(order.status) : undefined;
  return (
    <NoLoanHere
      message={message}
      detail={
        order ? (
          <p className="ui-muted">{t('loans.orderNow', { status: t(statusKey(order.status)) })}</p>
        ) : null
      }
      to={route !== '/' ? route : undefined}
      openLabel={t('loans.openOrder')}
    />
  );
}
