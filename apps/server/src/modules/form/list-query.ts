import type { FormListRow, FormQueryFilter, FormQueryFilterItem } from '@baton/contracts';
import { BadInput } from '../../errors';
import type { PropertyRef, RecordCondition, RecordQuery, Scalar } from './repository';

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

// ---------------------------------------------------------------------------------------------------------------
// The same query for the database (data-template lists)

const OPERATION = {
  EQUAL: 'eq',
  NOT_EQUAL: 'ne',
  GREAT: 'gt',
  GREAT_EQUAL: 'ge',
  LESS: 'lt',
  LESS_EQUAL: 'le',
} as const;

/** `%text%`-style pattern with the text's own % _ \ taken literally. */
const likePattern = (text: string, start: boolean, end: boolean) =>
  `${start ? '%' : ''}${text.replace(/[\\%_]/g, (c) => `\\${c}`)}${end ? '%' : ''}`;

const DAY_OR_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A filter value as the property's kind compares it; 400 naming the property when it cannot be. */
function scalarFor(ref: PropertyRef, value: string | number | boolean, upper = false): Scalar {
  const bad = () => new BadInput(`queryFilter 的字段 ${ref.property} 的值 ${String(value)} 无效`);
  switch (ref.kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
      if (typeof value === 'boolean' || String(value).trim() === '' || !Number.isFinite(n)) throw bad();
      return n;
    }
    case 'bool':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      throw bad();
    case 'time': {
      if (typeof value === 'number') return value;
      const m = DAY_OR_TIME.exec(String(value).trim());
      if (!m) throw bad();
      const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
      // A day alone as an upper bound means up to the end of that day.
      const dayOnly = m[4] === undefined;
      const ms = new Date(y!, mo! - 1, d!, dayOnly ? 0 : h!, dayOnly ? 0 : mi!, s || 0).getTime();
      return dayOnly && upper ? ms + 86_400_000 - 1 : dayOnly ? ms : ms + (upper ? 999 : 0);
    }
    default:
      return String(value);
  }
}

function conditionOf(ref: PropertyRef, q: FormQueryFilterItem): RecordCondition[] {
  const op = q.operation ?? 'EQUAL';
  if (op === 'LIKE' || op === 'LEFT_LIKE' || op === 'RIGHT_LIKE') {
    if (ref.kind === 'time') throw new BadInput(`queryFilter 的字段 ${ref.property} 不支持模糊查询`);
    const text = Array.isArray(q.value) ? q.value.join(',') : String(q.value);
    return [{ ref, op: 'like', pattern: likePattern(text, op !== 'RIGHT_LIKE', op !== 'LEFT_LIKE') }];
  }
  if (op === 'IN' || (op === 'EQUAL' && Array.isArray(q.value))) {
    const values = listOf(q.value).filter((v) => v !== '');
    if (values.length === 0) return [];
    return [{ ref, op: 'in', values: values.map((v) => scalarFor(ref, v)) }];
  }
  if (op === 'BETWEEN') {
    const [from, to] = listOf(q.value);
    return [
      ...(from === undefined || from === '' ? [] : [{ ref, op: 'ge' as const, value: scalarFor(ref, from) }]),
      ...(to === undefined || to === '' ? [] : [{ ref, op: 'le' as const, value: scalarFor(ref, to, true) }]),
    ];
  }
  const value = Array.isArray(q.value) ? q.value.join(',') : q.value;
  const upper = op === 'LESS_EQUAL' || op === 'GREAT';
  return [{ ref, op: OPERATION[op], value: scalarFor(ref, value, upper) }];
}

/**
 * A list query as the database runs it (`pageRecords`). Only properties among `refs` may be filtered or sorted by
 * (400 otherwise); conditions of one group are joined by their relation (AND unless one says OR), groups are all
 * required, like `queryRows`.
 */
export function recordQueryOf(
  q: Omit<ListQuery, 'keyword'> & { keyword?: { text: string; refs: PropertyRef[] } },
  refs: Map<string, PropertyRef>,
): { query: RecordQuery; page: number; pageSize: number } {
  const refOf = (property: string) => {
    const ref = refs.get(property);
    if (!ref) throw new BadInput(`queryFilter 的字段 ${property} 不存在`);
    return ref;
  };
  const querys = q.filter?.querys ?? [];
  const sorter = q.filter?.sorter?.length ? q.filter.sorter : (q.defaultSort ?? []);
  const grouped = new Map<string, FormQueryFilterItem[]>();
  for (const item of querys) {
    refOf(item.property);
    grouped.set(item.group ?? 'main', [...(grouped.get(item.group ?? 'main') ?? []), item]);
  }
  const sort = sorter.map((s) => ({ ref: refOf(s.property), desc: s.direction === 'DESC' }));
  const groups = [...grouped.values()].map((items) => ({
    or: items.some((i) => i.relation === 'OR'),
    // Each condition is one item; a BETWEEN's two bounds hold together even in an OR group.
    items: items.map((i) => conditionOf(refOf(i.property), i)),
  }));
  const keyword = q.keyword?.text.trim();
  const pageSize = q.filter?.pageBean?.pageSize ?? q.pageSize;
  const page = q.filter?.pageBean?.page ?? q.page ?? 1;
  return {
    query: {
      groups,
      ...(keyword
        ? {
            keyword: {
              pattern: likePattern(keyword, true, true),
              refs: q.keyword?.refs ?? [],
            },
          }
        : {}),
      sort,
      ...(q.all ? {} : { limit: pageSize }),
      offset: q.all ? 0 : (page - 1) * pageSize,
    },
    page,
    pageSize,
  };
}
