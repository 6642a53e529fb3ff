import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dimension, DirectoryRole, DirectoryUser, OrgNode, PageResult } from '@baton/contracts';
import { apiGet, apiPost } from '../../../../lib/http';

// The directory calls the user picker needs (the contacts feature has its own; features do not share internals).

/** GET /api/demension/v1/dems/getAll: the organisation dimensions, the default one marked. */
export async function getDimensions(): Promise<Dimension[]> {
  const { value } = await apiGet<Dimension[]>('/api/demension/v1/dems/getAll');
  return value ?? [];
}

export function dimensionsQueryOptions() {
  return queryOptions({ queryKey: ['task', 'dimensions'], queryFn: getDimensions, staleTime: 5 * 60_000 });
}

export function useDimensions(enabled: boolean) {
  return useQuery({ ...dimensionsQueryOptions(), enabled });
}

/** POST /api/org/v1/orgs/getByParentAndDem: one level of the organisation tree. */
export async function getOrgChildren(demId: string, parentId: string): Promise<OrgNode[]> {
  const { value } = await apiPost<OrgNode[]>('/api/org/v1/orgs/getByParentAndDem', {
    demId,
    ...(parentId ? { parentId } : {}),
  });
  return value ?? [];
}

export function orgChildrenQueryOptions(demId: string, parentId: string) {
  return queryOptions({
    queryKey: ['task', 'orgs', demId, parentId],
    queryFn: () => getOrgChildren(demId, parentId),
    enabled: demId !== '',
    staleTime: 60_000,
  });
}

export function useOrgChildren(demId: string, parentId: string) {
  return useQuery(orgChildrenQueryOptions(demId, parentId));
}

/** The body of queryUserWithMainOrgPost: people whose name contains the text, or the people of one org. */
export function usersQueryBody(filter: { orgId?: string; name?: string }) {
  const name = filter.name?.trim() ?? '';
  const querys = name
    ? [{ property: 'fullname', value: name, operation: 'LIKE', relation: 'AND', group: 'main' }]
    : filter.orgId
      ? [{ property: 'orgId', value: filter.orgId, operation: 'EQUAL', relation: 'AND', group: 'main' }]
      : [];
  return {
    pageBean: { page: 1, pageSize: 100, showTotal: true },
    querys,
    sorter: [{ property: 'fullname', direction: 'ASC' }],
  };
}

/** POST /api/user/v1/users/queryUserWithMainOrgPost: people with their main organisation and post. */
export async function queryUsers(filter: { orgId?: string; name?: string }): Promise<DirectoryUser[]> {
  const { value } = await apiPost<PageResult<DirectoryUser>>(
    '/api/user/v1/users/queryUserWithMainOrgPost',
    usersQueryBody(filter),
  );
  return value?.rows ?? [];
}

export function usersQueryOptions(filter: { orgId?: string; name?: string }) {
  const orgId = filter.orgId ?? '';
  const name = filter.name?.trim() ?? '';
  return queryOptions({
    queryKey: ['task', 'users', orgId, name],
    queryFn: () => queryUsers({ orgId, name }),
    enabled: orgId !== '' || name !== '',
  });
}

export function useUsers(filter: { orgId?: string; name?: string }) {
  return useQuery(usersQueryOptions(filter));
}

/** GET /api/org/v1/org/getOrgMaster: the heads of the caller's main organisation. */
export async function getOrgMasters(): Promise<DirectoryUser[]> {
  const { value } = await apiGet<DirectoryUser[]>('/api/org/v1/org/getOrgMaster');
  return value ?? [];
}

export function useOrgMasters(enabled: boolean) {
  return useQuery({ queryKey: ['task', 'orgMasters'], queryFn: getOrgMasters, enabled, staleTime: 60_000 });
}

/** POST /api/role/v1/roles/getRolePage: the tenant's roles, to browse people by role. */
export async function getRoles(): Promise<DirectoryRole[]> {
  const { value } = await apiPost<PageResult<DirectoryRole>>('/api/role/v1/roles/getRolePage', {
    pageBean: { page: 1, pageSize: 100, showTotal: true },
  });
  return value?.rows ?? [];
}

export function useRoles(enabled: boolean) {
  return useQuery({ queryKey: ['task', 'roles'], queryFn: getRoles, enabled, staleTime: 5 * 60_000 });
}

/** POST /api/user/v1/users/queryByType: the people holding one role. */
export async function getUsersOfRole(roleId: string): Promise<DirectoryUser[]> {
  const { value } = await apiPost<PageResult<DirectoryUser>>('/api/user/v1/users/queryByType', {
    type: 'role',
    value: roleId,
    pageBean: { page: 1, pageSize: 100, showTotal: true },
  });
  return value?.rows ?? [];
}

export function useUsersOfRole(roleId: string) {
  return useQuery({
    queryKey: ['task', 'roleUsers', roleId],
    queryFn: () => getUsersOfRole(roleId),
    enabled: roleId !== '',
  });
}
