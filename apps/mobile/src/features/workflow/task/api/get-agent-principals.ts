import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmAgentPrincipal } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/agent/v1/principals?defId: the people who let the caller start this flow in their name. */
export async function getAgentPrincipals(defId: string): Promise<BpmAgentPrincipal[]> {
  const { value } = await apiGet<BpmAgentPrincipal[]>('/runtime/agent/v1/principals', { defId });
  return value ?? [];
}

export function agentPrincipalsQueryOptions(defId: string, enabled = true) {
  return queryOptions({
    queryKey: ['task', 'agentPrincipals', defId],
    queryFn: () => getAgentPrincipals(defId),
    enabled: enabled && defId !== '',
  });
}

export function useAgentPrincipals(defId: string, enabled: boolean) {
  return useQuery(agentPrincipalsQueryOptions(defId, enabled));
}
