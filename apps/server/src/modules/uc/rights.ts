import type { Menu } from '@baton/contracts';

/** Method aliases subject to permission; roles grant them through role_rights. */
export const METHODS = [
  'uc:user:query',
  'uc:user:edit',
  'uc:org:edit',
  'bpm:instance:start',
  'bpm:task:approve',
  'bpm:instance:end',
  'portal:notice:publish',
  'community:bill:manage',
] as const;

const entry = (alias: string, name: string, menuUrl: string) => ({
  id: alias,
  alias,
  code: alias,
  name,
  menuUrl,
  children: [],
});

/** The app's menu: groups of entries; a role sees an entry when it holds the entry's alias. */
export const MENUS: Menu[] = [
  {
    ...entry('work', '工作', '/work'),
    children: [
      entry('work-todo', '我的待办', '/work/myMatters/0'),
      entry('work-done', '我的已办', '/work/myMatters/1'),
      entry('work-request', '我的请求', '/work/myRequest'),
      entry('work-start', '发起流程', '/work/startFlowList'),
      entry('work-notice', '我的传阅', '/work/myNotice'),
    ],
  },
  { ...entry('contacts', '通讯录', '/mailList'), children: [entry('contacts-list', '通讯录', '/mailList')] },
  {
    ...entry('personal', '个人中心', '/personal'),
    children: [entry('personal-info', '个人信息', '/personal')],
  },
];

export const ALL_MENU_ALIASES: string[] = MENUS.flatMap((m) => [m.alias, ...m.children.map((c) => c.alias)]);

/** The menu cut down to the granted aliases; a group shows when it or any of its entries is granted. */
export function menusFor(granted: ReadonlySet<string>): Menu[] {
  return MENUS.flatMap((group) => {
    const children = group.children.filter((c) => granted.has(c.alias));
    return granted.has(group.alias) || children.length > 0 ? [{ ...group, children }] : [];
  });
}
