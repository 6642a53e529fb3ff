import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmOpinionRow } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/opinions?instId: the audit trail, oldest first, open tasks last as 待审批. */
export async function getOpinions(instId: string): Promise<BpmOpinionRow[]> {
  const { value } = await apiGet<BpmOpinionRow[]>('/runtime/task/v1/opinions', { instId });
  return value ?? [];
}

export function opinionsQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'opinions', instId],
    queryFn: () => getOpinions(instId),
    enabled: instId !== '',
  });
}

export function useOpinions(instId: string) {
  return useQuery(opinionsQueryOptions(instId));
}
