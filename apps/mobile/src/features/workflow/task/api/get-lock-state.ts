import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http';

export interface LockState {
  canLock: boolean;
  canUnlock: boolean;
  lockUser: string | null;
  lockUserName: string | null;
}

/** GET /runtime/task/v1/canLock?taskId: whether the caller (a candidate) may claim or give back the task. */
export async function getLockState(taskId: string): Promise<LockState> {
  const { value } = await apiGet<LockState>('/runtime/task/v1/canLock', { taskId }, { silent: true });
  return value ?? { canLock: false, canUnlock: false, lockUser: null, lockUserName: null };
}

export function lockStateQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['task', 'lockState', taskId],
    queryFn: () => getLockState(taskId),
    enabled: taskId !== '',
  });
}

export function useLockState(taskId: string, enabled: boolean) {
  return useQuery({ ...lockStateQueryOptions(taskId), enabled: enabled && taskId !== '' });
}
