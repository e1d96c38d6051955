import type { ChannelView } from '@puente/domain';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { withOrderNo } from '../lib/with-order-no.ts';

/** The ways to pay the service offers for this order, each leading to its own screen. */
export function ChannelList({ channels, orderNo }: { channels: ChannelView[]; orderNo: string }) {
  const { t } = useRepayI18n();
  return (
    <section className="ui-card" aria-labelledby="rp-channels-title">
      <h2 id="rp-channels-title" className="ui-card-title">
        {t('channels.title')}
      </h2>
      {channels.length === 0 ? (
        <p className="ui-muted">{t('channels.none')}</p>
      ) : (
        <>
          <p className="ui-muted">{t('channels.lead')}</p>
          <ul className="ui-channels">
            {channels.map((channel) => (
              <li key={channel.channelId}>
                <Link className="ui-channel" to={withOrderNo(channel.route, orderNo)}>
                  <span className="ui-channel-text">
                    <span className="ui-channel-name">{channel.name}</span>
                    <span className="ui-channel-hint">{channel.hint}</span>
                  </span>
                  <ChevronIcon size={20} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
