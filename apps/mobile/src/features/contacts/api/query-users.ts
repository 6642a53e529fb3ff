import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryUser, PageResult } from '@baton/contracts';
import { apiPost } from '../../../lib/http';
import { usersQueryBody } from '../model/directory';

/**
 * POST /api/user/v1/users/queryUserWithMainOrgPost: people with their main organisation and post, those of one
 * organisation or those whose name contains the search text.
 */
export async function queryUsers(filter: {
  orgId?: string;
  name?: string;
}): Promise<PageResult<DirectoryUser>> {
  const { value } = await apiPost<PageResult<DirectoryUser>>(
    '/api/user/v1/users/queryUserWithMainOrgPost',
    usersQueryBody(filter),
  );
  return value ?? { rows: [], total: 0, page: 1, pageSize: 100 };
}

export function usersQueryOptions(filter: { orgId?: string; name?: string }) {
  const orgId = filter.orgId ?? '';
  const name = filter.name?.trim() ?? '';
  return queryOptions({
    queryKey: ['directory', 'users', orgId, name],
    queryFn: () => queryUsers({ orgId, name }),
    enabled: orgId !== '' || name !== '',
  });
}

export function useUsers(filter: { orgId?: string; name?: string }) {
  return useQuery(usersQueryOptions(filter));
}
