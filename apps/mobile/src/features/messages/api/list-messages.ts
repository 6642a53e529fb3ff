import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InnermsgReceiverRow, PageResult } from '@baton/contracts';
import { apiPost } from '../../../lib/http';
import { MESSAGE_PAGE_SIZE, messageListBody } from '../model/message-query';

const EMPTY: PageResult<InnermsgReceiverRow> = { rows: [], total: 0, page: 1, pageSize: MESSAGE_PAGE_SIZE };

/**
 * POST /innermsg/messageReceiver/v1/list with pageBean, querys and sorter. Load errors are silently ignored
 * (spec §8): a failed page reads as an empty one.
 */
export async function listMessages(page: number, search: string): Promise<PageResult<InnermsgReceiverRow>> {
  try {
    const { value } = await apiPost<PageResult<InnermsgReceiverRow>>(
      '/innermsg/messageReceiver/v1/list',
      messageListBody(page, search),
      { silent: true },
    );
    return value ?? { ...EMPTY, page };
  } catch {
    return { ...EMPTY, page };
  }
}

export function messageListQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: ['innermsg', 'list', search.trim()],
    queryFn: ({ pageParam }) => listMessages(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? last.page + 1 : undefined;
    },
  });
}

export function useMessageList(search: string) {
  return useInfiniteQuery(messageListQueryOptions(search));
}
