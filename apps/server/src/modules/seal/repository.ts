import type { Db } from '../../db/schema';
import type { SealTable } from './tables';

export const findSealOfUser = (db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom('seals')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const insertSeal = (db: Db, row: SealTable) => db.insertInto('seals').values(row).execute();
