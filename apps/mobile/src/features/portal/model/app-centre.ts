/** Minimal shapes the application centre groups. */
export interface CentreCategory {
  id: string;
  name: string;
  parentId?: string | null;
  sn?: number | null;
}

export interface CentreEntry {
  id: string;
  typeId?: string | null;
}

export interface CentreGroup<A> {
  id: string;
  name: string;
  apps: A[];
}

/**
 * The apps of one tab, in collapsible groups: the tab's own apps first (under the tab's name), then each
 * sub-category in its order; empty groups are left out.
 */
export function groupApps<A extends CentreEntry>(
  tab: CentreCategory,
  subCategories: readonly CentreCategory[],
  apps: readonly A[],
): CentreGroup<A>[] {
  const ordered = [...subCategories].sort((a, b) => (a.sn ?? 0) - (b.sn ?? 0));
  const groups: CentreGroup<A>[] = [
    { id: tab.id, name: tab.name, apps: apps.filter((a) => a.typeId === tab.id) },
    ...ordered.map((c) => ({ id: c.id, name: c.name, apps: apps.filter((a) => a.typeId === c.id) })),
  ];
  return groups.filter((g) => g.apps.length > 0);
}

/** Apps whose category is none of the known ones (shown under 其他 on the last tab). */
export function uncategorised<A extends CentreEntry>(known: ReadonlySet<string>, apps: readonly A[]): A[] {
  return apps.filter((a) => !a.typeId || !known.has(a.typeId));
}
