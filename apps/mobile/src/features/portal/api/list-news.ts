import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PageResult } from '@baton/contracts';
import { apiPost } from '../../../lib/http';
import type { NewsItem } from './types';

export type NewsKind = 'news' | 'notice';
export const NEWS_PAGE_SIZE = 15;

/** POST /portal/messageNews/v1/list?isPublic=true (news) or /listNotice?isPublic=true (notices), newest first. */
export async function listNews(kind: NewsKind, page: number): Promise<PageResult<NewsItem>> {
  const path = kind === 'notice' ? '/portal/messageNews/v1/listNotice' : '/portal/messageNews/v1/list';
  const { value } = await apiPost<PageResult<NewsItem>>(
    path,
    { pageBean: { page, pageSize: NEWS_PAGE_SIZE, showTotal: true } },
    { params: { isPublic: true } },
  );
  return value ?? { rows: [], total: 0, page, pageSize: NEWS_PAGE_SIZE };
}

export function newsListQueryOptions(kind: NewsKind) {
  return infiniteQueryOptions({
    queryKey: ['portal', 'news', kind],
    queryFn: ({ pageParam }) => listNews(kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? last.page + 1 : undefined;
    },
  });
}

export function useNewsList(kind: NewsKind) {
  return useInfiniteQuery(newsListQueryOptions(kind));
}
