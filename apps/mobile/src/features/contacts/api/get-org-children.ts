import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

/** POST /api/org/v1/orgs/getByParentAndDem with demId and parentId: one level of the organisation tree. */
export async function getOrgChildren(demId: string, parentId: string): Promise<OrgNode[]> {
  const { value } = await apiPost<OrgNode[]>('/api/org/v1/orgs/getByParentAndDem', {
    demId,
    ...(parentId ? { parentId } : {}),
  });
  return value ?? [];
}

export function orgChildrenQueryOptions(demId: string, parentId: string) {
  return queryOptions({
    queryKey: ['directory', 'orgs', demId, parentId],
    queryFn: () => getOrgChildren(demId, parentId),
    enabled: demId !== '',
    staleTime: 60_000,
  });
}

export function useOrgChildren(demId: string, parentId: string) {
  return useQuery(orgChildrenQueryOptions(demId, parentId));
}
