import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { LoadProblem as SharedLoadProblem } from '../../../ui/load-state.tsx';

/**
 * A loan screen whose data could not be loaded: says so and offers to try again. While it loads,
 * the global overlay is showing, so nothing is drawn here.
 */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLoansI18n();
  return <SharedLoadProblem error={error} onRetry={onRetry} retryLabel={t('loans.retry')} />;
}
