import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmFlowImage } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/flowImage?instId: the BPMN XML and each node's status (done, current, untouched). */
export async function getFlowImage(instId: string): Promise<BpmFlowImage> {
  const { value } = await apiGet<BpmFlowImage>('/runtime/task/v1/flowImage', { instId });
  return value ?? { bpmnXml: '', nodes: [] };
}

export function flowImageQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'flowImage', instId],
    queryFn: () => getFlowImage(instId),
    enabled: instId !== '',
  });
}

export function useFlowImage(instId: string, enabled = true) {
  return useQuery({ ...flowImageQueryOptions(instId), enabled: enabled && instId !== '' });
}
