import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** What a file was uploaded for (handwriting, seal) and the SHA-256 of its bytes, to tell a copied seal image. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('files').addColumn('purpose', 'varchar(16)').execute();
  await db.schema.alterTable('files').addColumn('sha256', 'varchar(64)').execute();
  await db.schema.createIndex('files_tenant_sha256').on('files').columns(['tenant_id', 'sha256']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('files_tenant_sha256').execute();
  await db.schema.alterTable('files').dropColumn('sha256').execute();
  await db.schema.alterTable('files').dropColumn('purpose').execute();
}
