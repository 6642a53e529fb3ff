import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tenant } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /uc/tenantManage/v1/getCurrentUserTenant: the tenants the user belongs to. */
export async function getCurrentUserTenant(): Promise<Tenant[]> {
  const { value } = await apiGet<Tenant[]>('/uc/tenantManage/v1/getCurrentUserTenant');
  return value ?? [];
}

export function currentUserTenantQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['uc', 'currentUserTenant', userId],
    queryFn: getCurrentUserTenant,
  });
}

export function useCurrentUserTenant(userId: string, enabled: boolean) {
  return useQuery({ ...currentUserTenantQueryOptions(userId), enabled });
}
