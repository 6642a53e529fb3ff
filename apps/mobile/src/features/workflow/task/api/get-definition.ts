import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http';

export interface FlowDefinition {
  id: string;
  defKey: string;
  name: string;
  bpmnXml: string;
}

/** GET /flow/def/v1/defGet?defId: a definition with its XML (to know which next approvers the starter picks). */
export async function getDefinition(defId: string): Promise<FlowDefinition> {
  const { value } = await apiGet<FlowDefinition>('/flow/def/v1/defGet', { defId });
  if (!value) throw new Error('empty definition');
  return value;
}

export function definitionQueryOptions(defId: string) {
  return queryOptions({
    queryKey: ['task', 'definition', defId],
    queryFn: () => getDefinition(defId),
    enabled: defId !== '',
    staleTime: 5 * 60_000,
  });
}

export function useDefinition(defId: string) {
  return useQuery(definitionQueryOptions(defId));
}
