import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { AuthLayout } from './types';

export const AUTH_LAYOUT_PATH = '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout';

/** GET …/getCurrentAuthLayout?from=mobile: the home layouts the user may choose from. */
export async function getCurrentAuthLayout(): Promise<AuthLayout[]> {
  const { value } = await apiGet<AuthLayout[]>(AUTH_LAYOUT_PATH, { from: 'mobile' }, { silent: true });
  return value ?? [];
}

export function currentAuthLayoutQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['portal', 'authLayouts', userId],
    queryFn: getCurrentAuthLayout,
    enabled: userId !== '',
  });
}

export function useCurrentAuthLayout(userId: string) {
  return useQuery(currentAuthLayoutQueryOptions(userId));
}
