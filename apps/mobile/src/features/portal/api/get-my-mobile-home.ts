import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { localValues } from '../../../lib/storage';
import type { MobileHome } from './types';

/** GET /portal/main/v1/myMobileHome?selectedAlias: the layout of the home page (columns, carousel, apps). */
export async function getMyMobileHome(selectedAlias?: string): Promise<MobileHome> {
  const { value } = await apiGet<Partial<MobileHome>>('/portal/main/v1/myMobileHome', {
    selectedAlias: selectedAlias || undefined,
  });
  return {
    ...value,
    columns: value?.columns ?? [],
    carousel: value?.carousel ?? [],
    apps: value?.apps ?? [],
  };
}

/** The layout this user was last shown under this alias, if this device kept it. */
function keptHome(userId: string, alias: string) {
  const kept = localValues.get('homeLayout');
  return kept && kept.userId === userId && kept.alias === alias ? kept : undefined;
}

/**
 * The home layout. The last one shown is kept on the device and drawn at once on the next visit (marked as old,
 * so a fresh one is fetched straight away and replaces it), which puts the home on screen without waiting for
 * the server.
 */
export function myMobileHomeQueryOptions(userId: string, selectedAlias?: string) {
  const alias = selectedAlias ?? '';
  return queryOptions({
    queryKey: ['portal', 'home', userId, alias],
    queryFn: async () => {
      const home = await getMyMobileHome(selectedAlias);
      localValues.set('homeLayout', { userId, alias, at: Date.now(), home });
      return home;
    },
    initialData: () => keptHome(userId, alias)?.home as MobileHome | undefined,
    initialDataUpdatedAt: () => keptHome(userId, alias)?.at,
  });
}

export function useMyMobileHome(userId: string, selectedAlias?: string) {
  return useQuery(myMobileHomeQueryOptions(userId, selectedAlias));
}
