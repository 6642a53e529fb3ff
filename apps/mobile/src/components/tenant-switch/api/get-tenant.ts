import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tenant } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /uc/tenantManage/v1/{tenantId}: the tenant's name and its orgSwitchType. */
export async function getTenant(tenantId: string): Promise<Tenant | null> {
  const { value } = await apiGet<Tenant>(`/uc/tenantManage/v1/${encodeURIComponent(tenantId)}`, undefined, {
    silent: true,
  });
  return value ?? null;
}

export function tenantQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: ['uc', 'tenant', tenantId],
    queryFn: () => getTenant(tenantId),
    staleTime: 5 * 60_000,
    enabled: tenantId !== '',
  });
}

export function useTenant(tenantId: string) {
  return useQuery(tenantQueryOptions(tenantId));
}
