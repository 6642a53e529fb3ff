import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tables for portal layouts, columns, apps, news, short links, tags, inner messages and directory groups. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('innermsg_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('link', 'varchar(1000)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('innermsg_receivers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('message_id', 'varchar(64)', (c) => c.notNull().references('innermsg_messages.id'))
    .addColumn('receiver_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('receive_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('innermsg_receivers_inbox')
    .on('innermsg_receivers')
    .columns(['tenant_id', 'receiver_id', 'create_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['innermsg_receivers', 'innermsg_messages']) {
    await db.schema.dropTable(table).execute();
  }
}
