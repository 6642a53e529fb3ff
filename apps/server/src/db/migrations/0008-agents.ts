import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/**
 * Flow agents: a user (the principal, typically a leader) lets another user (the agent) start flows in their
 * name, for one flow (def_key) or for all (null), from start_at until end_at (null: until withdrawn).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bpm_agents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('principal_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('agent_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)')
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bpm_agents_agent')
    .on('bpm_agents')
    .columns(['tenant_id', 'agent_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('bpm_agents').execute();
}
