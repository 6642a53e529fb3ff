import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tenant } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /uc/tenantManage/v1/getTenantByCode?code: answers without a token, for the login page. */
export async function getTenantByCode(code: string): Promise<Tenant | null> {
  const { value } = await apiGet<Tenant>('/uc/tenantManage/v1/getTenantByCode', { code }, { silent: true });
  return value ?? null;
}

export function tenantByCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['uc', 'tenantByCode', code],
    queryFn: () => getTenantByCode(code),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The tenant a code names; no call when there is no code. */
export function useTenantByCode(code: string | null) {
  return useQuery({ ...tenantByCodeQueryOptions(code ?? ''), enabled: code !== null });
}
