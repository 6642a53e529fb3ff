import { useOutletContext } from 'react-router';
import type { Menu } from '@baton/contracts';

/** What the tab layout hands its pages: the signed-in user's menus and method rights (spec §6), once loaded. */
export interface TabContext {
  menus: Menu[] | null;
  curUserMethod: string[] | null;
  allMethod: string[] | null;
  /** The home layouts the user may switch between (the personal page offers the switch when more than one). */
  layoutSwitch?: { count: number; open(): void };
}

const UNKNOWN: TabContext = { menus: null, curUserMethod: null, allMethod: null };

export function useTabContext(): TabContext {
  return useOutletContext<TabContext | undefined>() ?? UNKNOWN;
}

/**
 * Whether a method right allows an entry: rights not loaded yet, or a method not subject to permission, allow
 * it; otherwise the user's roles must grant it.
 */
export function hasMethod(context: TabContext, alias: string): boolean {
  if (!context.allMethod || !context.curUserMethod) return true;
  return !context.allMethod.includes(alias) || context.curUserMethod.includes(alias);
}

/** Whether the menus grant a path: menus not loaded allow it; otherwise some group or entry must point there. */
export function menuGrants(context: Pick<TabContext, 'menus'>, path: string): boolean {
  if (!context.menus) return true;
  return context.menus.some((m) => m.menuUrl === path || m.children.some((c) => c.menuUrl === path));
}
