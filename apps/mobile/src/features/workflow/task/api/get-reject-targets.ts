import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http';

export interface RejectTarget {
  nodeId: string;
  name: string;
}

/** GET /runtime/task/v1/taskToReject?taskId: the nodes of the execution stack the task may be sent back to. */
export async function getRejectTargets(taskId: string): Promise<RejectTarget[]> {
  // Silent: once the task is sent back its targets are gone (409), which must not cover the success message.
  const { value } = await apiGet<RejectTarget[]>(
    '/runtime/task/v1/taskToReject',
    { taskId },
    { silent: true },
  );
  return value ?? [];
}

export function rejectTargetsQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['task', 'rejectTargets', taskId],
    queryFn: () => getRejectTargets(taskId),
    enabled: taskId !== '',
  });
}

export function useRejectTargets(taskId: string) {
  return useQuery(rejectTargetsQueryOptions(taskId));
}
