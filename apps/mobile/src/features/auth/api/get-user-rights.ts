import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Menu, PortalMethodAuth } from '@baton/contracts';
import { apiGet } from '../../../lib/http';
import { isGuest, useSession } from '../../../lib/session';
import { methodRights } from '../../../lib/storage';

/** GET /sys/sysMenu/v1/getCurrentUserMenu: the menus the current user may open (every group). */
export async function getCurrentUserMenu(): Promise<Menu[]> {
  const { value } = await apiGet<Menu[]>('/sys/sysMenu/v1/getCurrentUserMenu');
  return value ?? [];
}

/** GET /sys/sysMenu/v1/getCurrentUserMethodAuth; the method rights are kept in the session (spec §6). */
export async function getCurrentUserMethodAuth(): Promise<PortalMethodAuth | null> {
  const { value } = await apiGet<PortalMethodAuth>('/sys/sysMenu/v1/getCurrentUserMethodAuth');
  if (value) methodRights.set({ allMethod: value.allMethod, curUserMethod: value.curUserMethod });
  return value ?? null;
}

// Both are fetched once per user and kept for the whole visit: rights change through an administrator, not here.
const forTheVisit = { staleTime: Infinity, gcTime: Infinity } as const;

export function userMenuQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user', 'menus', userId],
    queryFn: getCurrentUserMenu,
    enabled: userId !== '',
    ...forTheVisit,
  });
}

export function userMethodAuthQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user', 'methodAuth', userId],
    queryFn: getCurrentUserMethodAuth,
    enabled: userId !== '',
    ...forTheVisit,
  });
}

export interface UserRights {
  /** null until loaded (and for a guest, who has no rights to load). */
  menus: Menu[] | null;
  allMethod: string[] | null;
  curUserMethod: string[] | null;
}

/** The signed-in user's menus and method rights, asked for side by side. */
export function useUserRights(): UserRights {
  const user = useSession((s) => s.currentUser);
  const userId = user && !isGuest(user) ? user.userId : '';
  const menus = useQuery(userMenuQueryOptions(userId));
  const methods = useQuery(userMethodAuthQueryOptions(userId));
  return {
    menus: menus.data ?? null,
    allMethod: methods.data?.allMethod ?? null,
    curUserMethod: methods.data?.curUserMethod ?? null,
  };
}
