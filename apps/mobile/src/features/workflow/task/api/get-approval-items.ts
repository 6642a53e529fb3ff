import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmApprovalItem } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /flow/approvalItem/v1: the caller's approval phrases, then the tenant's shared ones. */
export async function getApprovalItems(): Promise<BpmApprovalItem[]> {
  const { value } = await apiGet<BpmApprovalItem[]>('/flow/approvalItem/v1');
  return value ?? [];
}

export function approvalItemsQueryOptions() {
  return queryOptions({
    queryKey: ['task', 'approvalItems'],
    queryFn: getApprovalItems,
    staleTime: 60_000,
  });
}

export function useApprovalItems(enabled: boolean) {
  return useQuery({ ...approvalItemsQueryOptions(), enabled });
}
