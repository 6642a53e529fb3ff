import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRightMap } from '@baton/contracts';
import { apiGet } from '../../../lib/http';
import { isGuest, useSession } from '../../../lib/session';
import { methodRights } from '../../../lib/storage';

/** GET /sys/authUser/v1/getUserRightMap; its method permissions are kept in the session (spec §6). */
export async function getUserRightMap(): Promise<UserRightMap | null> {
  const { value } = await apiGet<UserRightMap>('/sys/authUser/v1/getUserRightMap');
  if (value) methodRights.set({ allMethod: value.allMethod, curUserMethod: value.curUserMethod });
  return value ?? null;
}

/** Fetched once per user and kept for the whole visit: rights change through an administrator, not here. */
export function userRightMapQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user', 'rightMap', userId],
    queryFn: getUserRightMap,
    enabled: userId !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUserRightMap() {
  const user = useSession((s) => s.currentUser);
  const userId = user && !isGuest(user) ? user.userId : '';
  return useQuery(userRightMapQueryOptions(userId));
}
