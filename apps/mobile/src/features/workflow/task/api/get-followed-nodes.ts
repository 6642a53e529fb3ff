import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/followedNodes?instId: the caller's followed node ids (comma separated). */
export async function getFollowedNodes(instId: string): Promise<string[]> {
  const { value } = await apiGet<string>('/runtime/task/v1/followedNodes', { instId });
  return (value ?? '').split(',').filter(Boolean);
}

export function followedNodesQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'followedNodes', instId],
    queryFn: () => getFollowedNodes(instId),
    enabled: instId !== '',
  });
}

export function useFollowedNodes(instId: string, enabled = true) {
  return useQuery({ ...followedNodesQueryOptions(instId), enabled: enabled && instId !== '' });
}
