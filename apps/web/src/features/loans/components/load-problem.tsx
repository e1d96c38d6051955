import Button from 'antd-mobile/es/components/button';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';

/**
 * A screen whose data could not be loaded: says so and offers to try again. While it loads, the
 * global overlay is showing, so nothing is drawn here.
 */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLoansI18n();
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : t('api.requestFailed');
  return (
    <section className="ln-card ln-center" role="alert">
      <p>{message}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('loans.retry')}
      </Button>
    </section>
  );
}
