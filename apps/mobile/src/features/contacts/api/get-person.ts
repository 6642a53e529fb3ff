import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /api/user/v1/user/getDetailByAccountOrId?account (a user id works too): a person's card. */
export async function getPerson(userId: string): Promise<UserDetail | null> {
  const { value } = await apiGet<UserDetail>('/api/user/v1/user/getDetailByAccountOrId', { account: userId });
  return value ?? null;
}

export function personQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['directory', 'person', userId],
    queryFn: () => getPerson(userId),
    enabled: userId !== '',
  });
}

export function usePerson(userId: string) {
  return useQuery(personQueryOptions(userId));
}
