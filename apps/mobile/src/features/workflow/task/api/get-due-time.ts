import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http';

export interface Expiration {
  dueTime: number | null;
  remainingMs: number | null;
  overdue: boolean;
}

/** GET /runtime/task/v1/expirationDate?taskId: when the task is due, how long is left, whether it is overdue. */
export async function getExpiration(taskId: string): Promise<Expiration> {
  const { value } = await apiGet<Expiration>('/runtime/task/v1/expirationDate', { taskId });
  return value ?? { dueTime: null, remainingMs: null, overdue: false };
}

export function expirationQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['task', 'expiration', taskId],
    queryFn: () => getExpiration(taskId),
    enabled: taskId !== '',
  });
}

export function useExpiration(taskId: string) {
  return useQuery(expirationQueryOptions(taskId));
}
