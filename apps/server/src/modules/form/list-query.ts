import type { FormListRow, FormQueryFilter, FormQueryFilterItem } from '@baton/contracts';
import { BadInput } from '../../errors';

/** Properties every list row has besides its form's fields. */
export const ROW_PROPERTIES = ['id', 'createBy', 'createTime', 'updateTime'] as const;

/** Text of a value as a list compares it: picker values by their names, lists joined. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(textOf).join(',');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return textOf(o.name ?? Object.values(o).join(' '));
  }
  return String(value);
}

const asNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

function compare(a: unknown, b: unknown): number {
  const x = asNumber(a);
  const y = asNumber(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  const s = textOf(a);
  const t = textOf(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

const listOf = (v: FormQueryFilterItem['value']): (string | number)[] =>
  Array.isArray(v)
    ? v
    : String(v)
        .split(',')
        .map((s) => s.trim());

function matches(row: FormListRow, q: FormQueryFilterItem): boolean {
  const value = row[q.property];
  const text = textOf(value).toLowerCase();
  const wanted = String(q.value).toLowerCase();
  switch (q.operation ?? 'EQUAL') {
    case 'EQUAL':
      return Array.isArray(value)
        ? value.some((v) => compare(v, q.value) === 0)
        : compare(value, q.value) === 0;
    case 'NOT_EQUAL':
      return compare(value, q.value) !== 0;
    case 'LIKE':
      return text.includes(wanted);
    case 'LEFT_LIKE':
      return text.endsWith(wanted);
    case 'RIGHT_LIKE':
      return text.startsWith(wanted);
    case 'GREAT':
      return compare(value, q.value) > 0;
    case 'GREAT_EQUAL':
      return compare(value, q.value) >= 0;
    case 'LESS':
      return compare(value, q.value) < 0;
    case 'LESS_EQUAL':
      return compare(value, q.value) <= 0;
    case 'IN': {
      const set = listOf(q.value);
      return Array.isArray(value)
        ? value.some((v) => set.some((s) => compare(v, s) === 0))
        : set.some((s) => compare(value, s) === 0);
    }
    case 'BETWEEN': {
      const [from, to] = listOf(q.value);
      return (
        (from === undefined || from === '' || compare(value, from) >= 0) &&
        (to === undefined || to === '' || compare(value, to) <= 0)
      );
    }
  }
}

export interface ListQuery {
  filter?: FormQueryFilter;
  /** Free text found in any of these properties. */
  keyword?: { text: string; properties: string[] };
  /** Order when the filter gives none. */
  defaultSort?: { property: string; direction: 'ASC' | 'DESC' }[];
  page?: number;
  pageSize: number;
  /** Every page at once (exports). */
  all?: boolean;
}

/**
 * Filters, sorts and pages rows: conditions of one group are joined by their relation (AND unless said), groups
 * are all required. A property that is not a column of the list is refused (400) rather than silently ignored.
 */
export function queryRows(rows: FormListRow[], properties: Set<string>, q: ListQuery) {
  const querys = q.filter?.querys ?? [];
  const sorter = q.filter?.sorter?.length ? q.filter.sorter : (q.defaultSort ?? []);
  for (const p of [...querys, ...sorter].map((x) => x.property)) {
    if (!properties.has(p)) throw new BadInput(`queryFilter 的字段 ${p} 不存在`);
  }
  const groups = new Map<string, FormQueryFilterItem[]>();
  for (const item of querys)
    groups.set(item.group ?? 'main', [...(groups.get(item.group ?? 'main') ?? []), item]);
  const keyword = q.keyword?.text.trim().toLowerCase();
  let out = rows.filter(
    (row) =>
      [...groups.values()].every((items) =>
        items.some((i) => i.relation === 'OR')
          ? items.some((i) => matches(row, i))
          : items.every((i) => matches(row, i)),
      ) &&
      (!keyword || (q.keyword?.properties ?? []).some((p) => textOf(row[p]).toLowerCase().includes(keyword))),
  );
  if (sorter.length) {
    out = [...out].sort((a, b) => {
      for (const s of sorter) {
        const c = compare(a[s.property], b[s.property]);
        if (c !== 0) return s.direction === 'DESC' ? -c : c;
      }
      return 0;
    });
  }
  const pageSize = q.filter?.pageBean?.pageSize ?? q.pageSize;
  const page = q.filter?.pageBean?.page ?? q.page ?? 1;
  const total = out.length;
  const slice = q.all ? out : out.slice((page - 1) * pageSize, page * pageSize);
  return { rows: slice, total, page, pageSize };
}
