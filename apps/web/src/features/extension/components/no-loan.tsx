import { type OrderView, statusRoute } from '@puente/domain';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { NoLoanHere } from '../../../ui/no-loan-here.tsx';

/** Shown when the borrower has no loan being repaid: says so, leads to their loan or home. */
export function NoLoan({ order }: { order: OrderView | null }) {
  const { t } = useExtensionI18n();
  const route = order ? statusRoute(order.status) : undefined;
  return (
    <NoLoanHere
      message={t('ext.nothing')}
      to={route !== '/' ? route : undefined}
      openLabel={t('ext.openOrder')}
    />
  );
}
