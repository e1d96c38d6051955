import { channelText, type ExtensionOrderView, formatAmount } from '@puente/domain';
import { Link } from 'react-router';
import { marketOfCurrency } from '../../../i18n/extension/keys.ts';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { useOfferedChannels } from '../api/offered-channels.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

/**
 * The ways to pay the fee in the order's market. The reference channels (cash at OXXO in Mexico,
 * the gateway's checkout in Nigeria) take the extension id and charge exactly the fee; in Mexico a
 * SPEI transfer to the borrower's own CLABE of at least the fee pays it first (the contract's rule),
 * so the note leads to the CLABE. Only the channels the service offers are shown (issue 18).
 */
export function FeeChannels({ extension }: { extension: ExtensionOrderView }) {
  const { t, language } = useExtensionI18n();
  const ids = { orderNo: extension.orderNo, extensionId: extension.extensionId };
  const total = formatAmount(extension.total, extension.currency, language);
  const mexico = marketOfCurrency(extension.currency) === 'MX';
  const offered = useOfferedChannels(extension.orderNo);
  const channels = (
    mexico
      ? [{ id: 'oxxo', route: EXTENSION_ROUTES.oxxo, hint: t('fee.oxxoHint') } as const]
      : [{ id: 'cashier', route: EXTENSION_ROUTES.cashier, hint: t('fee.cashierHint') } as const]
  ).filter((channel) => offered?.has(channel.id));
  return (
    <>
      <ul className="ui-channels">
        {channels.map((channel) => (
          <li key={channel.id}>
            <Link className="ui-channel" to={pathWith(channel.route, ids)}>
              <span className="ui-channel-text">
                <span className="ui-channel-name">{channelText(channel.id, language).name}</span>
                <span className="ui-channel-hint">{channel.hint}</span>
              </span>
              <ChevronIcon size={20} />
            </Link>
          </li>
        ))}
      </ul>
      {mexico && offered?.has('stp') ? (
        <div className="ex-note">
          <p>{t('fee.speiNote', { total })}</p>
          <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.stp, { orderNo: extension.orderNo })}>
            {t('fee.speiLink')}
          </Link>
        </div>
      ) : null}
    </>
  );
}
