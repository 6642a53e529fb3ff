import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { Dashboard } from './types';

export const DASHBOARD_PATH = '/portal/datav/v1/getByAlias';

/** A data-visualisation dashboard by alias: its name and charts. */
export async function getDashboard(alias: string): Promise<Dashboard | null> {
  const { value } = await apiGet<Dashboard>(DASHBOARD_PATH, { alias }, { silent: true });
  return value ?? null;
}

export function dashboardQueryOptions(alias: string) {
  return queryOptions({
    queryKey: ['portal', 'datav', alias],
    queryFn: () => getDashboard(alias),
    enabled: alias !== '',
    retry: false,
  });
}

export function useDashboard(alias: string) {
  return useQuery(dashboardQueryOptions(alias));
}
