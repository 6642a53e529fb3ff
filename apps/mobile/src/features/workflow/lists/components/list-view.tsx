import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '../../../../components/pull-to-refresh';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { EmptyState } from '../../../../components/empty-state';
import { useScrollMemory } from './use-scroll-memory';
import styles from './lists.module.css';

/** What the list reads of its infinite query. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface ListViewProps<Row> {
  /** The list's accessible name. */
  label: string;
  query: ListQuery;
  rows: readonly Row[];
  /** Whether a search is applied (an empty result then reads "nothing found"). */
  searching: boolean;
  empty: string;
  /** Where the scroll position is remembered, e.g. `matters:0`. */
  scrollKey: string;
  /** Each row as an `<li>`. */
  children: (row: Row, index: number) => ReactNode;
  /** What pulling down refreshes besides the list (counts). */
  onRefresh?: () => Promise<unknown>;
}

/** Grey placeholder cards while the first page loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true">
          <span className={styles.skeletonLine} style={{ width: '78%' }} />
          <span className={styles.skeletonLine} style={{ width: '42%' }} />
          <span className={styles.skeletonLine} style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

/**
 * A workflow list: pull to refresh, a skeleton while the first page loads, its empty and failed states, rows,
 * and the next page loaded at the end (infinite load). Its scroll position comes back with the user.
 */
export function ListView<Row>({
  label,
  query,
  rows,
  searching,
  empty,
  scrollKey,
  children,
  onRefresh,
}: ListViewProps<Row>) {
  const { t } = useTranslation('flow');
  useScrollMemory(scrollKey, !query.isPending);
  let body: ReactNode;
  if (query.isPending) {
    body = <ListSkeleton label={t('list.loading')} />;
  } else if (rows.length === 0 && query.isError) {
    body = (
      <EmptyState type={3} description={t('list.failed')}>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = <EmptyState type={searching ? 2 : 1} description={searching ? t('list.noMatch') : empty} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={label}>
          {rows.map((row, index) => children(row, index))}
        </ul>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          <span className={styles.end}>{query.hasNextPage ? t('list.loading') : t('list.noMore')}</span>
        </InfiniteScroll>
      </>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([query.refetch(), onRefresh?.()]);
      }}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.release')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
    >
      <div className={styles.body} aria-busy={query.isPending || query.isFetchingNextPage || undefined}>
        {body}
      </div>
    </PullToRefresh>
  );
}
