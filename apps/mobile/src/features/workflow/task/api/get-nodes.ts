import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmNodeInfo } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/nodes?instId: the nodes of the instance's definition. */
export async function getNodes(instId: string): Promise<BpmNodeInfo[]> {
  const { value } = await apiGet<BpmNodeInfo[]>('/runtime/task/v1/nodes', { instId });
  return value ?? [];
}

export function nodesQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'nodes', instId],
    queryFn: () => getNodes(instId),
    enabled: instId !== '',
    staleTime: 5 * 60_000,
  });
}

export function useNodes(instId: string, enabled = true) {
  return useQuery({ ...nodesQueryOptions(instId), enabled: enabled && instId !== '' });
}
