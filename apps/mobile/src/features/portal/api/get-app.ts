import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { AppEntry } from './types';

/** An app of the application centre: an entry with the category it belongs to. */
export interface CentreApp extends AppEntry {
  typeId?: string | null;
}

/** GET /portal/appModel/v1/getApp?typeKey=appType: every app of the application centre. */
export async function getApps(): Promise<CentreApp[]> {
  const { value } = await apiGet<CentreApp[]>('/portal/appModel/v1/getApp', { typeKey: 'appType' });
  return value ?? [];
}

export function appsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['portal', 'apps', userId], queryFn: getApps });
}

export function useApps(userId: string) {
  return useQuery(appsQueryOptions(userId));
}
