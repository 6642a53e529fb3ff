import type { Insertable, RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/schema';
import type { InnerMessageReceiverTable, InnerMessageTable } from './tables';

export const insertMessage = (db: Db, row: Insertable<InnerMessageTable>) =>
  db.insertInto('innermsg_messages').values(row).execute();

export async function insertReceivers(db: Db, rows: Insertable<InnerMessageReceiverTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('innermsg_receivers')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export const messageExists = async (db: Db, id: string) =>
  (await db.selectFrom('innermsg_messages').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

const inbox = (db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom('innermsg_receivers as r')
    .innerJoin('innermsg_messages as m', 'm.id', 'r.message_id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.receiver_id', '=', userId);

const inboxColumns = [
  'r.id',
  'r.message_id',
  'r.receiver_name',
  'r.receive_time',
  'r.create_time',
  'm.subject',
  'm.content',
  'm.type',
  'm.owner_id',
  'm.owner_name',
  'm.link',
] as const;

export async function listInbox(
  db: Db,
  tenantId: string,
  userId: string,
  query: { where?: RawBuilder<SqlBool>; order: RawBuilder<unknown>; limit: number; offset: number },
) {
  const base = query.where ? inbox(db, tenantId, userId).where(query.where) : inbox(db, tenantId, userId);
  const [rows, count] = await Promise.all([
    base.select(inboxColumns).orderBy(query.order).limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findInboxEntry = (db: Db, tenantId: string, userId: string, id: string) =>
  inbox(db, tenantId, userId).select(inboxColumns).where('r.id', '=', id).executeTakeFirst();

/** Marks an unread entry read; a read one keeps its first read time. */
export const markRead = (db: Db, tenantId: string, userId: string, id: string, now: number) =>
  db
    .updateTable('innermsg_receivers')
    .set({ receive_time: now })
    .where('tenant_id', '=', tenantId)
    .where('receiver_id', '=', userId)
    .where('id', '=', id)
    .where('receive_time', 'is', null)
    .executeTakeFirst();

export const countUnread = async (db: Db, tenantId: string, userId: string) =>
  Number(
    (
      await db
        .selectFrom('innermsg_receivers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('receiver_id', '=', userId)
        .where('receive_time', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
