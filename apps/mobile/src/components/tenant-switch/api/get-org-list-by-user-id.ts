import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Org } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /api/org/v1/orgs/getOrgListByUserId?userId: the organisations of a user. */
export async function getOrgListByUserId(userId: string): Promise<Org[]> {
  const { value } = await apiGet<Org[]>('/api/org/v1/orgs/getOrgListByUserId', { userId });
  return value ?? [];
}

export function orgListByUserIdQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['uc', 'orgListByUserId', userId],
    queryFn: () => getOrgListByUserId(userId),
  });
}

export function useOrgListByUserId(userId: string, enabled: boolean) {
  return useQuery({ ...orgListByUserIdQueryOptions(userId), enabled: enabled && userId !== '' });
}
