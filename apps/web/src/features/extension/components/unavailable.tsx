import { type ExtensionDataView, formatDay } from '@puente/domain';
import { Link } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { SuccessIcon } from '../../../ui/success-icon.tsx';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

/**
 * No extension can be asked for now. Once one was used, that is what the borrower reads: the
 * extension used and the new due date, plainly, never a red "no extension" box. Otherwise the
 * service's reason, in the borrower's language, and no button.
 */
export function Unavailable({ data }: { data: ExtensionDataView }) {
  const { t } = useExtensionI18n();
  if (data.applied) return <Used data={data} newDueDate={data.applied.newDueDate} />;
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

function Used({ data, newDueDate }: { data: ExtensionDataView; newDueDate: string }) {
  const { t, language } = useExtensionI18n();
  const { orderNo } = data;
  return (
    <section className="ui-card ui-center" aria-labelledby="ex-used-title">
      <SuccessIcon />
      <h2 id="ex-used-title" className="ui-card-title">
        {t('detail.usedTitle')}
      </h2>
      <p>{t('detail.used', { date: formatDay(newDueDate, data.currency, language) })}</p>
      {data.left === 0 ? <p className="ui-muted">{t('detail.usedNoMore')}</p> : null}
      <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.agreement, { orderNo })}>
        {t('detail.usedAgreement')}
      </Link>
      <Link className="button-link ui-primary-link" to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo })}>
        {t('ext.toDetail')}
      </Link>
    </section>
  );
}
