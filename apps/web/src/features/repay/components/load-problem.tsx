import Button from 'antd-mobile/es/components/button';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

/**
 * A repay screen waiting for its data: a skeleton of the cards to come (the global overlay says
 * "Loading…" meanwhile) or, once a call failed, what went wrong and a way to try again.
 */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useRepayI18n();
  if (error) return <LoadProblem error={error} onRetry={onRetry} />;
  return (
    <div className="rp" aria-busy="true">
      <p className="visually-hidden">{t('repay.loading')}</p>
      <div className="rp-card rp-skeleton" aria-hidden="true">
        <span className="rp-skeleton-line rp-skeleton-short" />
        <span className="rp-skeleton-line rp-skeleton-big" />
        <span className="rp-skeleton-line" />
      </div>
      <div className="rp-card rp-skeleton" aria-hidden="true">
        <span className="rp-skeleton-line" />
        <span className="rp-skeleton-line" />
      </div>
    </div>
  );
}

/** A repay screen whose data could not be loaded: says so and offers to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useRepayI18n();
  const message = error instanceof Error && error.message ? error.message : t('api.requestFailed');
  return (
    <section className="rp-card rp-center" role="alert">
      <p>{message}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('repay.retry')}
      </Button>
    </section>
  );
}
