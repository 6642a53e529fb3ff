import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmInstanceRow, PageResult } from '@baton/contracts';
import { apiPost } from '../../../../lib/http';

/** POST /runtime/instance/v1/relatedProcess: the starter's other requests of the same flow (10 newest). */
export async function getRelatedProcesses(instId: string): Promise<BpmInstanceRow[]> {
  const { value } = await apiPost<PageResult<BpmInstanceRow>>('/runtime/instance/v1/relatedProcess', {
    instId,
    pageBean: { page: 1, pageSize: 10, showTotal: true },
  });
  return value?.rows ?? [];
}

export function relatedProcessesQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'relatedProcesses', instId],
    queryFn: () => getRelatedProcesses(instId),
    enabled: instId !== '',
  });
}

export function useRelatedProcesses(instId: string, enabled = true) {
  return useQuery({ ...relatedProcessesQueryOptions(instId), enabled: enabled && instId !== '' });
}
