import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { BoDraftTable, BoRecordTable, FormConfigTable, FormDefTable } from './tables';

export type ConfigKind = 'template' | 'dialog' | 'query' | 'chart' | 'view';

export const latestFormDef = (db: Db, tenantId: string, formKey: string) =>
  db
    .selectFrom('form_defs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('form_key', '=', formKey)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const formDefVersion = (db: Db, tenantId: string, formKey: string, version: number) =>
  db
    .selectFrom('form_defs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('form_key', '=', formKey)
    .where('version', '=', version)
    .executeTakeFirst();

export const formDefById = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('form_defs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The newest form saving to a business object, for data written without a form key. */
export const latestFormDefOfBo = (db: Db, tenantId: string, boAlias: string) =>
  db
    .selectFrom('form_defs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertFormDef = (db: Db, row: FormDefTable) => db.insertInto('form_defs').values(row).execute();

export const findRecord = (db: Db, tenantId: string, boAlias: string, id: string) =>
  db
    .selectFrom('bo_records')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .where('id', '=', id)
    .executeTakeFirst();

/** Records of a business object whose data mentions the text (`text` holds no LIKE wildcard). */
export const recordsMentioning = (db: Db, tenantId: string, boAlias: string, text: string) =>
  db
    .selectFrom('bo_records')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .where('data', 'like', `%${text}%`)
    .execute();

export const findRecordById = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('bo_records')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const listRecords = (db: Db, tenantId: string, boAlias: string) =>
  db
    .selectFrom('bo_records')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const countRecords = async (db: Db, tenantId: string, boAlias: string) =>
  Number(
    (
      await db
        .selectFrom('bo_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('bo_alias', '=', boAlias)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertRecord = (db: Db, row: BoRecordTable) => db.insertInto('bo_records').values(row).execute();

export const updateRecord = (
  db: Db,
  tenantId: string,
  id: string,
  patch: Pick<BoRecordTable, 'data' | 'updated_at' | 'form_key' | 'form_version'>,
) => db.updateTable('bo_records').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export const deleteRecords = (db: Db, tenantId: string, boAlias: string, ids: string[]) =>
  db
    .deleteFrom('bo_records')
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .where('id', 'in', ids)
    .execute();

export const findRecords = (db: Db, tenantId: string, boAlias: string, ids: string[]) =>
  db
    .selectFrom('bo_records')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias)
    .where('id', 'in', ids)
    .execute();

export const insertDraft = (db: Db, row: BoDraftTable) => db.insertInto('bo_drafts').values(row).execute();

export const deleteDraft = (db: Db, tenantId: string, id: string, userId: string) =>
  db
    .deleteFrom('bo_drafts')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('create_by', '=', userId)
    .executeTakeFirst();

/** A configuration by its key or alias. */
export const findConfig = (db: Db, tenantId: string, kind: ConfigKind, keyOrAlias: string) =>
  db
    .selectFrom('form_configs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([eb('key', '=', keyOrAlias), eb('alias', '=', keyOrAlias), eb('id', '=', keyOrAlias)]),
    )
    .orderBy('key')
    .executeTakeFirst();

export const listConfigs = (db: Db, tenantId: string, kind: ConfigKind) =>
  db
    .selectFrom('form_configs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .orderBy('key')
    .execute();

export const insertConfig = (db: Db, row: FormConfigTable) =>
  db.insertInto('form_configs').values(row).execute();

export const listDictTypes = (db: Db, tenantId: string) =>
  db.selectFrom('dict_types').selectAll().where('tenant_id', '=', tenantId).orderBy('type_key').execute();

export const listDictItems = (db: Db, tenantId: string, typeKeys: string[]) =>
  typeKeys.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('dict_items')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('type_key', 'in', typeKeys)
        .orderBy('type_key')
        .orderBy('sn')
        .orderBy('key')
        .execute();

export const findIdentity = (db: Db, tenantId: string, alias: string) =>
  db
    .selectFrom('identities')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('alias', '=', alias)
    .executeTakeFirst();

/**
 * Draws the next number in one statement (the row is locked by the UPDATE on both engines), so concurrent
 * callers never see the same value; a daily rule starts again at its initial value on a new day.
 */
export const drawIdentity = (db: Db, tenantId: string, alias: string, today: string) =>
  db
    .updateTable('identities')
    .set({
      cur_value: sql<number>`case when daily = 1 and cur_date <> ${today} then init_value else cur_value + step end`,
      cur_date: today,
    })
    .where('tenant_id', '=', tenantId)
    .where('alias', '=', alias)
    .returning(['cur_value', 'regulation', 'no_length'])
    .executeTakeFirst();

// ---------------------------------------------------------------------------------------------------------------
// Record lists: filtering, sorting and paging in SQL over the JSON of each record (SQLite json_extract, PostgreSQL
// ->>). Property names come from a whitelist and are bound as parameters all the same; values are always bound.

/** How a property's value is stored in a record, which decides how it is compared. */
export type ValueKind = 'text' | 'number' | 'bool' | 'list' | 'named' | 'time';

/** A property of a list row: a main field of the record's JSON, or one of the record's own columns. */
export interface PropertyRef {
  property: string;
  kind: ValueKind;
  /** The record's own column (id, create_by, created_at, updated_at) instead of a JSON field. */
  column?: 'id' | 'create_by' | 'created_at' | 'updated_at';
}

export type Scalar = string | number | boolean;

export type RecordCondition =
  | { ref: PropertyRef; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; value: Scalar }
  | { ref: PropertyRef; op: 'in'; values: Scalar[] }
  | { ref: PropertyRef; op: 'like'; pattern: string };

export interface RecordQuery {
  /**
   * Every group must hold; within a group all items, or any when `or`. An item is a condition (or the bounds of one
   * range) that hold together; an empty item always holds.
   */
  groups: { or: boolean; items: RecordCondition[][] }[];
  /** Text found (like) in any of the refs. */
  keyword?: { pattern: string; refs: PropertyRef[] };
  sort: { ref: PropertyRef; desc: boolean }[];
  limit?: number;
  offset: number;
}

type Expr = ReturnType<typeof sql<unknown>>;

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQL of one engine for the values of a property. */
function expressions(pg: boolean) {
  const json = sql`(${sql.ref('data')}::jsonb)`;
  const path = (p: string) => `$.${p}`;
  /** Elements of an array property (none when the value is not an array). */
  const elements = (p: string) =>
    pg
      ? sql`jsonb_array_elements(case when jsonb_typeof(${json} -> ${p}) = 'array' then ${json} -> ${p} else '[]'::jsonb end) as e(v)`
      : sql`json_each(case when json_type(${sql.ref('data')}, ${path(p)}) = 'array' then json_extract(${sql.ref('data')}, ${path(p)}) else '[]' end) as e`;
  const element = (named: boolean) =>
    pg
      ? named
        ? sql`e.v ->> 'name'`
        : sql`e.v #>> '{}'`
      : named
        ? sql`json_extract(e.value, '$.name')`
        : sql`e.value`;
  const text = (p: string): Expr =>
    pg ? sql`(${json} ->> ${p})` : sql`json_extract(${sql.ref('data')}, ${path(p)})`;
  return {
    pg,
    /** The value to compare and sort by. */
    value(ref: PropertyRef): Expr {
      if (ref.column) return sql`${sql.ref(ref.column)}`;
      const p = ref.property;
      switch (ref.kind) {
        case 'number':
          return pg
            ? sql`(case when jsonb_typeof(${json} -> ${p}) = 'number' then (${json} ->> ${p})::numeric end)`
            : sql`(case when json_type(${sql.ref('data')}, ${path(p)}) in ('integer', 'real') then json_extract(${sql.ref('data')}, ${path(p)}) end)`;
        case 'bool':
          return pg
            ? sql`(case when jsonb_typeof(${json} -> ${p}) = 'boolean' then (${json} ->> ${p})::boolean end)`
            : sql`(case when json_type(${sql.ref('data')}, ${path(p)}) in ('true', 'false') then json_extract(${sql.ref('data')}, ${path(p)}) end)`;
        case 'list':
        case 'named':
          return this.text(ref);
        default:
          return text(p);
      }
    },
    /** The value as text, as a list shows it (lists joined by commas, pickers by their names). */
    text(ref: PropertyRef): Expr {
      if (ref.column) return pg ? sql`cast(${sql.ref(ref.column)} as text)` : sql`${sql.ref(ref.column)}`;
      if (ref.kind === 'list' || ref.kind === 'named') {
        const named = ref.kind === 'named';
        return pg
          ? sql`(select string_agg(${element(named)}, ',') from ${elements(ref.property)})`
          : sql`(select group_concat(${element(named)}, ',') from ${elements(ref.property)})`;
      }
      return text(ref.property);
    },
    /** Any element of an array property (or the value itself) satisfies `test`. */
    anyElement(ref: PropertyRef, test: (element: Expr) => Expr): Expr {
      const named = ref.kind === 'named';
      return sql`exists (select 1 from ${elements(ref.property)} where ${test(element(named))})`;
    },
    like: (e: Expr, pattern: string) =>
      pg ? sql`${e} ilike ${pattern} escape '\\'` : sql`${e} like ${pattern} escape '\\'`,
    /** Text compared and sorted by code point on both engines (not by the database's locale). */
    ordered: (e: Expr, ref: PropertyRef) =>
      pg &&
      (ref.kind === 'text' || ref.kind === 'list' || ref.kind === 'named') &&
      ref.column !== 'created_at'
        ? sql`(${e} collate "C")`
        : e,
  };
}

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

function conditionSql(x: ReturnType<typeof expressions>, condition: RecordCondition): Expr {
  // SQLite keeps JSON true and false as 1 and 0.
  const bind = (v: Scalar) => (typeof v === 'boolean' && !x.pg ? Number(v) : v);
  const c: RecordCondition =
    condition.op === 'like'
      ? condition
      : condition.op === 'in'
        ? { ...condition, values: condition.values.map(bind) }
        : { ...condition, value: bind(condition.value) };
  const { ref } = c;
  const many = !ref.column && (ref.kind === 'list' || ref.kind === 'named');
  if (c.op === 'like') return x.like(x.text(ref), c.pattern);
  if (c.op === 'in') {
    const list = sql.join(c.values.map((v) => sql`${v}`));
    return many ? x.anyElement(ref, (e) => sql`${e} in (${list})`) : sql`${x.value(ref)} in (${list})`;
  }
  const op = sql.raw(COMPARE[c.op]);
  if (many) {
    if (c.op === 'eq') return x.anyElement(ref, (e) => sql`${e} = ${c.value}`);
    if (c.op === 'ne') return sql`not ${x.anyElement(ref, (e) => sql`${e} = ${c.value}`)}`;
    return sql`${x.ordered(x.text(ref), ref)} ${op} ${c.value}`;
  }
  const value = x.ordered(x.value(ref), ref);
  // A record without the value differs from any value, as the list shows it.
  if (c.op === 'ne') return sql`(${x.value(ref)} is null or ${value} <> ${c.value})`;
  return sql`${value} ${op} ${c.value}`;
}

/** One page of a business object's records (and how many match), filtered and sorted in the database. */
export async function pageRecords(db: Db, tenantId: string, boAlias: string, q: RecordQuery) {
  const x = expressions(isPostgres(db));
  const item = (conditions: RecordCondition[]): Expr =>
    conditions.length === 0
      ? sql`1 = 1`
      : sql`(${sql.join(
          conditions.map((c) => conditionSql(x, c)),
          sql` and `,
        )})`;
  const where: Expr[] = q.groups
    .filter((g) => g.items.length > 0)
    .map((g) => sql`(${sql.join(g.items.map(item), sql` ${sql.raw(g.or ? 'or' : 'and')} `)})`);
  if (q.keyword && q.keyword.refs.length > 0) {
    const { pattern } = q.keyword;
    where.push(
      sql`(${sql.join(
        q.keyword.refs.map((r) => x.like(x.text(r), pattern)),
        sql` or `,
      )})`,
    );
  }
  const filtered = where.reduce(
    (qb, w) => qb.where(sql<boolean>`${w}`),
    db.selectFrom('bo_records').where('tenant_id', '=', tenantId).where('bo_alias', '=', boAlias),
  );
  let rows = filtered.selectAll();
  for (const s of q.sort) {
    const value = x.ordered(x.value(s.ref), s.ref);
    const dir = s.desc ? 'desc' : 'asc';
    // Records without the value come first going up and last going down, on both engines.
    rows = rows.orderBy(sql`case when ${x.value(s.ref)} is null then 0 else 1 end`, dir).orderBy(value, dir);
  }
  rows = rows.orderBy('created_at', 'desc').orderBy('id');
  if (q.limit !== undefined) rows = rows.limit(q.limit).offset(q.offset);
  const list = await rows.execute();
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows: list, total: Number(count.n) };
}

/**
 * Totals of a business object's records per value of one property (its list text; records without it under
 * null): how many, or the sum of a number property. The database does the grouping (charts).
 */
export async function groupRecords(
  db: Db,
  tenantId: string,
  boAlias: string,
  group: PropertyRef,
  sum?: PropertyRef,
): Promise<{ key: string | null; total: number }[]> {
  const x = expressions(isPostgres(db));
  // The key is computed in a derived table and grouped by name: PostgreSQL does not see two copies of an
  // expression with bound parameters (a picker's path, say) as the same, so grouping on the expression fails.
  const records = db
    .selectFrom('bo_records')
    .select([
      sql<string | null>`${x.text(group)}`.as('key'),
      (sum ? sql<number | null>`${x.value(sum)}` : sql<number | null>`null`).as('amount'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('bo_alias', '=', boAlias);
  const total = sum ? sql<number>`coalesce(sum(r.amount), 0)` : sql<number>`count(*)`;
  const rows = await db
    .selectFrom(records.as('r'))
    .select(['r.key', total.as('total')])
    .groupBy('r.key')
    .execute();
  return rows.map((r) => ({ key: r.key === null ? null : String(r.key), total: Number(r.total) }));
}
