import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { LoadProblem as SharedLoadProblem, LoadState as SharedLoadState } from '../../../ui/load-state.tsx';

type Props = { error: unknown; onRetry: () => void };

/** A repay screen waiting for its data: a skeleton, or what went wrong and a way to try again. */
export function LoadState({ error, onRetry }: Props) {
  const { t } = useRepayI18n();
  return (
    <SharedLoadState
      error={error}
      onRetry={onRetry}
      loadingLabel={t('repay.loading')}
      retryLabel={t('repay.retry')}
    />
  );
}

/** A repay screen whose data could not be loaded: says so and offers to try again. */
export function LoadProblem({ error, onRetry }: Props) {
  const { t } = useRepayI18n();
  return <SharedLoadProblem error={error} onRetry={onRetry} retryLabel={t('repay.retry')} />;
}
