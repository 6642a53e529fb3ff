import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/http';

export interface UrgentState {
  instId: string;
  urgentState: string;
  options: { key: string; name: string }[];
}

/** POST /runtime/instance/v1/getUrgrntById: the instance's urgency with the configured levels. */
export async function getUrgentState(instId: string): Promise<UrgentState> {
  const { value } = await apiPost<UrgentState>('/runtime/instance/v1/getUrgrntById', { instId });
  return value ?? { instId, urgentState: 'normal', options: [] };
}

export function urgentStateQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'urgentState', instId],
    queryFn: () => getUrgentState(instId),
    enabled: instId !== '',
  });
}

export function useUrgentState(instId: string) {
  return useQuery(urgentStateQueryOptions(instId));
}
