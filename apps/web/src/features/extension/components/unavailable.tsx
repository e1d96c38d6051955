import type { ExtensionDataView } from '@puente/domain';
import { Link } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

/** No extension can be asked for now: the service's reason, in the borrower's language, and no button. */
export function Unavailable({ data }: { data: ExtensionDataView }) {
  const { t } = useExtensionI18n();
  return (
    <section className="ui-card ui-center" aria-labelledby="ex-unavailable-title">
      <h2 id="ex-unavailable-title" className="ui-card-title">
        {t('detail.unavailableTitle')}
      </h2>
      <p className="ex-warning">{data.refusal || t('detail.unavailable')}</p>
      <Link
        className="button-link ui-primary-link"
        to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo: data.orderNo })}
      >
        {t('ext.toDetail')}
      </Link>
    </section>
  );
}
