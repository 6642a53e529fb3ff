import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { NewsItem } from './types';

/** GET /portal/messageNews/v1/getById?id: one news item or notice with its content. */
export async function getNews(id: string): Promise<NewsItem | null> {
  const { value } = await apiGet<NewsItem>('/portal/messageNews/v1/getById', { id }, { silent: true });
  return value ?? null;
}

export function newsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['portal', 'news', 'item', id],
    queryFn: () => getNews(id),
    enabled: id !== '',
  });
}

export function useNews(id: string) {
  return useQuery(newsQueryOptions(id));
}
