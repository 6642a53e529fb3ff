import { sql, type Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/**
 * A candidate row stays after its task is claimed or closed (it records who was offered the task, which grants
 * reading the instance), so the to-do list needs to tell the live offers apart without visiting every task:
 * `open` is 1 while the task is pending and unclaimed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('bpm_task_candidates')
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update bpm_task_candidates set open = 0 where task_id in
    (select id from bpm_tasks where status <> 'pending' or assignee_id is not null)`.execute(db);
  await db.schema.dropIndex('bpm_task_candidates_user').execute();
  await db.schema
    .createIndex('bpm_task_candidates_user')
    .on('bpm_task_candidates')
    .columns(['tenant_id', 'user_id', 'open'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bpm_task_candidates_user').execute();
  await db.schema
    .createIndex('bpm_task_candidates_user')
    .on('bpm_task_candidates')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.alterTable('bpm_task_candidates').dropColumn('open').execute();
}
