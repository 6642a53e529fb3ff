import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /api/user/v1/user/getDetailByAccountOrId?account: user, orgs, posts and roles. */
export async function getUserDetail(account: string): Promise<UserDetail | null> {
  const { value } = await apiGet<UserDetail>('/api/user/v1/user/getDetailByAccountOrId', { account });
  return value ?? null;
}

export function userDetailQueryOptions(account: string) {
  return queryOptions({
    queryKey: ['user', 'detail', account],
    queryFn: () => getUserDetail(account),
    enabled: account !== '',
  });
}

export function useUserDetail(account: string) {
  return useQuery(userDetailQueryOptions(account));
}
