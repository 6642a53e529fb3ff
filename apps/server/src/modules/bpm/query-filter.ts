import type { BpmQueryFilter, BpmQueryItem, BpmQueryOperation } from '@baton/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { BadInput } from '../../errors';

/** A list's filterable and sortable properties: the API name → the column (qualified) and its kind. */
export type FieldMap = Record<string, { column: string; kind: 'text' | 'number' }>;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 20;

export function pagingOf(filter: BpmQueryFilter): Paging {
  const page = filter.pageBean?.page ?? 1;
  const pageSize = filter.pageBean?.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function scalar(item: BpmQueryItem, kind: 'text' | 'number'): string | number {
  const v = item.value;
  if (Array.isArray(v) || typeof v === 'boolean') {
    if (typeof v === 'boolean' && kind === 'number') return v ? 1 : 0;
    throw new BadInput(`querys: ${item.property} 的值无效`);
  }
  if (kind === 'number') {
    const n = Number(v);
    if (!Number.isFinite(n)) throw new BadInput(`querys: ${item.property} 的值应为数字`);
    return n;
  }
  return String(v);
}

function condition(item: BpmQueryItem, fields: FieldMap): Expression<SqlBool> {
  const field = fields[item.property];
  if (!field) throw new BadInput(`querys: 不支持按 ${item.property} 查询`);
  const col = sql.ref(field.column);
  const op = (item.operation ?? (field.kind === 'text' ? 'LIKE' : 'EQUAL')) as BpmQueryOperation;
  switch (op) {
    case 'LIKE':
    case 'LEFT_LIKE':
    case 'RIGHT_LIKE': {
      const v = escapeLike(String(scalar(item, 'text')));
      const pattern = op === 'LIKE' ? `%${v}%` : op === 'LEFT_LIKE' ? `${v}%` : `%${v}`;
      return sql<SqlBool>`${col} like ${pattern} escape '\\'`;
    }
    case 'IN': {
      const values = (Array.isArray(item.value) ? item.value : String(item.value).split(',')).map((v) =>
        field.kind === 'number' ? Number(v) : String(v),
      );
      if (values.length === 0) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${col} in (${sql.join(values)})`;
    }
    case 'BETWEEN': {
      const range = Array.isArray(item.value) ? item.value : String(item.value).split(',');
      if (range.length !== 2) throw new BadInput(`querys: ${item.property} 的区间应为两个值`);
      const [a, b] = range.map((v) => (field.kind === 'number' ? Number(v) : String(v)));
      return sql<SqlBool>`${col} between ${a} and ${b}`;
    }
    default: {
      const v = scalar(item, field.kind);
      const sym = { EQUAL: '=', NOT_EQUAL: '<>', GREAT: '>', GREAT_EQUAL: '>=', LESS: '<', LESS_EQUAL: '<=' }[
        op
      ];
      return sql<SqlBool>`${col} ${sql.raw(sym)} ${v}`;
    }
  }
}

/**
 * The where-expression of the filter's querys: items of one group joined by their relation (AND unless OR),
 * groups joined by AND. Only properties of the list's whitelist; anything else is a 400.
 */
export function whereOf(filter: BpmQueryFilter, fields: FieldMap): Expression<SqlBool> | undefined {
  const items = filter.querys ?? [];
  if (items.length === 0) return undefined;
  const groups = new Map<string, BpmQueryItem[]>();
  for (const item of items) {
    const key = item.group ?? 'main';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const parts: Expression<SqlBool>[] = [];
  for (const group of groups.values()) {
    let expr: Expression<SqlBool> | undefined;
    for (const item of group) {
      const c = condition(item, fields);
      expr = expr
        ? item.relation === 'OR'
          ? sql<SqlBool>`(${expr} or ${c})`
          : sql<SqlBool>`(${expr} and ${c})`
        : c;
    }
    if (expr) parts.push(expr);
  }
  return parts.reduce((a, b) => sql<SqlBool>`(${a} and ${b})`);
}

/** The sorter's order as [column, direction] pairs, whitelisted; the list's default when none is given. */
export function orderOf(
  filter: BpmQueryFilter,
  fields: FieldMap,
  fallback: [string, 'asc' | 'desc'],
): [string, 'asc' | 'desc'][] {
  const order = (filter.sorter ?? []).map((s): [string, 'asc' | 'desc'] => {
    const field = fields[s.property];
    if (!field) throw new BadInput(`sorter: 不支持按 ${s.property} 排序`);
    return [field.column, s.direction === 'ASC' ? 'asc' : 'desc'];
  });
  return order.length > 0 ? order : [fallback];
}
