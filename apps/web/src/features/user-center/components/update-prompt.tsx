import './update-prompt.css';
import { isAppVersion } from '@puente/domain';
import { useAppInfoI18n } from '../../../i18n/app-info/use-app-info-i18n.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getNewVersion } from '../api/get-new-version.ts';

/**
 * In settings: when the native app hosting this page (its `edition`, sent by the host) is older
 * than the newest release, says so, and that it must update when it is below the minimum, with a
 * link to its store. In a plain browser there is no app to update, so nothing is asked.
 */
export function UpdatePrompt({ edition }: { edition: string | null }) {
  const { t } = useAppInfoI18n();
  const version = edition && isAppVersion(edition) ? edition : undefined;
  const advice = useLoaded(version, async () => (await getNewVersion(version as string)).data);
  const data = advice.data;
  if (!version || !data?.updateAvailable) return null;
  return (
    <section className="update-prompt" role={data.updateRequired ? 'alert' : 'status'}>
      <p>
        {data.updateRequired
          ? t('update.required', { current: version, latest: data.latestVersion })
          : t('update.available', { latest: data.latestVersion })}
      </p>
      {data.downloadUrl ? (
        <a className="button-link ui-primary-link" href={data.downloadUrl} rel="noopener">
          {t('update.action')}
        </a>
      ) : null}
    </section>
  );
}
