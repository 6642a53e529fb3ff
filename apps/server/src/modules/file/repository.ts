import type { Db } from '../../db/schema';
import type { FileTable } from './tables';

export const insertFiles = (db: Db, rows: FileTable[]) => db.insertInto('files').values(rows).execute();

/** A file of the tenant; another tenant's file is not found. */
export const findFile = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('files')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findFiles = (db: Db, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();

export const updateFile = (
  db: Db,
  tenantId: string,
  id: string,
  patch: Partial<Pick<FileTable, 'name' | 'biz_id'>>,
) =>
  db
    .updateTable('files')
    .set(patch)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Which of the hashes belong to a seal image of the tenant. */
export const sealImageHashes = async (db: Db, tenantId: string, hashes: string[]) =>
  hashes.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .selectFrom('files')
            .select('sha256')
            .where('tenant_id', '=', tenantId)
            .where('purpose', '=', 'seal')
            .where('sha256', 'in', hashes)
            .execute()
        ).map((r) => r.sha256!),
      );
