import type { UserDetail } from '@baton/contracts';

export type StatusKey = 'normal' | 'disabled' | 'inactive' | 'resigned';

/** 1 正常, 0 禁用, -1 未激活, anything else 离职 (community.md §3 User). */
export function statusKey(status: number | string | null | undefined): StatusKey {
  if (status === null || status === undefined || status === '') return 'resigned';
  switch (Number(status)) {
    case 1:
      return 'normal';
    case 0:
      return 'disabled';
    case -1:
      return 'inactive';
    default:
      return 'resigned';
  }
}

/** The text itself, or null when there is nothing to show (the page then shows 无). */
export function orNone(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Role names arrive joined by '|'. */
export function roleNames(detail: Pick<UserDetail, 'role'> | null | undefined): string[] {
  return (detail?.role?.roleName ?? '')
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);
}

export interface PostLine {
  id: string;
  name: string;
  orgName: string;
  main: boolean;
}

/** Posts of the post map, the main one ('1') first. */
export function postLines(detail: Pick<UserDetail, 'post'> | null | undefined): PostLine[] {
  return Object.values(detail?.post ?? {})
    .map((p) => ({ id: p.postId, name: p.postName, orgName: p.orgName, main: p.isMaster === '1' }))
    .sort((a, b) => Number(b.main) - Number(a.main));
}

export function departmentNames(detail: Pick<UserDetail, 'org'> | null | undefined): string[] {
  return [...new Set((detail?.org ?? []).map((o) => o.name).filter(Boolean))];
}

/**
 * The avatar text: the given name of a two- or three-character Chinese name (张三, 王小明 → 小明); the first
 * character of any longer Chinese name, which is rarely a person's (艾克美管理员 → 艾); else the initials of a
 * Latin one.
 */
export function initials(name: string): string {
  const text = name.trim();
  if (!text) return '?';
  if (/^[\p{Script=Han}]+$/u.test(text)) {
    const chars = [...text];
    return chars.length === 2 || chars.length === 3 ? chars.slice(-2).join('') : (chars[0] ?? '?');
  }
  const words = text.split(/\s+/);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export type Gender = 'male' | 'female' | null;

export function gender(sex: string | null | undefined): Gender {
  const value = sex?.trim().toLowerCase();
  if (value === '男' || value === 'm' || value === 'male' || value === '1') return 'male';
  if (value === '女' || value === 'f' || value === 'female' || value === '2' || value === '0')
    return 'female';
  return null;
}

export type EntryKey = 'signature' | 'update' | 'bindMiniProgram' | 'switchLayout' | 'changePassword';

export interface EntryConditions {
  loggedIn: boolean;
  nativeShell: boolean;
  miniProgram: boolean;
  openId: string | null;
  authorisedLayouts: number;
}

/** Entries of the personal page, each shown only under its condition (community.md §2 Personal page). */
export function visibleEntries(c: EntryConditions): EntryKey[] {
  const entries: EntryKey[] = [];
  if (c.loggedIn) entries.push('signature');
  if (c.nativeShell) entries.push('update');
  if (c.miniProgram && c.openId) entries.push('bindMiniProgram');
  if (c.authorisedLayouts > 1) entries.push('switchLayout');
  if (c.loggedIn) entries.push('changePassword');
  return entries;
}
