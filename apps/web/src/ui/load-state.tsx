import Button from 'antd-mobile/es/components/button';
import { useI18n } from '../i18n/use-i18n.ts';
import './screen.css';

type Retry = { error: unknown; onRetry: () => void; retryLabel: string };

/**
 * A screen waiting for its data: a skeleton of the cards to come (the global overlay says
 * "Loading…" meanwhile, `loadingLabel` says what for) or, once a call failed, what went wrong and a
 * way to try again. `firstCardLines` is how many lines the first card's skeleton has.
 */
export function LoadState({
  loadingLabel,
  firstCardLines = 3,
  ...retry
}: Retry & { loadingLabel: string; firstCardLines?: 3 | 4 }) {
  if (retry.error) return <LoadProblem {...retry} />;
  return (
    <div className="ui-screen" aria-busy="true">
      <p className="visually-hidden">{loadingLabel}</p>
      <div className="ui-card ui-skeleton" aria-hidden="true">
        <span className="ui-skeleton-line ui-skeleton-short" />
        <span className="ui-skeleton-line ui-skeleton-big" />
        <span className="ui-skeleton-line" />
        {firstCardLines === 4 ? <span className="ui-skeleton-line" /> : null}
      </div>
      <div className="ui-card ui-skeleton" aria-hidden="true">
        <span className="ui-skeleton-line" />
        <span className="ui-skeleton-line" />
      </div>
    </div>
  );
}

/**
 * A screen whose data could not be loaded: says so and offers to try again. Without an error it
 * draws nothing (the global overlay is showing while it loads).
 */
export function LoadProblem({ error, onRetry, retryLabel }: Retry) {
  const { t } = useI18n();
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : t('api.requestFailed');
  return (
    <section className="ui-card ui-center" role="alert">
      <p>{message}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {retryLabel}
      </Button>
    </section>
  );
}
