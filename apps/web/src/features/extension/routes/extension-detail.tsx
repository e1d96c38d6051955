import '../../../ui/screen.css';
import '../components/extension.css';
import type { ExtensionDataView } from '@puente/domain';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { leftKey } from '../../../i18n/extension/keys.ts';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { ExtensionFacts } from '../components/extension-facts.tsx';
import { LoadState } from '../components/load-state.tsx';
import { OrderGate } from '../components/order-gate.tsx';
import { Unavailable } from '../components/unavailable.tsx';
import { useExtensionData } from '../hooks/use-extension-data.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

/**
 * /repay/exhibition_period_detail?orderNo=…: what an extension does, in plain words and figures,
 * before the borrower asks for one: the due date now and after, the payment moved, the fee and its
 * tax, what is paid now, how many are left, what happens to penalties and to the loan; the renewal
 * agreement to read, and Continue. Refused: the service's reason and no way on. One already asked
 * for: straight to its fee (the confirm screen shows it).
 */
export function ExtensionDetailRoute() {
  return <OrderGate>{(orderNo) => <DetailOf orderNo={orderNo} />}</OrderGate>;
}

function DetailOf({ orderNo }: { orderNo: string }) {
  const data = useExtensionData(orderNo);
  const navigate = useNavigate();
  const pending = data.data?.pending;
  useEffect(() => {
    if (pending) void navigate(pathWith(EXTENSION_ROUTES.confirm, { orderNo }), { replace: true });
  }, [pending, navigate, orderNo]);
  if (!data.data || pending) return <LoadState error={data.error} onRetry={() => void data.refetch()} />;
  if (!data.data.available) return <Unavailable data={data.data} />;
  return <Offer data={data.data} />;
}

function Offer({ data }: { data: ExtensionDataView }) {
  const { t, language } = useExtensionI18n();
  const { orderNo } = data;
  return (
    <div className="ui-screen">
      <section className="ui-card" aria-labelledby="ex-offer-title">
        <p className="ui-muted">{t('detail.orderNo', { orderNo })}</p>
        <h2 id="ex-offer-title" className="ex-lead">
          {t('detail.lead', { days: data.days })}
        </h2>
        <ExtensionFacts data={data} />
        <ul className="ex-points">
          <li>{t(leftKey(data.left, language), { left: data.left })}</li>
          <li>{t('detail.penalties')}</li>
          <li>{t('detail.notReduce')}</li>
        </ul>
        <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.agreement, { orderNo })}>
          {t('detail.readAgreement')}
        </Link>
      </section>
      <Link className="button-link ui-primary-link" to={pathWith(EXTENSION_ROUTES.confirm, { orderNo })}>
        {t('detail.continue')}
      </Link>
      <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo })}>
        {t('ext.toDetail')}
      </Link>
    </div>
  );
}
