import { sql } from 'kysely';
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
