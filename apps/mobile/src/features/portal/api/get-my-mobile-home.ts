import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { MobileHome } from './types';

/** GET /portal/main/v1/myMobileHome?selectedAlias: the layout of the home page (columns, carousel, apps). */
export async function getMyMobileHome(selectedAlias?: string): Promise<MobileHome> {
  const { value } = await apiGet<Partial<MobileHome>>('/portal/main/v1/myMobileHome', {
    selectedAlias: selectedAlias || undefined,
  });
  return {
    ...value,
    columns: value?.columns ?? [],
    carousel: value?.carousel ?? [],
    apps: value?.apps ?? [],
  };
}

export function myMobileHomeQueryOptions(userId: string, selectedAlias?: string) {
  return queryOptions({
    queryKey: ['portal', 'home', userId, selectedAlias ?? ''],
    queryFn: () => getMyMobileHome(selectedAlias),
  });
}

export function useMyMobileHome(userId: string, selectedAlias?: string) {
  return useQuery(myMobileHomeQueryOptions(userId, selectedAlias));
}
