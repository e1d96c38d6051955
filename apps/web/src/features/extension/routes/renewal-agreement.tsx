import '../../../ui/screen.css';
import '../components/extension.css';
import { Link } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { LoadState } from '../components/load-state.tsx';
import { OrderGate } from '../components/order-gate.tsx';
import { useExtensionData } from '../hooks/use-extension-data.ts';
import { agreementBlocks } from '../lib/agreement-blocks.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

/**
 * /convenios?orderNo=…: the loan renewal agreement the service writes from the extension's own
 * figures (ExtensionDataView.agreement), with its version, readable on a phone: section titles as
 * headings, each clause a paragraph.
 */
export function RenewalAgreementRoute() {
  return <OrderGate>{(orderNo) => <AgreementOf orderNo={orderNo} />}</OrderGate>;
}

function AgreementOf({ orderNo }: { orderNo: string }) {
  const { t } = useExtensionI18n();
  const data = useExtensionData(orderNo);
  if (!data.data) return <LoadState error={data.error} onRetry={() => void data.refetch()} />;
  const { title, text, version } = data.data.agreement;
  return (
    <div className="ui-screen">
      <article className="ui-card" aria-labelledby="ex-agreement-title">
        <h2 id="ex-agreement-title" className="ui-card-title">
          {title}
        </h2>
        <p className="ui-muted">{t('agreement.version', { version })}</p>
        <div className="ex-agreement-text">
          {agreementBlocks(text).map((block, index) =>
            // The text is fixed once written: a block's place is its identity.
            block.kind === 'heading' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id of their own.
              <h3 key={index}>{block.text}</h3>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id of their own.
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </article>
      <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.detail, { orderNo })}>
        {t('agreement.back')}
      </Link>
    </div>
  );
}
