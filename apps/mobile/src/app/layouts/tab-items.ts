import { paths } from '../paths';

/** Tabs by the spec's index: 0 home, 1 messages, 2 work bench, 3 personal, 5 address book. */
export const TAB_ITEMS = [
  { index: 0, key: 'home', path: paths.home.path },
  { index: 1, key: 'message', path: paths.messageReceiverList.path },
  { index: 2, key: 'work', path: paths.work.path },
  { index: 3, key: 'personal', path: paths.personal.path },
  // The address book is a placeholder of the spec: it keeps its index but is not shown yet.
  { index: 5, key: 'mailList', path: paths.mailList.path, hidden: true },
] as const;

export type TabKey = (typeof TAB_ITEMS)[number]['key'];

/** The tab a pathname belongs to: the tab whose path is the pathname or one of its parents. */
export function activeTab(pathname: string): TabKey | null {
  const lower = pathname.toLowerCase();
  const tab = TAB_ITEMS.find(
    (t) => lower === t.path.toLowerCase() || lower.startsWith(`${t.path.toLowerCase()}/`),
  );
  return tab?.key ?? null;
}
