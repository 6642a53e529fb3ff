import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dimension } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /api/demension/v1/dems/getAll: the organisation dimensions, the default one marked. */
export async function getDimensions(): Promise<Dimension[]> {
  const { value } = await apiGet<Dimension[]>('/api/demension/v1/dems/getAll');
  return value ?? [];
}

export function dimensionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['directory', 'dimensions', userId],
    queryFn: getDimensions,
    enabled: userId !== '',
    staleTime: 5 * 60_000,
  });
}

export function useDimensions(userId: string) {
  return useQuery(dimensionsQueryOptions(userId));
}
