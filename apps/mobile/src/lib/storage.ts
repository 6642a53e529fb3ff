import type { CurrentUser } from './current-user';

/** Values kept per browser tab (workflow.md §3 "Session values"). */
export interface SessionValues {
  tenantId: string;
  appID: string;
  projectType: string;
  token: string;
  layoutAlias: string;
  subTenantId: string;
  subTenantName: string;
  tenantCode: string;
}

/** Values kept across visits (workflow.md §3 "Local values"), plus the chosen language and theme. */
export interface LocalValues {
  currentUser: CurrentUser;
  staffToken: string;
  platformType: string;
  openId: string;
  rootTenantId: string;
  lastVisitedPath: string;
  layoutAlias: string;
  routerStack: string[];
  service: string;
  locale: string;
  theme: string;
  /** The last home layout the user was shown, drawn at once on the next visit while a fresh one loads. */
  homeLayout: { userId: string; alias: string; at: number; home: unknown };
}

export type SessionKey = keyof SessionValues;
export type LocalKey = keyof LocalValues;

export const SESSION_KEYS: readonly SessionKey[] = [
  'tenantId',
  'appID',
  'projectType',
  'token',
  'layoutAlias',
  'subTenantId',
  'subTenantName',
  'tenantCode',
];

// Strings are stored as they are so that the values stay readable and shareable with other pages of the
// platform; only structured values go through JSON.
const JSON_LOCAL_KEYS: ReadonlySet<LocalKey> = new Set<LocalKey>([
  'currentUser',
  'routerStack',
  'homeLayout',
]);

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, quota, sandboxed frames): behave as if empty.
    return fallback;
  }
}

export const sessionValues = {
  get<K extends SessionKey>(key: K): SessionValues[K] | null {
    return safely(() => sessionStorage.getItem(key), null);
  },
  set<K extends SessionKey>(key: K, value: SessionValues[K]): void {
    safely(() => sessionStorage.setItem(key, value), undefined);
  },
  remove(key: SessionKey): void {
    safely(() => sessionStorage.removeItem(key), undefined);
  },
};

/**
 * Local storage keys are prefixed by the tenant and app of the tab: `${tenantId}_${appID}_${name}`, an
 * absent part being empty (`__currentUser` before any tenant is known). Two tenants opened in one browser
 * therefore keep separate users.
 */
export function localKey(name: LocalKey): string {
  return `${sessionValues.get('tenantId') ?? ''}_${sessionValues.get('appID') ?? ''}_${name}`;
}

export const localValues = {
  get<K extends LocalKey>(key: K): LocalValues[K] | null {
    const raw = safely(() => localStorage.getItem(localKey(key)), null);
    if (raw === null) return null;
    if (!JSON_LOCAL_KEYS.has(key)) return raw as LocalValues[K];
    return safely(() => JSON.parse(raw) as LocalValues[K], null);
  },
  set<K extends LocalKey>(key: K, value: LocalValues[K]): void {
    const raw = JSON_LOCAL_KEYS.has(key) ? JSON.stringify(value) : (value as string);
    safely(() => localStorage.setItem(localKey(key), raw), undefined);
  },
  remove(key: LocalKey): void {
    safely(() => localStorage.removeItem(localKey(key)), undefined);
  },
};

/** Method-level permissions of the signed-in user, kept in the session (spec §6). */
export interface MethodRights {
  allMethod: string[];
  curUserMethod: string[];
}

export const methodRights = {
  get(): MethodRights | null {
    return safely(() => {
      const all = sessionStorage.getItem('allMethod');
      const mine = sessionStorage.getItem('curUserMethod');
      return all && mine ? { allMethod: JSON.parse(all), curUserMethod: JSON.parse(mine) } : null;
    }, null);
  },
  set({ allMethod, curUserMethod }: MethodRights): void {
    safely(() => {
      sessionStorage.setItem('allMethod', JSON.stringify(allMethod));
      sessionStorage.setItem('curUserMethod', JSON.stringify(curUserMethod));
    }, undefined);
  },
  clear(): void {
    safely(() => {
      sessionStorage.removeItem('allMethod');
      sessionStorage.removeItem('curUserMethod');
    }, undefined);
  },
};
