import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/**
 * Sign-out ends a whole login (every token sharing its `sid`) instead of one token, and a user's tokens can be
 * ended all at once (password change, disabling) by raising `tokens_valid_after`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('sid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('revoked_tokens').execute();
  await db.schema
    .alterTable('users')
    .addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('revoked_sessions').execute();
}
