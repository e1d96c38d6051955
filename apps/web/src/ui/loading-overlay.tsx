import { useSyncExternalStore } from 'react';
import { isLoading, subscribeLoading } from '../api/loading.ts';
import { useI18n } from '../i18n/use-i18n.ts';

/** The global loading overlay (spec §2): shown while an API call that asked for it runs. */
export function LoadingOverlay() {
  const loading = useSyncExternalStore(subscribeLoading, isLoading, () => false);
  const { t } = useI18n();
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay-box">
        <span className="loading-spinner" aria-hidden="true" />
        <span className="loading-overlay-text">{t('app.loading')}</span>
      </div>
    </div>
  );
}
