import Button from 'antd-mobile/es/components/button';
import PullToRefresh, { type PullStatus } from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { type ReactNode, useState } from 'react';
import { type ListMessageKey, useListI18n } from '../i18n/list/use-list-i18n.ts';
import { LoadProblem } from './load-state.tsx';
import './refreshable-list.css';

const PULL_TEXT: Record<PullStatus, ListMessageKey> = {
  pulling: 'list.pulling',
  canRelease: 'list.release',
  refreshing: 'list.refreshing',
  complete: 'list.refreshed',
};

/**
 * antd-mobile's own heights (px), given so that it does not measure them with its global tester
 * element (which tests do not lay out).
 */
const HEAD_HEIGHT = 40;
const THRESHOLD = 60;

/**
 * What the list needs of its query. A TanStack Query result fits as it is; a screen that stays
 * without TanStack Query (records, decision 008) passes `useLoaded`'s answer with `refetch: reload`.
 */
export interface ListQuery<T> {
  data: T[] | undefined;
  error: unknown;
  /** Asks again; the list waits for it when it returns a promise. */
  refetch: () => unknown;
}

/**
 * Every list of the app loads, is empty and refreshes the same way (spec §8 "No data"):
 *
 *   <RefreshableList query={useQuery(...)}>{(items) => <ul>…</ul>}</RefreshableList>
 *
 * - first load: a skeleton, marked busy, with a hidden "Loading the list…" for screen readers;
 * - no items: "No data", or `empty` instead (`null` draws nothing, for a screen that already shows
 *   something better, like records' next onboarding step);
 * - a failed call: the message and "Try again" (load-state's LoadProblem), above the items if a
 *   refresh failed after they loaded;
 * - refresh: pulling the list down with a finger, or the "Refresh" button, there because a keyboard
 *   cannot pull (nor a mouse, on a computer with a touch screen).
 *
 * `children` draws the items (only called with at least one). Bring it only into lazily loaded
 * screens: PullToRefresh weighs too much for home's or login's first JavaScript (decision 008).
 */
export function RefreshableList<T>({
  query,
  children,
  empty,
}: {
  query: ListQuery<T>;
  children: (items: T[]) => ReactNode;
  empty?: ReactNode;
}) {
  const { t } = useListI18n();
  const [refreshing, setRefreshing] = useState(false);
  const { data, error } = query;

  async function refresh() {
    setRefreshing(true);
    try {
      await query.refetch();
    } catch {
      // A failed call shows through the query's error; PullToRefresh would rethrow it unhandled.
    } finally {
      setRefreshing(false);
    }
  }

  if (!data) {
    if (error)
      return <LoadProblem error={error} onRetry={() => void refresh()} retryLabel={t('list.retry')} />;
    return <ListSkeleton label={t('list.loading')} />;
  }
  return (
    <div className="refreshable-list">
      <LoadProblem error={error} onRetry={() => void refresh()} retryLabel={t('list.retry')} />
      <Button
        className="refreshable-list-button"
        color="primary"
        fill="none"
        size="small"
        loading={refreshing}
        loadingText={t('list.refreshing')}
        onClick={() => void refresh()}
      >
        {t('list.refresh')}
      </Button>
      <PullToRefresh
        onRefresh={refresh}
        headHeight={HEAD_HEIGHT}
        threshold={THRESHOLD}
        renderText={(status) => (
          // The gesture's instructions mean nothing to a screen reader, which has the button.
          <span aria-hidden={status === 'pulling' || status === 'canRelease' ? true : undefined}>
            {t(PULL_TEXT[status])}
          </span>
        )}
      >
        {data.length > 0 ? (
          children(data)
        ) : empty === undefined ? (
          <p className="refreshable-list-empty">{t('records.noData')}</p>
        ) : (
          empty
        )}
      </PullToRefresh>
    </div>
  );
}

/** Two cards' worth of grey lines while the first answer is awaited. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="refreshable-list" aria-busy="true">
      <p className="visually-hidden">{label}</p>
      {[0, 1].map((card) => (
        <div key={card} className="refreshable-list-skeleton" aria-hidden="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
