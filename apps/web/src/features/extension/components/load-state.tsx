import Button from 'antd-mobile/es/components/button';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';

/**
 * An extension screen waiting for its data: a skeleton of the cards to come (the global overlay
 * says "Loading…" meanwhile) or, once a call failed, what went wrong and a way to try again.
 */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useExtensionI18n();
  if (error) return <LoadProblem error={error} onRetry={onRetry} />;
  return (
    <div className="ex" aria-busy="true">
      <p className="visually-hidden">{t('ext.loading')}</p>
      <div className="ex-card ex-skeleton" aria-hidden="true">
        <span className="ex-skeleton-line ex-skeleton-short" />
        <span className="ex-skeleton-line ex-skeleton-big" />
        <span className="ex-skeleton-line" />
        <span className="ex-skeleton-line" />
      </div>
      <div className="ex-card ex-skeleton" aria-hidden="true">
        <span className="ex-skeleton-line" />
        <span className="ex-skeleton-line" />
      </div>
    </div>
  );
}

function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useExtensionI18n();
  const message = error instanceof Error && error.message ? error.message : t('api.requestFailed');
  return (
    <section className="ex-card ex-center" role="alert">
      <p>{message}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('ext.retry')}
      </Button>
    </section>
  );
}
