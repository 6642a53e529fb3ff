import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Db, DB } from '../../db/schema';
import type {
  BpmExeStackTable,
  BpmInstanceTable,
  BpmNoticeTable,
  BpmOpinionTable,
  BpmTaskTable,
} from './tables';

/** A connection or a transaction: every function runs inside whatever the service opened. */
export type Conn = Db | Transaction<DB>;

export async function findInstance(db: Conn, tenantId: string, instId: string) {
  return db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', instId)
    .executeTakeFirst();
}

export async function findTask(db: Conn, tenantId: string, taskId: string) {
  return db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', taskId)
    .executeTakeFirst();
}

export async function isCandidate(db: Conn, taskId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bpm_task_candidates')
    .select('user_id')
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

export async function candidatesOf(db: Conn, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return db.selectFrom('bpm_task_candidates').selectAll().where('task_id', 'in', taskIds).execute();
}

export async function openTasksOf(db: Conn, instId: string) {
  return db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
}

/**
 * Raises the instance's version if it is still the one read: 0 rows means another operation got there first.
 * Runs first in every operation's transaction, so on PostgreSQL the row lock orders racing writers.
 */
export async function bumpVersion(
  db: Conn,
  instId: string,
  version: number,
  changes: Partial<Pick<BpmInstanceTable, 'state' | 'status' | 'end_at' | 'subject' | 'urgent_state'>>,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('bpm_instances')
    .set({ ...changes, version: version + 1, updated_at: now })
    .where('id', '=', instId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertInstance(db: Conn, row: Insertable<BpmInstanceTable>) {
  await db.insertInto('bpm_instances').values(row).execute();
}

export async function insertTasks(
  db: Conn,
  rows: Insertable<BpmTaskTable>[],
  candidates: { task_id: string; tenant_id: string; user_id: string; user_name: string }[],
) {
  if (rows.length > 0) await db.insertInto('bpm_tasks').values(rows).execute();
  if (candidates.length > 0) await db.insertInto('bpm_task_candidates').values(candidates).execute();
}

/** Whether the task's candidate rows are live offers (pending and unclaimed), kept in step with the task. */
async function setOffersOpen(db: Conn, taskId: string, open: boolean) {
  await db
    .updateTable('bpm_task_candidates')
    .set({ open: open ? 1 : 0 })
    .where('task_id', '=', taskId)
    .where('open', '=', open ? 0 : 1)
    .execute();
}

export async function closeTask(db: Conn, taskId: string, status: 'completed' | 'cancelled', now: number) {
  const res = await db
    .updateTable('bpm_tasks')
    .set({ status, completed_at: now })
    .where('id', '=', taskId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) > 0) await setOffersOpen(db, taskId, false);
}

/** The task the caller acted on (rejected from, ended the process from) is done, whatever closed it. */
export async function finishTask(db: Conn, taskId: string, now: number) {
  await db
    .updateTable('bpm_tasks')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', taskId)
    .execute();
  await setOffersOpen(db, taskId, false);
}

export async function updateTask(
  db: Conn,
  taskId: string,
  changes: Partial<
    Pick<BpmTaskTable, 'assignee_id' | 'assignee_name' | 'owner_id' | 'owner_name' | 'kind' | 'due_time'>
  >,
) {
  await db.updateTable('bpm_tasks').set(changes).where('id', '=', taskId).execute();
  // Claiming takes the offer off the other candidates' lists; giving it back puts it there again.
  if ('assignee_id' in changes) await setOffersOpen(db, taskId, changes.assignee_id == null);
}

export async function replaceCandidates(
  db: Conn,
  tenantId: string,
  taskId: string,
  people: { id: string; name: string }[],
) {
  await db.deleteFrom('bpm_task_candidates').where('task_id', '=', taskId).execute();
  if (people.length > 1) {
    await db
      .insertInto('bpm_task_candidates')
      .values(people.map((p) => ({ task_id: taskId, tenant_id: tenantId, user_id: p.id, user_name: p.name })))
      .execute();
  }
}

export async function insertOpinion(
  db: Conn,
  row: Omit<Insertable<BpmOpinionTable>, 'id'> & { id?: string },
): Promise<string> {
  const id = row.id ?? randomUUID();
  await db
    .insertInto('bpm_opinions')
    .values({ ...row, id })
    .execute();
  return id;
}

export async function insertStack(db: Conn, rows: Omit<Insertable<BpmExeStackTable>, 'id'>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('bpm_exe_stack')
    .values(rows.map((r) => ({ ...r, id: randomUUID() })))
    .execute();
}

export async function insertNotices(db: Conn, rows: Omit<Insertable<BpmNoticeTable>, 'id'>[]) {
  if (rows.length === 0) return [];
  const withIds = rows.map((r) => ({ ...r, id: randomUUID() }));
  await db.insertInto('bpm_notices').values(withIds).execute();
  return withIds;
}

export async function findNotice(db: Conn, tenantId: string, noticeId: string) {
  return db
    .selectFrom('bpm_notices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', noticeId)
    .executeTakeFirst();
}

export async function instanceData(db: Conn, instId: string): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('bpm_instance_data')
    .select('data')
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
}

export async function saveInstanceData(
  db: Conn,
  tenantId: string,
  instId: string,
  formKey: string | null,
  data: Record<string, unknown>,
  now: number,
) {
  const text = JSON.stringify(data);
  const updated = await db
    .updateTable('bpm_instance_data')
    .set({ data: text, updated_at: now })
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('bpm_instance_data')
      .values({ inst_id: instId, tenant_id: tenantId, form_key: formKey, data: text, updated_at: now })
      .execute();
  }
}

/** How the caller is involved with an instance, for who-may-read checks. */
export async function involvement(db: Conn, tenantId: string, instId: string, userId: string) {
  const [task, cand, notice] = await Promise.all([
    db
      .selectFrom('bpm_tasks')
      .select('id')
      .where('inst_id', '=', instId)
      .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId)]))
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('bpm_task_candidates')
      .innerJoin('bpm_tasks', 'bpm_tasks.id', 'bpm_task_candidates.task_id')
      .select('bpm_tasks.id')
      .where('bpm_tasks.inst_id', '=', instId)
      .where('bpm_task_candidates.user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('bpm_notices')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('inst_id', '=', instId)
      .where((eb) => eb.or([eb('receiver_id', '=', userId), eb('sender_id', '=', userId)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { task: !!task || !!cand, notice: !!notice };
}

/** Whether the user started the instance in its starter's name (a flow agent's start opinion). */
export async function startedAsAgent(db: Conn, tenantId: string, instId: string, userId: string) {
  const row = await db
    .selectFrom('bpm_opinions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('inst_id', '=', instId)
    .where('auditor_id', '=', userId)
    .where('status', '=', 'start')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
