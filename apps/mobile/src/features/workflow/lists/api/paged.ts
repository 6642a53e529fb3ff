import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PageResult } from '@baton/contracts';
import { apiPost } from '../../../../lib/http';
import { emptyPage, nextPageOf } from '../model/list-query';

/** Every workflow query starts with this (the portal's flow summary too), so one change refreshes them all. */
export const WORKFLOW_KEY = ['bpm'] as const;

/** After anything that changes tasks or instances: every workflow list and count is fetched again. */
export function invalidateWorkflow(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: WORKFLOW_KEY });
}

/**
 * One page of a workflow list. Quiet on failure: the list shows its own failed state with a retry instead of a
 * notice over the screen.
 */
export async function postPage<Row>(path: string, body: unknown, page: number): Promise<PageResult<Row>> {
  const { value } = await apiPost<PageResult<Row>>(path, body, { silent: true });
  return value ?? emptyPage<Row>(page);
}

/**
 * A paged list for infinite loading. Always fetched again when a list screen mounts (coming back from a detail
 * where the user acted), while the cached rows stay on screen so the scroll position can be restored.
 */
export function pagedListOptions<Row>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<PageResult<Row>>,
) {
  return infiniteQueryOptions<
    PageResult<Row>,
    Error,
    InfiniteData<PageResult<Row>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...WORKFLOW_KEY, 'lists', ...queryKey],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(last, pages),
    refetchOnMount: 'always',
  });
}
