import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmTaskDetail } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/taskDetail?taskId: the task, its instance, the node's buttons and the business data. */
export async function getTaskDetail(taskId: string): Promise<BpmTaskDetail> {
  const { value } = await apiGet<BpmTaskDetail>('/runtime/task/v1/taskDetail', { taskId });
  if (!value) throw new Error('empty task detail');
  return value;
}

export function taskDetailQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['task', 'detail', taskId],
    queryFn: () => getTaskDetail(taskId),
    enabled: taskId !== '',
  });
}

export function useTaskDetail(taskId: string) {
  return useQuery(taskDetailQueryOptions(taskId));
}
