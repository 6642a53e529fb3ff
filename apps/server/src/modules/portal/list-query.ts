import type { PortalListBody, PortalQueryFilter, PortalSorter } from '@baton/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BadInput } from '../../errors';

/**
 * The generic list query of the spec (`pageBean`, `querys`, `sorter`) turned into SQL over a whitelist of
 * properties. Property names match loosely (case, underscores), so `CREATE_TIME_`, `createTime` and
 * `create_time` all name the same column; anything not on the list is refused.
 */
export interface ListColumn {
  /** `table.column` as written in the query. */
  ref: string;
  /** Text columns search by LIKE (contains) unless the filter names another operation. */
  text?: boolean;
}
export type ListColumns = Record<string, ListColumn>;

export const DEFAULT_PAGE_SIZE = 10;

const keyOf = (property: string) => property.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Builds a lookup whose keys are normalised the way incoming property names are. */
export function listColumns(columns: Record<string, ListColumn>): ListColumns {
  return Object.fromEntries(Object.entries(columns).map(([k, v]) => [keyOf(k), v]));
}

function columnOf(columns: ListColumns, property: string): ListColumn {
  const column = columns[keyOf(property)];
  if (!column) throw new BadInput(`不支持的查询字段：${property}`);
  return column;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function condition(columns: ListColumns, filter: PortalQueryFilter): RawBuilder<SqlBool> | undefined {
  const column = columnOf(columns, filter.property);
  const ref = sql.ref(column.ref);
  const operation = (filter.operation || (column.text ? 'LIKE' : 'EQUAL')).toUpperCase();
  const raw = filter.value;
  if (operation === 'IS_NULL' || operation === 'ISNULL') return sql<SqlBool>`${ref} is null`;
  if (operation === 'NOTNULL' || operation === 'NOT_NULL') return sql<SqlBool>`${ref} is not null`;
  // An empty value means "no condition", as a cleared search box sends it.
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'boolean' ? (raw ? 1 : 0) : raw;
  const text = String(value);
  switch (operation) {
    case 'LIKE':
      return sql<SqlBool>`lower(${ref}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
    case 'LEFT_LIKE':
      return sql<SqlBool>`lower(${ref}) like ${`${escapeLike(text.toLowerCase())}%`} escape '\\'`;
    case 'RIGHT_LIKE':
      return sql<SqlBool>`lower(${ref}) like ${`%${escapeLike(text.toLowerCase())}`} escape '\\'`;
    case 'EQUAL':
      return sql<SqlBool>`${ref} = ${value}`;
    case 'NOT_EQUAL':
      return sql<SqlBool>`${ref} <> ${value}`;
    case 'IN': {
      const values = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 200);
      return values.length ? sql<SqlBool>`${ref} in (${sql.join(values)})` : sql<SqlBool>`1 = 0`;
    }
    default:
      throw new BadInput(`不支持的查询方式：${filter.operation ?? ''}`);
  }
}

/** The conditions of `querys`: within a group joined by each condition's relation, groups joined by AND. */
export function whereOf(
  columns: ListColumns,
  querys: readonly PortalQueryFilter[] | undefined,
): RawBuilder<SqlBool> | undefined {
  const groups = new Map<string, RawBuilder<SqlBool>>();
  for (const filter of querys ?? []) {
    const relation = (filter.relation || 'AND').toUpperCase();
    if (relation !== 'AND' && relation !== 'OR') throw new BadInput(`不支持的查询关系：${filter.relation}`);
    const cond = condition(columns, filter);
    if (!cond) continue;
    const group = filter.group ?? '';
    const before = groups.get(group);
    groups.set(
      group,
      !before
        ? cond
        : relation === 'OR'
          ? sql<SqlBool>`(${before}) or (${cond})`
          : sql<SqlBool>`(${before}) and (${cond})`,
    );
  }
  const all = [...groups.values()];
  if (all.length === 0) return undefined;
  // Parenthesised as a whole: Kysely puts a raw condition beside the query's own without brackets.
  return sql<SqlBool>`(${all.reduce((a, b) => sql<SqlBool>`(${a}) and (${b})`)})`;
}

/** `order by` of the sorter, or of `defaults` when it names nothing; `tieBreak` keeps pages stable. */
export function orderOf(
  columns: ListColumns,
  sorter: readonly PortalSorter[] | undefined,
  defaults: readonly PortalSorter[],
  tieBreak: string,
): RawBuilder<unknown> {
  const chosen = sorter?.length ? sorter : defaults;
  const parts = chosen.map((s) => {
    const direction = (s.direction || 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') throw new BadInput(`不支持的排序方向：${s.direction}`);
    return sql`${sql.ref(columnOf(columns, s.property).ref)} ${sql.raw(direction.toLowerCase())}`;
  });
  parts.push(sql`${sql.ref(tieBreak)} asc`);
  return sql.join(parts);
}

export function pageOf(body: Pick<PortalListBody, 'pageBean'> | undefined): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const page = body?.pageBean?.page ?? 1;
  const pageSize = body?.pageBean?.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
