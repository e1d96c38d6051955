import '../../../ui/screen.css';
import { APP_ROUTE_PATTERN, errorMessage } from '@puente/domain';
import { useSearchParams } from 'react-router';
import { getDownloadAddress } from '../../../api/app-policy.ts';
import { detectHost } from '../../../bridge/bridge.ts';
import { useAppInfoI18n } from '../../../i18n/app-info/use-app-info-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { LoadState } from '../../../ui/load-state.tsx';

/**
 * /user_center/open_app: the open-app prompt for a borrower in a phone browser. The button opens
 * the native app through its deep link at `?route=` (where the borrower was sent from); below,
 * where to get the app. Reached from an action the app policy keeps for the app, it says so first.
 */
export function OpenAppRoute() {
  const { t, language } = useAppInfoI18n();
  const [params] = useSearchParams();
  const asked = params.get('route');
  const route = asked && APP_ROUTE_PATTERN.test(asked) ? asked : undefined;
  const { appName } = getAppIdentity();
  const inApp = detectHost() !== 'browser';
  const address = useLoaded(inApp ? undefined : `address:${route ?? '/'}`, async () => {
    return (await getDownloadAddress(route)).data;
  });

  if (inApp) {
    return <p className="ui-card ui-center">{t('openApp.inApp', { appName })}</p>;
  }
  if (!address.data) {
    return (
      <LoadState
        loadingLabel={t('openApp.loading')}
        error={address.error}
        onRetry={address.reload}
        retryLabel={t('openApp.retry')}
      />
    );
  }
  const { deepLink, android, ios, web } = address.data;
  return (
    <div className="ui-screen">
      <section className="ui-card ui-center">
        {route ? <p className="ui-card-title">{errorMessage('runInNativeApp', language)}</p> : null}
        <p>{t('openApp.lead', { appName })}</p>
        <a className="button-link ui-primary-link" href={deepLink}>
          {t('openApp.open', { appName })}
        </a>
        <p className="ui-muted">{t('openApp.notInstalled')}</p>
      </section>
      <section className="ui-card" aria-labelledby="open-app-download">
        <h2 className="ui-card-title" id="open-app-download">
          {t('openApp.download')}
        </h2>
        <ul className="ui-channels">
          <li>
            <a className="ui-channel" href={android} rel="noopener">
              <span className="ui-channel-name">{t('openApp.android')}</span>
            </a>
          </li>
          <li>
            {ios ? (
              <a className="ui-channel" href={ios} rel="noopener">
                <span className="ui-channel-name">{t('openApp.ios')}</span>
              </a>
            ) : (
              <p className="ui-muted">{t('openApp.iosSoon')}</p>
            )}
          </li>
          {web ? (
            <li>
              <a className="ui-channel" href={web}>
                <span className="ui-channel-name">{t('openApp.web')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
