import { type OrderView, statusRoute } from '@puente/domain';
import { Link } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';

/** Shown when the borrower has no loan being repaid: says so, leads to their loan or home. */
export function NoLoan({ order }: { order: OrderView | null }) {
  const { t } = useExtensionI18n();
  const route = order ? statusRoute(order.status) : undefined;
  const toLoan = route && route !== '/' ? route : undefined;
  return (
    <section className="ex-card ex-center">
      <p>{t('ext.nothing')}</p>
      {toLoan ? (
        <Link className="button-link" to={toLoan}>
          {t('ext.openOrder')}
        </Link>
      ) : (
        <Link className="button-link" to="/">
          {t('app.backHome')}
        </Link>
      )}
    </section>
  );
}
