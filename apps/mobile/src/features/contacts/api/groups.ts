import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryGroup, DirectoryUser, PageResult } from '@baton/contracts';
import { apiPost } from '../../../lib/http';
import { rowsOf } from '../model/directory';

/** POST /uc/ucGroup/v1/query: the groups of the tenant. */
export async function queryGroups(): Promise<DirectoryGroup[]> {
  const { value } = await apiPost<PageResult<DirectoryGroup> | DirectoryGroup[]>('/uc/ucGroup/v1/query', {
    pageBean: { page: 1, pageSize: 100, showTotal: true },
  });
  return rowsOf(value);
}

export function groupsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['directory', 'groups', userId],
    queryFn: queryGroups,
    enabled: userId !== '',
  });
}

export function useGroups(userId: string, enabled: boolean) {
  return useQuery({ ...groupsQueryOptions(userId), enabled: enabled && userId !== '' });
}

/** POST /uc/ucGroupUser/v1/loadUserByGroupId: the members of one group. */
export async function loadGroupUsers(groupId: string): Promise<DirectoryUser[]> {
  const { value } = await apiPost<PageResult<DirectoryUser> | DirectoryUser[]>(
    '/uc/ucGroupUser/v1/loadUserByGroupId',
    { groupId, pageBean: { page: 1, pageSize: 100, showTotal: true } },
  );
  return rowsOf(value);
}

export function groupUsersQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['directory', 'groupUsers', groupId],
    queryFn: () => loadGroupUsers(groupId),
    enabled: groupId !== '',
  });
}

export function useGroupUsers(groupId: string) {
  return useQuery(groupUsersQueryOptions(groupId));
}
