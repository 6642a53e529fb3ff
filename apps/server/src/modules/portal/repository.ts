import type { Insertable, RawBuilder, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../db/schema';
import type { PortalShortUrlTable, PortalTagTable } from './tables';

export interface ListSql {
  where?: RawBuilder<SqlBool>;
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
}

export const listLayouts = (db: Db, tenantId: string, layoutType: string) =>
  db
    .selectFrom('portal_layouts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('layout_type', '=', layoutType)
    .orderBy('sort')
    .orderBy('alias')
    .execute();

export const findUserLayout = (db: Db, tenantId: string, userId: string, layoutType: string) =>
  db
    .selectFrom('portal_user_layouts')
    .select('layout_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('layout_type', '=', layoutType)
    .executeTakeFirst();

export async function saveUserLayout(
  db: Db,
  row: { tenant_id: string; user_id: string; layout_type: string; layout_id: string; updated_at: number },
): Promise<void> {
  await db
    .insertInto('portal_user_layouts')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'user_id', 'layout_type'])
        .doUpdateSet({ layout_id: row.layout_id, updated_at: row.updated_at }),
    )
    .execute();
}

export const listColumnsByAlias = (db: Db, tenantId: string, aliases: string[]) =>
  aliases.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('portal_columns')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('alias', 'in', aliases)
        .execute();

export const listCarousel = (db: Db, tenantId: string, layoutId: string) =>
  db
    .selectFrom('portal_carousel')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('layout_id', 'is', null), eb('layout_id', '=', layoutId)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const listAppsByIds = (db: Db, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('portal_apps')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();

export const listApps = (db: Db, tenantId: string) =>
  db
    .selectFrom('portal_apps')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('name')
    .execute();

export const findApp = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('portal_apps')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const listSysTypes = (db: Db, tenantId: string) =>
  db
    .selectFrom('portal_sys_types')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sn')
    .orderBy('name')
    .execute();

export const findNews = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('portal_news')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

const newsRowColumns = [
  'id',
  'kind',
  'title',
  'summary',
  'cover',
  'author',
  'is_public',
  'is_top',
  'publish_time',
  'create_time',
] as const;

export async function listNews(
  db: Db,
  tenantId: string,
  kind: string,
  publicOnly: boolean,
  until: number,
  list: ListSql,
) {
  let base = db
    .selectFrom('portal_news')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('publish_time', '<=', until);
  if (publicOnly) base = base.where('is_public', '=', 1);
  if (list.where) base = base.where(list.where);
  const [rows, count] = await Promise.all([
    base.select(newsRowColumns).orderBy(list.order).limit(list.limit).offset(list.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findReport = (db: Db, tenantId: string, idOrAlias: string) =>
  db
    .selectFrom('portal_reports')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', idOrAlias), eb('alias', '=', idOrAlias)]))
    .orderBy('id')
    .executeTakeFirst();

export const listReportsByAlias = (db: Db, tenantId: string, aliases: string[]) =>
  aliases.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('portal_reports')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('alias', 'in', aliases)
        .execute();

export const findDatav = (db: Db, tenantId: string, alias: string) =>
  db
    .selectFrom('portal_datav')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('alias', '=', alias)
    .executeTakeFirst();

export const findShortUrl = (db: Db, code: string) =>
  db.selectFrom('portal_short_urls').selectAll().where('code', '=', code).executeTakeFirst();

export const findShortUrlByLong = (db: Db, tenantId: string, longUrl: string, guest: number) =>
  db
    .selectFrom('portal_short_urls')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('long_url', '=', longUrl)
    .where('guest', '=', guest)
    .orderBy('create_time')
    .executeTakeFirst();

export const insertShortUrl = (db: Db, row: Insertable<PortalShortUrlTable>) =>
  db.insertInto('portal_short_urls').values(row).execute();

async function page<T>(
  rowsQuery: {
    orderBy: (o: RawBuilder<unknown>) => {
      limit: (n: number) => { offset: (n: number) => { execute: () => Promise<T[]> } };
    };
  },
  countQuery: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> },
  list: ListSql,
): Promise<{ rows: T[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsQuery.orderBy(list.order).limit(list.limit).offset(list.offset).execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listTags(db: Db, tenantId: string, list: ListSql) {
  const base = list.where
    ? db.selectFrom('portal_tags').where('tenant_id', '=', tenantId).where(list.where)
    : db.selectFrom('portal_tags').where('tenant_id', '=', tenantId);
  return page(
    base.selectAll(),
    base.select((eb) => eb.fn.countAll<number>().as('n')),
    list,
  );
}

export const findTag = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('portal_tags')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findTagByName = (db: Db, tenantId: string, typeKey: string, name: string) =>
  db
    .selectFrom('portal_tags')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('type_key', '=', typeKey)
    .where('name', '=', name)
    .executeTakeFirst();

export const insertTag = (db: Db, row: Insertable<PortalTagTable>) =>
  db.insertInto('portal_tags').values(row).execute();

export const updateTag = (db: Db, tenantId: string, id: string, set: Updateable<PortalTagTable>) =>
  db.updateTable('portal_tags').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export function listExternalUnites(db: Db, tenantId: string, list: ListSql) {
  const base = list.where
    ? db.selectFrom('portal_external_unites').where('tenant_id', '=', tenantId).where(list.where)
    : db.selectFrom('portal_external_unites').where('tenant_id', '=', tenantId);
  return page(
    base.selectAll(),
    base.select((eb) => eb.fn.countAll<number>().as('n')),
    list,
  );
}

export function listPendingMeetings(db: Db, tenantId: string, approverId: string, list: ListSql) {
  const own = db
    .selectFrom('portal_meeting_appointments')
    .where('tenant_id', '=', tenantId)
    .where('approver_id', '=', approverId)
    .where('status', '=', 'pending');
  const base = list.where ? own.where(list.where) : own;
  return page(
    base.selectAll(),
    base.select((eb) => eb.fn.countAll<number>().as('n')),
    list,
  );
}
