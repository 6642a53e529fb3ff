import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmTaskRow } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/getBpmTaskByInstId?instId: the open tasks of an instance, the caller's first. */
export async function getOpenTasks(instId: string): Promise<BpmTaskRow[]> {
  const { value } = await apiGet<BpmTaskRow[]>('/runtime/task/v1/getBpmTaskByInstId', { instId });
  return value ?? [];
}

export function openTasksQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'openTasks', instId],
    queryFn: () => getOpenTasks(instId),
    enabled: instId !== '',
  });
}

export function useOpenTasks(instId: string) {
  return useQuery(openTasksQueryOptions(instId));
}
