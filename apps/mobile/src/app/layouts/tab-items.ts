import { paths } from '../paths';

/**
 * Tabs by the spec's index: 0 home, 1 messages, 2 work bench, 3 personal, 5 address book. They are shown in
 * this order, the address book beside the work bench so that 我的 stays last where people look for it.
 */
export const TAB_ITEMS = [
  { index: 0, key: 'home', path: paths.home.path },
  { index: 1, key: 'message', path: paths.messageReceiverList.path },
  { index: 2, key: 'work', path: paths.work.path },
  { index: 5, key: 'mailList', path: paths.mailList.path },
  { index: 3, key: 'personal', path: paths.personal.path },
] as const;

/** The badge text of a count: nothing for 0, 99+ above 99. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

export type TabKey = (typeof TAB_ITEMS)[number]['key'];

/** The tab a pathname belongs to: the tab whose path is the pathname or one of its parents. */
export function activeTab(pathname: string): TabKey | null {
  const lower = pathname.toLowerCase();
  const tab = TAB_ITEMS.find(
    (t) => lower === t.path.toLowerCase() || lower.startsWith(`${t.path.toLowerCase()}/`),
  );
  return tab?.key ?? null;
}
