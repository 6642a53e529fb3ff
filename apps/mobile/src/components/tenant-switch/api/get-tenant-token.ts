import { useMutation } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/http';
import { sessionValues } from '../../../lib/storage';

/** GET /uc/tenantManage/v1/getTenantToken?newTenantId: a token of the same user in another tenant. */
export async function getTenantToken(newTenantId: string): Promise<string> {
  const answer = await apiGet<string>('/uc/tenantManage/v1/getTenantToken', { newTenantId });
  if (!answer.value) throw new ApiError(answer.message);
  return answer.value;
}

/** The app reloads with the token in the query; the route guard adopts it and strips it from the address. */
export function reloadWithToken(token: string, location: Location = window.location): void {
  const url = new URL(location.href);
  url.searchParams.set('token', token);
  location.replace(url.toString());
}

/**
 * Switches to another tenant of the user. The tab remembers the new tenant's code first, so that a later
 * sign-in (after the session ends) opens that tenant's login page, not the one the user left.
 */
export function useSwitchTenant() {
  return useMutation({
    mutationFn: ({ id }: { id: string; code?: string }) => getTenantToken(id),
    onSuccess: (token, { code }) => {
      if (code) sessionValues.set('tenantCode', code);
      reloadWithToken(token);
    },
  });
}
