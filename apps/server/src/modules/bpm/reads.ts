import type {
  BpmDoneRow,
  BpmInstanceRow,
  BpmNodeInfo,
  BpmNodeProperties,
  BpmNoticeRow,
  BpmOpinionRow,
  BpmQueryFilter,
  BpmStartForm,
  BpmSummary,
  BpmTaskDetail,
  BpmTaskRow,
  PageResult,
} from '@baton/contracts';
import * as engine from '@baton/workflow-engine';
import type { ProcessModel } from '@baton/workflow-engine';
import { sql, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import * as dir from './directory';
import { assertMember } from './policy';
import { orderOf, pagingOf, whereOf, type FieldMap } from './query-filter';
import * as repo from './repository';
import {
  findDefinitionMeta,
  loadDefinition,
  loadInstance,
  modelOf,
  stateOf,
  TASK_NOT_FOUND,
  type InstanceRow,
} from './runtime';
import { assertReader, buttonsOf, mayCirculate, STATUS_LABELS, URGENT_STATES } from './service';
import type { BpmNoticeTable, BpmTaskTable } from './tables';
import { formOf, permissionsAt, readerPermissions, stripHidden, stripHiddenChanges } from './visibility';

// ---------------------------------------------------------------------------------------------------------------
// Row mappers

const num = (v: number | null) => (v === null ? null : Number(v));

export const toTaskRow = (t: BpmTaskTable): BpmTaskRow => ({
  id: t.id,
  name: t.name,
  subject: t.subject,
  procInstId: t.inst_id,
  procDefId: t.def_id,
  procDefKey: t.def_key,
  procDefName: t.def_name,
  nodeId: t.node_id,
  taskKey: t.node_id,
  status: t.status,
  kind: t.kind,
  assigneeId: t.assignee_id,
  assigneeName: t.assignee_name,
  ownerId: t.owner_id,
  ownerName: t.owner_name,
  creatorId: t.starter_id,
  creatorName: t.starter_name,
  needClaim: t.assignee_id === null && t.claim_required ? 1 : 0,
  dueTime: num(t.due_time),
  createTime: Number(t.created_at),
  completeTime: num(t.completed_at),
});

type InstLike = Pick<
  InstanceRow,
  | 'id'
  | 'subject'
  | 'def_id'
  | 'def_key'
  | 'def_name'
  | 'status'
  | 'starter_id'
  | 'starter_name'
  | 'created_at'
  | 'updated_at'
  | 'end_at'
  | 'urgent_state'
>;

const toInstanceRow = (i: InstLike, currentNodes = ''): BpmInstanceRow => ({
  id: i.id,
  subject: i.subject,
  procDefId: i.def_id,
  procDefKey: i.def_key,
  procDefName: i.def_name,
  status: i.status,
  creatorId: i.starter_id,
  creatorName: i.starter_name,
  createTime: Number(i.created_at),
  updateTime: Number(i.updated_at),
  endTime: num(i.end_at),
  currentNodes,
  urgentState: i.urgent_state,
});

async function currentNodesOf(db: Db, instIds: string[]): Promise<Map<string, string>> {
  if (instIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bpm_tasks')
    .select(['inst_id', 'name'])
    .where('inst_id', 'in', instIds)
    .where('status', '=', 'pending')
    .execute();
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.inst_id, [...new Set([...(map.get(r.inst_id) ?? []), r.name])]);
  return new Map([...map].map(([k, v]) => [k, v.join(',')]));
}

async function withCurrentNodes(db: Db, rows: InstLike[]): Promise<BpmInstanceRow[]> {
  const nodes = await currentNodesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toInstanceRow(r, nodes.get(r.id) ?? ''));
}

/** How many rows a list query matches: the total of its page. */
async function countOf<DBT, TB extends keyof DBT>(
  query: SelectQueryBuilder<DBT, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

async function page<R>(
  filter: BpmQueryFilter,
  rows: (limit: number, offset: number) => Promise<R[]>,
  total: () => Promise<number>,
): Promise<PageResult<R>> {
  const p = pagingOf(filter);
  const [list, count] = await Promise.all([rows(p.pageSize, p.offset), total()]);
  return { rows: list, total: count, page: p.page, pageSize: p.pageSize };
}

// ---------------------------------------------------------------------------------------------------------------
// Task lists

const TASK_FIELDS: FieldMap = {
  subject: { column: 'bpm_tasks.subject', kind: 'text' },
  name: { column: 'bpm_tasks.name', kind: 'text' },
  nodeId: { column: 'bpm_tasks.node_id', kind: 'text' },
  procDefKey: { column: 'bpm_tasks.def_key', kind: 'text' },
  procDefName: { column: 'bpm_tasks.def_name', kind: 'text' },
  creatorName: { column: 'bpm_tasks.starter_name', kind: 'text' },
  creatorId: { column: 'bpm_tasks.starter_id', kind: 'text' },
  kind: { column: 'bpm_tasks.kind', kind: 'text' },
  createTime: { column: 'bpm_tasks.created_at', kind: 'number' },
  dueTime: { column: 'bpm_tasks.due_time', kind: 'number' },
};

/** To-dos: pending tasks assigned to the caller, or offered to them as a candidate and not yet claimed. */
export async function todoList(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
): Promise<PageResult<BpmTaskRow>> {
  assertMember(auth);
  const where = whereOf(filter, TASK_FIELDS);
  const order = orderOf(filter, TASK_FIELDS, ['bpm_tasks.created_at', 'desc']);
  // Two index lookups (assigned to me; offered to me and unclaimed) instead of one OR over every task.
  const mine = db
    .selectFrom('bpm_tasks as a')
    .select('a.id')
    .where('a.tenant_id', '=', auth.tenantId)
    .where('a.assignee_id', '=', auth.userId)
    .where('a.status', '=', 'pending')
    .unionAll(
      db
        .selectFrom('bpm_task_candidates as c')
        .innerJoin('bpm_tasks as o', 'o.id', 'c.task_id')
        .select('o.id')
        .where('c.tenant_id', '=', auth.tenantId)
        .where('c.user_id', '=', auth.userId)
        .where('c.open', '=', 1)
        .where('o.assignee_id', 'is', null)
        .where('o.status', '=', 'pending'),
    );
  const base = () => {
    let q = db.selectFrom('bpm_tasks').where('bpm_tasks.id', 'in', mine);
    if (where) q = q.where(where);
    return q;
  };
  return page(
    filter,
    async (limit, offset) => {
      let q = base().selectAll('bpm_tasks');
      for (const [col, d] of order) q = q.orderBy(col as never, d);
      return (await q.orderBy('bpm_tasks.id').limit(limit).offset(offset).execute()).map(toTaskRow);
    },
    () => countOf(base()),
  );
}

/** Tasks the caller handed on (getDelegate: delegated; transToMore: transferred or delegated) and who has them. */
export async function handedOnList(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
  kinds: ('delegate' | 'transfer')[],
): Promise<PageResult<BpmTaskRow>> {
  assertMember(auth);
  const where = whereOf(filter, TASK_FIELDS);
  const order = orderOf(filter, TASK_FIELDS, ['bpm_tasks.created_at', 'desc']);
  const base = () => {
    let q = db
      .selectFrom('bpm_tasks')
      .where('bpm_tasks.tenant_id', '=', auth.tenantId)
      .where('bpm_tasks.kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb('bpm_tasks.owner_id', '=', auth.userId),
          eb.exists(
            eb
              .selectFrom('bpm_opinions')
              .select('bpm_opinions.id')
              .whereRef('bpm_opinions.task_id', '=', 'bpm_tasks.id')
              .where('bpm_opinions.auditor_id', '=', auth.userId)
              .where('bpm_opinions.status', 'in', kinds),
          ),
        ]),
      );
    if (where) q = q.where(where);
    return q;
  };
  return page(
    filter,
    async (limit, offset) => {
      let q = base().selectAll('bpm_tasks');
      for (const [col, d] of order) q = q.orderBy(col as never, d);
      return (await q.orderBy('bpm_tasks.id').limit(limit).offset(offset).execute()).map(toTaskRow);
    },
    () => countOf(base()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Instance lists

const INST_FIELDS: FieldMap = {
  subject: { column: 'bpm_instances.subject', kind: 'text' },
  procDefKey: { column: 'bpm_instances.def_key', kind: 'text' },
  procDefName: { column: 'bpm_instances.def_name', kind: 'text' },
  status: { column: 'bpm_instances.status', kind: 'text' },
  creatorName: { column: 'bpm_instances.starter_name', kind: 'text' },
  createTime: { column: 'bpm_instances.created_at', kind: 'number' },
  updateTime: { column: 'bpm_instances.updated_at', kind: 'number' },
  endTime: { column: 'bpm_instances.end_at', kind: 'number' },
};

/** myMobileRequest (drafts: false) and myMobileDraft (drafts: true): the caller's own instances. */
export async function myInstances(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
  drafts: boolean,
): Promise<PageResult<BpmInstanceRow>> {
  assertMember(auth);
  const where = whereOf(filter, INST_FIELDS);
  const order = orderOf(filter, INST_FIELDS, ['bpm_instances.created_at', 'desc']);
  const base = () => {
    let q = db
      .selectFrom('bpm_instances')
      .where('bpm_instances.tenant_id', '=', auth.tenantId)
      .where('bpm_instances.starter_id', '=', auth.userId)
      .where('bpm_instances.status', drafts ? '=' : '<>', 'draft');
    if (where) q = q.where(where);
    return q;
  };
  return page(
    filter,
    async (limit, offset) => {
      let q = base().selectAll('bpm_instances');
      for (const [col, d] of order) q = q.orderBy(col as never, d);
      return withCurrentNodes(db, await q.orderBy('bpm_instances.id').limit(limit).offset(offset).execute());
    },
    () => countOf(base()),
  );
}

const DONE_STATUSES = ['agree', 'oppose', 'abandon', 'reject', 'backToStart', 'end', 'inqu'];

/**
 * getDoneInstList: instances the caller acted on (approved, opposed, rejected, ended or inquired), newest first,
 * each with the caller's last such step: taskId, taskKey, opinionStatus, completeTime.
 */
export async function doneList(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
): Promise<PageResult<BpmDoneRow>> {
  assertMember(auth);
  const where = whereOf(filter, INST_FIELDS);
  const order = orderOf(filter, { ...INST_FIELDS, completeTime: { column: 'last_at', kind: 'number' } }, [
    'last_at',
    'desc',
  ]);
  const mine = db
    .selectFrom('bpm_opinions')
    .select(['bpm_opinions.inst_id', (eb) => eb.fn.max('bpm_opinions.created_at').as('last_at')])
    .where('bpm_opinions.tenant_id', '=', auth.tenantId)
    .where('bpm_opinions.auditor_id', '=', auth.userId)
    .where('bpm_opinions.status', 'in', DONE_STATUSES)
    .where('bpm_opinions.task_id', 'is not', null)
    .groupBy('bpm_opinions.inst_id')
    .as('mine');
  const base = () => {
    let q = db
      .selectFrom(mine)
      .innerJoin('bpm_instances', 'bpm_instances.id', 'mine.inst_id')
      .where('bpm_instances.tenant_id', '=', auth.tenantId);
    if (where) q = q.where(where);
    return q;
  };
  return page(
    filter,
    async (limit, offset) => {
      let q = base().selectAll('bpm_instances').select('mine.last_at');
      for (const [col, d] of order) q = q.orderBy(sql.ref(col), d);
      const rows = await q.orderBy('bpm_instances.id').limit(limit).offset(offset).execute();
      if (rows.length === 0) return [];
      // A step the caller took back afterwards is no longer their last: the revoke is, so it is not offered again.
      const last = await db
        .selectFrom('bpm_opinions')
        .select(['inst_id', 'task_id', 'node_id', 'task_name', 'status', 'created_at'])
        .where('auditor_id', '=', auth.userId)
        .where('status', 'in', [...DONE_STATUSES, 'revoke'])
        .where(
          'inst_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('created_at', 'desc')
        .execute();
      const byInst = new Map<string, (typeof last)[number]>();
      for (const o of last) if (!byInst.has(o.inst_id)) byInst.set(o.inst_id, o);
      const insts = await withCurrentNodes(db, rows);
      return insts.map((i) => {
        const o = byInst.get(i.id);
        return {
          ...i,
          taskId: o?.task_id ?? '',
          taskKey: o?.node_id ?? '',
          taskName: o?.task_name ?? '',
          opinionStatus: o?.status ?? '',
          completeTime: Number(o?.created_at ?? 0),
        };
      });
    },
    () => countOf(base()),
  );
}

/** Instances by ids (getInstanceByPks), only those the caller may read. */
export async function instancesByIds(db: Db, auth: AuthContext, idsText: string): Promise<BpmInstanceRow[]> {
  assertMember(auth);
  const ids = [...new Set(idsText.split(',').map((s) => s.trim()))].filter(Boolean).slice(0, 100);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('tenant_id', '=', auth.tenantId)
    .where('id', 'in', ids)
    .execute();
  const readable = [];
  for (const r of rows) {
    const ok = await assertReader(db, auth, r).then(
      () => true,
      () => false,
    );
    if (ok) readable.push(r);
  }
  return withCurrentNodes(db, readable);
}

export async function readableInstance(db: Db, auth: AuthContext, instId: string): Promise<InstanceRow> {
  const inst = await loadInstance(db, auth.tenantId, instId);
  await assertReader(db, auth, inst);
  return inst;
}

/** getByRecordInstId: one instance with its current nodes. */
export async function instanceById(db: Db, auth: AuthContext, instId: string): Promise<BpmInstanceRow> {
  const inst = await readableInstance(db, auth, instId);
  return (await withCurrentNodes(db, [inst]))[0]!;
}

/** relatedProcess: other instances of the same flow started by the same person. */
export async function relatedProcesses(
  db: Db,
  auth: AuthContext,
  instId: string,
  filter: BpmQueryFilter,
): Promise<PageResult<BpmInstanceRow>> {
  const inst = await readableInstance(db, auth, instId);
  const base = () =>
    db
      .selectFrom('bpm_instances')
      .where('tenant_id', '=', auth.tenantId)
      .where('starter_id', '=', inst.starter_id)
      .where('def_key', '=', inst.def_key)
      .where('status', '<>', 'draft')
      .where('id', '<>', inst.id)
      // Only instances the caller may read: their own, or ones they hold or held a task of, or got a notice of.
      .where((eb) =>
        eb.or([
          eb('bpm_instances.starter_id', '=', auth.userId),
          eb.exists(
            eb
              .selectFrom('bpm_tasks')
              .select('bpm_tasks.id')
              .whereRef('bpm_tasks.inst_id', '=', 'bpm_instances.id')
              .where((w) => w.or([w('assignee_id', '=', auth.userId), w('owner_id', '=', auth.userId)])),
          ),
          eb.exists(
            eb
              .selectFrom('bpm_task_candidates')
              .innerJoin('bpm_tasks', 'bpm_tasks.id', 'bpm_task_candidates.task_id')
              .select('bpm_tasks.id')
              .whereRef('bpm_tasks.inst_id', '=', 'bpm_instances.id')
              .where('bpm_task_candidates.user_id', '=', auth.userId),
          ),
          eb.exists(
            eb
              .selectFrom('bpm_notices')
              .select('bpm_notices.id')
              .whereRef('bpm_notices.inst_id', '=', 'bpm_instances.id')
              .where((w) => w.or([w('receiver_id', '=', auth.userId), w('sender_id', '=', auth.userId)])),
          ),
        ]),
      );
  return page(
    filter,
    async (limit, offset) =>
      withCurrentNodes(
        db,
        await base().selectAll().orderBy('created_at', 'desc').limit(limit).offset(offset).execute(),
      ),
    () => countOf(base()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Notices

const NOTICE_FIELDS: FieldMap = {
  subject: { column: 'bpm_notices.subject', kind: 'text' },
  type: { column: 'bpm_notices.kind', kind: 'text' },
  senderName: { column: 'bpm_notices.sender_name', kind: 'text' },
  receiverName: { column: 'bpm_notices.receiver_name', kind: 'text' },
  createTime: { column: 'bpm_notices.created_at', kind: 'number' },
};

type NoticeJoined = Selectable<BpmNoticeTable> & { def_name: string };

function toNoticeRow(n: NoticeJoined): BpmNoticeRow {
  return {
    id: n.id,
    instId: n.inst_id,
    taskId: n.task_id,
    type: n.kind,
    subject: n.subject,
    procDefName: n.def_name,
    senderId: n.sender_id,
    senderName: n.sender_name,
    receiverId: n.receiver_id,
    receiverName: n.receiver_name,
    content: n.content ?? '',
    status: n.status,
    reply: n.reply ?? '',
    createTime: Number(n.created_at),
    readTime: num(n.read_at),
    replyTime: num(n.reply_at),
  };
}

/** One notice, for its receiver or its sender: a message's link (/noticeTask/{id}/{type}) names only the notice. */
export async function noticeById(db: Db, auth: AuthContext, noticeId: string): Promise<BpmNoticeRow> {
  assertMember(auth);
  const n = await db
    .selectFrom('bpm_notices')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_notices.inst_id')
    .selectAll('bpm_notices')
    .select('bpm_instances.def_name')
    .where('bpm_notices.tenant_id', '=', auth.tenantId)
    .where('bpm_notices.id', '=', noticeId)
    .where((eb) =>
      eb.or([eb('bpm_notices.receiver_id', '=', auth.userId), eb('bpm_notices.sender_id', '=', auth.userId)]),
    )
    .executeTakeFirst();
  if (!n) throw new NotFound('通知不存在');
  return toNoticeRow(n);
}

/** Notices to the caller still unread (todo), read or replied (done), or those the caller sent (mine). */
export async function noticeList(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
  which: 'todo' | 'done' | 'mine',
): Promise<PageResult<BpmNoticeRow>> {
  assertMember(auth);
  const where = whereOf(filter, NOTICE_FIELDS);
  const order = orderOf(filter, NOTICE_FIELDS, ['bpm_notices.created_at', 'desc']);
  const base = () => {
    let q = db
      .selectFrom('bpm_notices')
      .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_notices.inst_id')
      .where('bpm_notices.tenant_id', '=', auth.tenantId);
    q =
      which === 'mine'
        ? q.where('bpm_notices.sender_id', '=', auth.userId)
        : q
            .where('bpm_notices.receiver_id', '=', auth.userId)
            .where('bpm_notices.status', which === 'todo' ? '=' : '<>', 'unread');
    if (where) q = q.where(where);
    return q;
  };
  return page(
    filter,
    async (limit, offset) => {
      let q = base().selectAll('bpm_notices').select('bpm_instances.def_name');
      for (const [col, d] of order) q = q.orderBy(col as never, d);
      const rows = await q.orderBy('bpm_notices.id').limit(limit).offset(offset).execute();
      return rows.map(toNoticeRow);
    },
    () => countOf(base()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Summary

/** The four tiles: to-dos, my requests, done, circulated (unread notices). */
export async function summary(db: Db, auth: AuthContext): Promise<BpmSummary> {
  const empty: BpmQueryFilter = { pageBean: { page: 1, pageSize: 1 } };
  const [todo, req, done, notice] = await Promise.all([
    todoList(db, auth, empty),
    myInstances(db, auth, empty, false),
    doneList(db, auth, empty),
    noticeList(db, auth, empty, 'todo'),
  ]);
  return {
    myTaks: { dataText: todo.total },
    myRequest: { dataText: req.total },
    myAlready: { dataText: done.total },
    myNoticeRead: { dataText: notice.total },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Details

const NODE_TYPES: Record<string, string> = {
  startEvent: 'START',
  endEvent: 'END',
  userTask: 'USERTASK',
  exclusiveGateway: 'EXCLUSIVEGATEWAY',
  parallelGateway: 'PARALLELGATEWAY',
  inclusiveGateway: 'INCLUSIVEGATEWAY',
  subProcess: 'SUBPROCESS',
};

function nodeType(model: ProcessModel, nodeId: string): string {
  const n = model.nodes[nodeId];
  if (!n) return '';
  if (n.type === 'userTask' && n.multiInstance) return 'SIGNTASK';
  return NODE_TYPES[n.type] ?? n.type.toUpperCase();
}

export function nodeList(model: ProcessModel): BpmNodeInfo[] {
  return Object.values(model.nodes).map((n) => ({
    nodeId: n.id,
    name: n.name,
    nodeType: nodeType(model, n.id),
  }));
}

export function nodeProperties(
  model: ProcessModel,
  nodeId: string,
  defFormKey: string | null,
): BpmNodeProperties {
  const n = model.nodes[nodeId];
  if (!n) throw new NotFound('节点不存在');
  const s = n.settings;
  return {
    nodeId: n.id,
    name: n.name,
    nodeType: nodeType(model, n.id),
    formKey: s?.formKey ?? defFormKey ?? '',
    fields: s?.fields ?? {},
    buttons: n.type === 'userTask' || n.type === 'startEvent' ? buttonsOf(model, nodeId) : [],
    countersign: s?.countersign ?? null,
    rejectMode: s?.rejectMode ?? 'normal',
    dueTime: s?.dueTime ?? '',
    assignees: s?.assignees ?? [],
  };
}

async function taskAndAccess(db: Db, auth: AuthContext, taskId: string) {
  assertMember(auth);
  const task = await repo.findTask(db, auth.tenantId, taskId);
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  const inst = await readableInstance(db, auth, task.inst_id);
  const def = await loadDefinition(db, auth.tenantId, inst.def_id);
  return { task, inst, def, model: modelOf(def) };
}

/**
 * The business data as a task's detail shows it: its assignee and candidates see what the task's node shows (read
 * only once the task is done); anyone else reads with their own reader permissions. Hidden fields are left out.
 */
async function taskData(
  db: Db,
  auth: AuthContext,
  inst: InstanceRow,
  model: ProcessModel,
  task: BpmTaskTable,
  formKey: string | null,
  candidate: boolean,
) {
  const data = await repo.instanceData(db, inst.id);
  const form = await formOf(db, auth.tenantId, formKey);
  const holder = task.assignee_id === auth.userId || task.owner_id === auth.userId || candidate;
  const perms = holder
    ? permissionsAt(model, form, task.node_id)
    : await readerPermissions(db, inst, model, form, auth.userId);
  return stripHidden(form, data, perms);
}

/** taskDetail: the task, its instance, the node's buttons and settings and the business data. */
export async function taskDetail(db: Db, auth: AuthContext, taskId: string): Promise<BpmTaskDetail> {
  const { task, inst, def, model } = await taskAndAccess(db, auth, taskId);
  const candidate = task.assignee_id === null && (await repo.isCandidate(db, task.id, auth.userId));
  const canAct =
    task.status === 'pending' && (task.assignee_id === auth.userId || (candidate && !task.claim_required));
  const node = nodeProperties(model, task.node_id, def.form_key);
  const buttons = canAct || (candidate && task.status === 'pending') ? node.buttons : [];
  return {
    task: toTaskRow(task),
    instance: (await withCurrentNodes(db, [inst]))[0]!,
    buttons:
      candidate && task.claim_required && task.assignee_id === null
        ? buttons.filter((b) => b.alias === 'lockUnlock')
        : buttons,
    node,
    formKey: node.formKey,
    data: await taskData(db, auth, inst, model, task, node.formKey || null, candidate),
    canAct,
  };
}

/** startForm: what the start page needs for a flow (or a draft of the caller's). */
export async function startForm(
  db: Db,
  auth: AuthContext,
  by: { defId?: string | undefined; defKey?: string | undefined; instId?: string | undefined },
): Promise<BpmStartForm> {
  assertMember(auth);
  let data: Record<string, unknown> = {};
  let instId = '';
  let subject = '';
  let defId = by.defId;
  if (by.instId) {
    const inst = await loadInstance(db, auth.tenantId, by.instId);
    if (inst.starter_id !== auth.userId) throw new Forbidden('无权查看该流程');
    if (inst.status !== 'draft') throw new BadInput('该流程不是草稿');
    data = await repo.instanceData(db, inst.id);
    instId = inst.id;
    subject = inst.subject;
    defId = inst.def_id;
  }
  if (!defId && !by.defKey) throw new BadInput('defId 与 defKey 至少填写一个');
  const def = await findDefinitionMeta(db, auth.tenantId, defId ? { id: defId } : { key: by.defKey });
  if (!def) throw new NotFound('流程定义不存在');
  const model = modelOf(def);
  const start = nodeProperties(model, model.start, def.form_key);
  if (instId) {
    const form = await formOf(db, auth.tenantId, start.formKey || null);
    data = stripHidden(form, data, permissionsAt(model, form, model.start));
  }
  return {
    defId: def.id,
    defKey: def.def_key,
    name: def.name,
    formKey: start.formKey,
    fields: start.fields,
    buttons: start.buttons,
    data,
    instId,
    subject,
  };
}

/** Opinions of an instance, oldest first, with a pending row (待审批) per open task. */
export async function opinions(db: Db, auth: AuthContext, instId: string): Promise<BpmOpinionRow[]> {
  const inst = await readableInstance(db, auth, instId);
  const [rows, open, reads] = await Promise.all([
    db
      .selectFrom('bpm_opinions')
      .selectAll()
      .where('inst_id', '=', inst.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    repo.openTasksOf(db, inst.id),
    db.selectFrom('bpm_read_records').select(['user_id']).where('inst_id', '=', inst.id).execute(),
  ]);
  const readers = new Set(reads.map((r) => r.user_id));
  const cands = await repo.candidatesOf(
    db,
    open.map((t) => t.id),
  );
  const list: BpmOpinionRow[] = rows.map((o) => {
    const files = o.files ?? '[]';
    return {
      id: o.id,
      instId: o.inst_id,
      taskId: o.task_id,
      taskKey: o.node_id,
      taskName: o.task_name ?? '',
      auditor: o.auditor_id,
      auditorName: o.auditor_name,
      qualfiedNames: o.qualfied_names ?? o.auditor_name,
      status: o.status,
      opinionStatus: o.status,
      statusVal: STATUS_LABELS[o.status] ?? o.status,
      isRead: 1,
      opinion: o.opinion ?? '',
      files,
      zfiles: files,
      createTime: Number(o.task_created_at ?? o.created_at),
      completeTime: Number(o.created_at),
      durMs: o.task_created_at === null ? null : Number(o.created_at) - Number(o.task_created_at),
    };
  });
  for (const t of open) {
    const names = t.assignee_name
      ? [t.assignee_name]
      : cands.filter((c) => c.task_id === t.id).map((c) => c.user_name);
    const ids = t.assignee_id
      ? [t.assignee_id]
      : cands.filter((c) => c.task_id === t.id).map((c) => c.user_id);
    list.push({
      id: `pending-${t.id}`,
      instId: inst.id,
      taskId: t.id,
      taskKey: t.node_id,
      taskName: t.name,
      auditor: t.assignee_id,
      auditorName: t.assignee_name ?? '',
      qualfiedNames: names.join(','),
      status: 'awaiting_check',
      opinionStatus: 'awaiting_check',
      statusVal: '待审批',
      isRead: ids.some((u) => readers.has(u)) ? 1 : 0,
      opinion: '',
      files: '[]',
      zfiles: '[]',
      createTime: Number(t.created_at),
      completeTime: null,
      durMs: null,
    });
  }
  return list;
}

async function modelFor(
  db: Db,
  auth: AuthContext,
  by: { instId?: string | undefined; defId?: string | undefined },
) {
  if (by.instId) {
    const inst = await readableInstance(db, auth, by.instId);
    const def = await loadDefinition(db, auth.tenantId, inst.def_id);
    return { inst, def, model: modelOf(def) };
  }
  if (!by.defId) throw new BadInput('instId 与 defId 至少填写一个');
  assertMember(auth);
  const def = await loadDefinition(db, auth.tenantId, by.defId);
  return { inst: undefined, def, model: modelOf(def) };
}

export async function nodes(db: Db, auth: AuthContext, by: { instId?: string; defId?: string }) {
  return nodeList((await modelFor(db, auth, by)).model);
}

export async function nodePropertiesOf(
  db: Db,
  auth: AuthContext,
  by: { instId?: string; defId?: string; nodeId: string },
) {
  const { model, def } = await modelFor(db, auth, by);
  return nodeProperties(model, by.nodeId, def.form_key);
}

/** The flow image: the version's BPMN XML and each node's status (done, current, untouched). */
export async function flowImage(db: Db, auth: AuthContext, by: { instId?: string; defId?: string }) {
  const { inst, def, model } = await modelFor(db, auth, by);
  const state = inst ? stateOf(inst) : null;
  const statuses = state ? engine.nodeStatuses(model, state) : {};
  const { xml } = await db
    .selectFrom('bpm_definitions')
    .select('xml')
    .where('id', '=', def.id)
    .executeTakeFirstOrThrow();
  return {
    bpmnXml: xml,
    nodes: Object.values(model.nodes).map((n) => ({
      nodeId: n.id,
      name: n.name,
      status: statuses[n.id] ?? 'untouched',
    })),
  };
}

export async function followedNodes(db: Db, auth: AuthContext, instId: string): Promise<string> {
  await readableInstance(db, auth, instId);
  const row = await db
    .selectFrom('bpm_follows')
    .select('node_ids')
    .where('inst_id', '=', instId)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  return row?.node_ids ?? '';
}

/** Due time of a task: when it is due, the latest change and who made it. */
export async function dueTime(db: Db, auth: AuthContext, taskId: string) {
  const { task } = await taskAndAccess(db, auth, taskId);
  const history = await db
    .selectFrom('bpm_due_times')
    .selectAll()
    .where('task_id', '=', task.id)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    taskId: task.id,
    dueTime: num(task.due_time),
    history: history.map((h) => ({
      dueTime: Number(h.due_time),
      remark: h.remark ?? '',
      userName: h.user_name,
      createTime: Number(h.created_at),
    })),
  };
}

/** Expiration date: when the task is due and how long is left (negative once overdue). */
export async function expirationDate(db: Db, auth: AuthContext, taskId: string) {
  const { task } = await taskAndAccess(db, auth, taskId);
  const due = num(task.due_time);
  return {
    dueTime: due,
    remainingMs: due === null ? null : due - Date.now(),
    overdue: due !== null && due < Date.now(),
  };
}

/** The user-task nodes reachable from the task's node (through gateways), for choosing the next executors. */
export async function afterJumpNodes(db: Db, auth: AuthContext, taskId: string): Promise<BpmNodeInfo[]> {
  const { task, model } = await taskAndAccess(db, auth, taskId);
  const seen = new Set<string>();
  const out: BpmNodeInfo[] = [];
  const walk = (nodeId: string) => {
    for (const flowId of model.nodes[nodeId]?.outgoing ?? []) {
      const target = model.flows[flowId]?.target;
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const n = model.nodes[target];
      if (!n) continue;
      if (n.type === 'userTask' || n.type === 'endEvent')
        out.push({ nodeId: n.id, name: n.name, nodeType: nodeType(model, n.id) });
      else walk(target);
    }
  };
  walk(task.node_id);
  return out;
}

/** Chart data: how long each passed node took (from the opinions), for the instance's timeline chart. */
export async function chartData(db: Db, auth: AuthContext, instId: string) {
  const list = await opinions(db, auth, instId);
  return list
    .filter((o) => o.taskKey && o.status !== 'awaiting_check')
    .map((o) => ({
      nodeId: o.taskKey ?? '',
      name: o.taskName,
      auditorName: o.auditorName,
      durMs: o.durMs ?? 0,
    }));
}

/** Related information: who started the instance, from where, and how it stands. */
export async function relatedInfo(db: Db, auth: AuthContext, instId: string) {
  const inst = await readableInstance(db, auth, instId);
  const org = inst.starter_org_id
    ? await db.selectFrom('orgs').select('name').where('id', '=', inst.starter_org_id).executeTakeFirst()
    : undefined;
  const [opinionsCount, notices, mayCopyTo] = await Promise.all([
    db
      .selectFrom('bpm_opinions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('inst_id', '=', inst.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bpm_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('inst_id', '=', inst.id)
      .executeTakeFirstOrThrow(),
    mayCirculate(db, auth, inst),
  ]);
  return {
    ...(await withCurrentNodes(db, [inst]))[0]!,
    starterOrgName: org?.name ?? '',
    businessKey: inst.business_key ?? '',
    opinionCount: Number(opinionsCount.n),
    noticeCount: Number(notices.n),
    mayCopyTo,
  };
}

/** Names of who holds the task now (the assignee, or its candidates). */
export async function executorName(db: Db, auth: AuthContext, taskId: string): Promise<string> {
  const { task } = await taskAndAccess(db, auth, taskId);
  if (task.assignee_name) return task.assignee_name;
  return (await repo.candidatesOf(db, [task.id])).map((c) => c.user_name).join(',');
}

/** Sign lines of a countersign node: each signer, their vote and opinion. */
export async function signLines(db: Db, auth: AuthContext, instId: string, nodeId: string) {
  const inst = await readableInstance(db, auth, instId);
  const state = stateOf(inst);
  const token = state?.tokens.find((t) => t.nodeId === nodeId && t.signers);
  const votes = await db
    .selectFrom('bpm_opinions')
    .select(['auditor_id', 'auditor_name', 'status', 'opinion', 'created_at'])
    .where('inst_id', '=', inst.id)
    .where('node_id', '=', nodeId)
    .where('status', 'in', ['agree', 'oppose', 'abandon', 'reject', 'backToStart'])
    .orderBy('created_at')
    .execute();
  if (token?.signers) {
    const names = await dir.namesOf(
      db,
      auth.tenantId,
      token.signers.map((s) => s.userId),
    );
    return token.signers.map((s) => {
      const v = [...votes].reverse().find((o) => o.auditor_id === s.userId);
      return {
        userId: s.userId,
        userName: names.get(s.userId) ?? '',
        status: s.status,
        vote: s.vote ?? '',
        opinion: s.status === 'done' ? (v?.opinion ?? '') : '',
        time: s.status === 'done' && v ? Number(v.created_at) : null,
      };
    });
  }
  return votes.map((v) => ({
    userId: v.auditor_id,
    userName: v.auditor_name,
    status: 'done',
    vote: v.status,
    opinion: v.opinion ?? '',
    time: Number(v.created_at),
  }));
}

/** The task key (node id) of a task, or of the caller's open task on a node of an instance. */
export async function taskKey(
  db: Db,
  auth: AuthContext,
  by: { taskId?: string; instId?: string; nodeId?: string },
) {
  if (by.taskId)
    return { taskKey: (await taskAndAccess(db, auth, by.taskId)).task.node_id, taskId: by.taskId };
  if (!by.instId) throw new BadInput('taskId 与 instId 至少填写一个');
  const inst = await readableInstance(db, auth, by.instId);
  const open = await repo.openTasksOf(db, inst.id);
  const cands = await repo.candidatesOf(
    db,
    open.map((t) => t.id),
  );
  const mine = open.filter(
    (t) =>
      (!by.nodeId || t.node_id === by.nodeId) &&
      (t.assignee_id === auth.userId || cands.some((c) => c.task_id === t.id && c.user_id === auth.userId)),
  );
  const t = mine[0] ?? open.find((x) => !by.nodeId || x.node_id === by.nodeId);
  return { taskKey: t?.node_id ?? by.nodeId ?? '', taskId: t?.id ?? '' };
}

export async function urgentStateOf(db: Db, auth: AuthContext, instId: string) {
  const inst = await readableInstance(db, auth, instId);
  return { instId: inst.id, urgentState: inst.urgent_state ?? 'normal', options: [...URGENT_STATES] };
}

/** getBpmTaskByInstId: the open tasks of an instance, the caller's first. */
export async function openTasks(db: Db, auth: AuthContext, instId: string): Promise<BpmTaskRow[]> {
  const inst = await readableInstance(db, auth, instId);
  const open = await repo.openTasksOf(db, inst.id);
  const cands = await repo.candidatesOf(
    db,
    open.map((t) => t.id),
  );
  const mine = (t: BpmTaskTable) =>
    t.assignee_id === auth.userId || cands.some((c) => c.task_id === t.id && c.user_id === auth.userId)
      ? 0
      : 1;
  return open.sort((a, b) => mine(a) - mine(b)).map(toTaskRow);
}

/** getCurNodeProperties: the node of a task, or the caller's current node of an instance, or the start node. */
export async function curNodeProperties(
  db: Db,
  auth: AuthContext,
  by: { taskId?: string; defId?: string; instId?: string },
) {
  if (by.taskId) {
    const { task, model, def } = await taskAndAccess(db, auth, by.taskId);
    return nodeProperties(model, task.node_id, def.form_key);
  }
  const { model, def, inst } = await modelFor(db, auth, by);
  if (inst) {
    const { taskKey: key } = await taskKey(db, auth, { instId: inst.id });
    if (key) return nodeProperties(model, key, def.form_key);
  }
  return nodeProperties(model, model.start, def.form_key);
}

/** boDataModifyRecord listJson: changes of an instance's business data. */
export async function dataModifyRecords(db: Db, auth: AuthContext, instId: string, filter: BpmQueryFilter) {
  const inst = await readableInstance(db, auth, instId);
  const def = await loadDefinition(db, auth.tenantId, inst.def_id);
  const model = modelOf(def);
  const form = await formOf(db, auth.tenantId, model.nodes[model.start]?.settings?.formKey ?? def.form_key);
  const perms = await readerPermissions(db, inst, model, form, auth.userId);
  const base = () => db.selectFrom('bpm_data_modify_records').where('inst_id', '=', inst.id);
  return page(
    filter,
    async (limit, offset) =>
      (await base().selectAll().orderBy('created_at', 'desc').limit(limit).offset(offset).execute()).map(
        (r) => ({
          id: r.id,
          instId: r.inst_id,
          taskId: r.task_id,
          nodeId: r.node_id,
          nodeName: r.node_name ?? '',
          userId: r.user_id,
          userName: r.user_name,
          changes: stripHiddenChanges(
            form,
            JSON.parse(r.changes) as { field: string; before: unknown; after: unknown }[],
            perms,
          ),
          createTime: Number(r.created_at),
        }),
      ),
    () => countOf(base()),
  );
}
