import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tenant } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

async function fetchTenantByCode(code: string): Promise<Tenant | null> {
  const answer = await apiGet<Tenant>(
    '/uc/tenantManage/v1/getTenantByCode',
    { code },
    { silent: true },
  ).catch(() => null);
  return answer?.value ?? null;
}

/**
 * GET /uc/tenantManage/v1/getTenantByCode?code: answers without a token, for the login page. The server
 * matches codes exactly; a code typed with capitals is tried again in lower case, as codes are written.
 */
export async function getTenantByCode(code: string): Promise<Tenant | null> {
  const tenant = await fetchTenantByCode(code);
  const lower = code.toLowerCase();
  return tenant ?? (lower !== code ? fetchTenantByCode(lower) : null);
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
