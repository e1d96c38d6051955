import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { LoadState as SharedLoadState } from '../../../ui/load-state.tsx';

/** An extension screen waiting for its data: a skeleton, or what went wrong and a way to try again. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useExtensionI18n();
  return (
    <SharedLoadState
      error={error}
      onRetry={onRetry}
      loadingLabel={t('ext.loading')}
      retryLabel={t('ext.retry')}
      firstCardLines={4}
    />
  );
}
