import { randomUUID } from 'node:crypto';
import type {
  BpmAddSignBody,
  BpmCompleteBody,
  BpmCopyToBody,
  BpmHandOnBody,
  BpmRejectBody,
  BpmReplyBody,
  BpmRevokeBody,
  BpmSaveDraftBody,
  BpmStartBody,
  BpmUsersBody,
} from '@baton/contracts';
import * as engine from '@baton/workflow-engine';
import type { AssigneeMap, InstanceState, ProcessModel, RejectTarget } from '@baton/workflow-engine';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import { drawSerialsAhead, getFormDefinition, permissionsForNode, saveBusinessData } from '../form/service';
import { sendInnerMessages } from '../innermsg/service';
import * as dir from './directory';
import { assertMayAct, assertMember, assertStarter, Conflict, NOT_RUNNING, NOT_YOUR_TASK } from './policy';
import * as repo from './repository';
import type { Conn } from './repository';
import { formOf, nodeFieldPermissions, permissionsAt, stripHidden } from './visibility';
import {
  applyResult,
  DEF_NOT_FOUND,
  engineContext,
  engineFailure,
  findDefinitionMeta,
  loadDefinition,
  loadInstance,
  modelOf,
  runEngine,
  stateOf,
  TASK_NOT_FOUND,
  type Actor,
  type DefinitionRow,
  type InstanceRow,
  type SkippedStep,
} from './runtime';
import type { BpmTaskTable } from './tables';

type TaskRow = BpmTaskTable;

/** Labels of opinion statuses, as the opinion list shows them (statusVal). */
export const STATUS_LABELS: Record<string, string> = {
  start: '提交',
  awaiting_check: '待审批',
  agree: '同意',
  oppose: '反对',
  abandon: '弃权',
  skip: '跳过',
  reject: '驳回',
  backToStart: '驳回到发起人',
  revoke: '撤回',
  revoke_instance: '撤销',
  retrieve: '取回',
  end: '终止',
  transfer: '转办',
  delegate: '委托',
  claim: '签收',
  unclaim: '取消签收',
  copyto: '传阅',
  copyto_reply: '传阅回复',
  communicate: '沟通',
  communicate_reply: '沟通反馈',
  inqu: '征询',
  inqu_reply: '征询回复',
  urge: '催办',
  addsign: '加签',
  removesign: '减签',
  due_time: '设置期限',
  save_data: '保存数据',
};

const now = () => Date.now();

/** Urgency levels of an instance (urgentStateConfig). */
export const URGENT_STATES = [
  { key: 'normal', name: '普通' },
  { key: 'urgent', name: '紧急' },
  { key: 'critical', name: '特急' },
] as const;
const URGENT_KEYS = URGENT_STATES.map((u) => u.key);

async function actorOf(db: Conn, auth: AuthContext): Promise<Actor> {
  assertMember(auth);
  const names = await dir.namesOf(db, auth.tenantId, [auth.userId]);
  return { auth, name: names.get(auth.userId) ?? auth.account };
}

/** `{ nodeId: [userId] }` from the nodeUsers JSON text; 400 when it is not that shape. */
export function parseNodeUsers(text: string | undefined): AssigneeMap {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadInput('nodeUsers 不是有效的 JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadInput('nodeUsers 格式有误');
  const map: AssigneeMap = {};
  for (const [nodeId, users] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(users) || users.some((u) => typeof u !== 'string' || u.length > 64)) {
      throw new BadInput(`nodeUsers.${nodeId} 应为用户 id 列表`);
    }
    map[nodeId] = users as string[];
  }
  return map;
}

/** Chosen users must be members of the tenant; anyone else is refused, not silently dropped. */
async function checkChosen(db: Conn, tenantId: string, chosen: AssigneeMap): Promise<void> {
  const ids = Object.values(chosen).flat();
  if (ids.length === 0) return;
  const people = await dir.peopleByIds(db, tenantId, ids);
  if (people.length !== new Set(ids).size) throw new BadInput('nodeUsers 包含不存在的用户');
}

/** One of the allowed words, else a 400 naming the field. */
function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new BadInput(`${field} 只能是 ${allowed.join('、')}`);
  return value as T;
}

function parseIds(text: string, field: string): string[] {
  const ids = [...new Set(text.split(',').map((s) => s.trim()))].filter(Boolean);
  if (ids.length === 0) throw new BadInput(`${field} 不能为空`);
  if (ids.length > 100) throw new BadInput(`${field} 最多 100 人`);
  return ids;
}

async function peopleOrFail(db: Conn, tenantId: string, ids: string[], field: string) {
  const people = await dir.peopleByIds(db, tenantId, ids);
  if (people.length !== ids.length) throw new BadInput(`${field} 包含不存在的用户`);
  return people;
}

// ---------------------------------------------------------------------------------------------------------------
// Business data

/**
 * Stores the instance's business data for a node: checked against the form and the node's field permissions when
 * the form exists (read-only and hidden fields cannot be changed, required ones must be given), kept as JSON
 * beside the instance, and every change recorded (who, where, before and after).
 */
async function storeData(
  db: Conn,
  inst: Pick<InstanceRow, 'id' | 'tenant_id' | 'business_key'>,
  formKey: string | null,
  nodeId: string,
  nodeName: string,
  taskId: string | null,
  data: Record<string, unknown>,
  actor: Actor,
  model: ProcessModel,
  at: number,
  record = true,
  serials?: Record<string, string>,
): Promise<{ data: Record<string, unknown>; businessKey: string | null }> {
  const previous = await repo.instanceData(db, inst.id);
  let stored: Record<string, unknown> = { ...previous, ...data };
  let businessKey = inst.business_key;
  if (formKey) {
    const form = await getFormDefinition(db, inst.tenant_id, formKey).catch((e: unknown) => {
      if (e instanceof NotFound) return undefined;
      throw e;
    });
    if (form) {
      const saved = await saveBusinessData(db, {
        tenantId: inst.tenant_id,
        boAlias: form.boAlias,
        data,
        userId: actor.auth.userId,
        ...(businessKey ? { id: businessKey } : {}),
        formKey,
        permissions: nodeFieldPermissions(model, nodeId) ?? permissionsForNode(form, nodeId),
        ...(serials ? { serials } : {}),
        now: at,
      });
      stored = saved.data;
      businessKey = saved.id;
    }
  }
  await repo.saveInstanceData(db, inst.tenant_id, inst.id, formKey, stored, at);
  const changes = Object.keys({ ...previous, ...stored })
    .filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(stored[k]))
    .map((field) => ({ field, before: previous[field] ?? null, after: stored[field] ?? null }));
  if (record && changes.length > 0 && Object.keys(previous).length > 0) {
    await db
      .insertInto('bpm_data_modify_records')
      .values({
        id: randomUUID(),
        tenant_id: inst.tenant_id,
        inst_id: inst.id,
        task_id: taskId,
        node_id: nodeId,
        node_name: nodeName,
        user_id: actor.auth.userId,
        user_name: actor.name,
        changes: JSON.stringify(changes),
        created_at: at,
      })
      .execute();
  }
  return { data: stored, businessKey };
}

const formKeyOf = (def: DefinitionRow, model: ProcessModel, nodeId: string) =>
  model.nodes[nodeId]?.settings?.formKey ?? def.form_key;

// ---------------------------------------------------------------------------------------------------------------
// Start and drafts

const pad = (n: number) => String(n).padStart(2, '0');
function defaultSubject(defName: string, starter: string, at: number): string {
  const d = new Date(at + 8 * 3600_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${starter}的${defName}(${date})`;
}

async function definitionFor(db: Conn, tenantId: string, by: { defId?: string; defKey?: string }) {
  if (!by.defId && !by.defKey) throw new BadInput('defId 与 defKey 至少填写一个');
  const def = await findDefinitionMeta(db, tenantId, by.defId ? { id: by.defId } : { key: by.defKey });
  if (!def || def.status !== 'deployed') throw new NotFound(DEF_NOT_FOUND);
  return def;
}

async function myDraft(db: Conn, auth: AuthContext, instId: string): Promise<InstanceRow> {
  const inst = await loadInstance(db, auth.tenantId, instId);
  assertStarter(auth, inst);
  if (inst.status !== 'draft') throw new BadInput('该流程不是草稿');
  return inst;
}

export interface StartResult {
  instId: string;
  taskIds: string[];
}

/** The start form's serial numbers when they are drawn ahead (drawSerialsAhead): only for a record not yet stored. */
async function serialsForStart(db: Db, auth: AuthContext, body: BpmStartBody) {
  if (body.instId) return undefined;
  const def = await definitionFor(db, auth.tenantId, body);
  const model = modelOf(def);
  const formKey = formKeyOf(def, model, model.start);
  return formKey ? drawSerialsAhead(db, auth.tenantId, formKey, now()) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Flow agents

export const NOT_AN_AGENT = '您不是该用户的流程代理人，不能代其发起此流程';

/** The users who let the caller start this flow in their name now (bpm_agents), with their names. */
export async function principalsOf(
  db: Conn,
  auth: AuthContext,
  defKey: string,
  at = now(),
): Promise<{ userId: string; name: string }[]> {
  const rows = await db
    .selectFrom('bpm_agents')
    .select('principal_id')
    .distinct()
    .where('tenant_id', '=', auth.tenantId)
    .where('agent_id', '=', auth.userId)
    .where((w) => w.or([w('def_key', 'is', null), w('def_key', '=', defKey)]))
    .where('start_at', '<=', at)
    .where((w) => w.or([w('end_at', 'is', null), w('end_at', '>', at)]))
    .execute();
  const ids = rows.map((r) => r.principal_id).filter((id) => id !== auth.userId);
  const names = await dir.namesOf(db, auth.tenantId, ids);
  // A principal no longer in the tenant's directory cannot be started for.
  return ids
    .filter((id) => names.has(id))
    .map((id) => ({ userId: id, name: names.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

/** GET /runtime/agent/v1/principals: whom the caller may start this deployed flow for. */
export async function agentPrincipals(db: Db, auth: AuthContext, defId: string) {
  assertMember(auth);
  const def = await definitionFor(db, auth.tenantId, { defId });
  return principalsOf(db, auth, def.def_key);
}

/** Starts an instance (from a draft when instId is given) in one transaction. */
export async function startInstance(db: Db, auth: AuthContext, body: BpmStartBody): Promise<StartResult> {
  const leaderId = body.agentLeaderId && body.agentLeaderId !== auth.userId ? body.agentLeaderId : undefined;
  if (leaderId && body.instId) throw new BadInput('代理发起不能从草稿开始');
  // Refused before anything is drawn (serial numbers are drawn ahead of the transaction on PostgreSQL).
  if (leaderId) {
    const def = await definitionFor(db, auth.tenantId, body);
    const principals = await principalsOf(db, auth, def.def_key);
    if (!principals.some((p) => p.userId === leaderId)) throw new Forbidden(NOT_AN_AGENT);
  }
  const serials = await serialsForStart(db, auth, body);
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, auth);
    const at = now();
    const draft = body.instId ? await myDraft(trx, auth, body.instId) : undefined;
    const def = draft
      ? await loadDefinition(trx, auth.tenantId, draft.def_id)
      : await definitionFor(trx, auth.tenantId, body);
    const model = modelOf(def);
    const chosen = parseNodeUsers(body.nodeUsers);
    await checkChosen(trx, auth.tenantId, chosen);
    // An agent start: the instance is the principal's (their request, their leaders approve), started by the caller.
    const leader = leaderId
      ? (await principalsOf(trx, auth, def.def_key, at)).find((p) => p.userId === leaderId)
      : undefined;
    if (leaderId && !leader) throw new Forbidden(NOT_AN_AGENT);
    const starter = leader ? { id: leader.userId, name: leader.name } : { id: auth.userId, name: actor.name };
    const mainOrg = await dir.mainOrgOf(trx, auth.tenantId, starter.id);
    const inst: InstanceRow = draft ?? {
      id: randomUUID(),
      tenant_id: auth.tenantId,
      def_id: def.id,
      def_key: def.def_key,
      def_name: def.name,
      subject: '',
      status: 'draft',
      starter_id: starter.id,
      starter_name: starter.name,
      starter_org_id: mainOrg?.id ?? null,
      business_key: null,
      state: null,
      version: 0,
      urgent_state: null,
      created_at: at,
      updated_at: at,
      end_at: null,
    };
    inst.subject = body.subject?.trim() || inst.subject || defaultSubject(def.name, starter.name, at);
    if (body.urgentState !== undefined) {
      inst.urgent_state = oneOf(body.urgentState, URGENT_KEYS, 'urgentState');
    }
    // A draft's saved data is the starting point; what the start sends completes or changes it.
    const input = { ...(draft ? await repo.instanceData(trx, draft.id) : {}), ...(body.data ?? {}) };
    if (!draft) await repo.insertInstance(trx, { ...inst, version: 0 });
    else
      await trx
        .updateTable('bpm_instances')
        .set({ subject: inst.subject, urgent_state: inst.urgent_state })
        .where('id', '=', inst.id)
        .execute();

    const startNode = model.start;
    const { data, businessKey } = await storeData(
      trx,
      inst,
      formKeyOf(def, model, startNode),
      startNode,
      model.nodes[startNode]?.name ?? '',
      null,
      input,
      actor,
      model,
      at,
      false,
      serials,
    );
    if (businessKey !== inst.business_key) {
      inst.business_key = businessKey;
      await trx
        .updateTable('bpm_instances')
        .set({ business_key: businessKey })
        .where('id', '=', inst.id)
        .execute();
    }
    const result = await runEngine(
      trx,
      auth.tenantId,
      chosen,
      (assignees) =>
        engine.start(model, { starter: starter.id, variables: data, assignees }, engineContext(at)),
      { model, at },
    );
    const taskIds = await applyResult(trx, inst, null, result, actor, at, model);
    await repo.insertOpinion(trx, {
      tenant_id: auth.tenantId,
      inst_id: inst.id,
      task_id: null,
      node_id: startNode,
      task_name: model.nodes[startNode]?.name || '发起节点',
      auditor_id: auth.userId,
      auditor_name: actor.name,
      qualfied_names: actor.name,
      status: 'start',
      opinion: body.opinion || (leader ? `代 ${leader.name} 发起` : ''),
      files: null,
      task_created_at: at,
      created_at: at,
    });
    await recordSkips(trx, inst, result.skipped, at);
    return { instId: inst.id, taskIds };
  });
}

/** Saves a draft: a new one, or the caller's existing draft (instId). */
export async function saveDraft(db: Db, auth: AuthContext, body: BpmSaveDraftBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, auth);
    const at = now();
    const draft = body.instId ? await myDraft(trx, auth, body.instId) : undefined;
    const def = draft
      ? await loadDefinition(trx, auth.tenantId, draft.def_id)
      : await definitionFor(trx, auth.tenantId, body);
    const subject = body.subject?.trim() || draft?.subject || defaultSubject(def.name, actor.name, at);
    const instId = draft?.id ?? randomUUID();
    if (draft) {
      await trx
        .updateTable('bpm_instances')
        .set({ subject, updated_at: at, version: draft.version + 1 })
        .where('id', '=', instId)
        .execute();
    } else {
      const mainOrg = await dir.mainOrgOf(trx, auth.tenantId, auth.userId);
      await repo.insertInstance(trx, {
        id: instId,
        tenant_id: auth.tenantId,
        def_id: def.id,
        def_key: def.def_key,
        def_name: def.name,
        subject,
        status: 'draft',
        starter_id: auth.userId,
        starter_name: actor.name,
        starter_org_id: mainOrg?.id ?? null,
        business_key: null,
        state: null,
        urgent_state: null,
        created_at: at,
        updated_at: at,
        end_at: null,
      });
    }
    // A draft is not checked against the form: it may be incomplete; the check happens when it is started.
    await repo.saveInstanceData(trx, auth.tenantId, instId, def.form_key, body.data ?? {}, at);
    return instId;
  });
}

export async function removeDraft(db: Db, auth: AuthContext, instId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    assertMember(auth);
    await myDraft(trx, auth, instId);
    await trx.deleteFrom('bpm_instance_data').where('inst_id', '=', instId).execute();
    await trx.deleteFrom('bpm_instances').where('id', '=', instId).where('status', '=', 'draft').execute();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Task operations

interface TaskScope {
  actor: Actor;
  task: TaskRow;
  inst: InstanceRow;
  def: DefinitionRow;
  model: ProcessModel;
  state: InstanceState;
  at: number;
}

/** Loads a pending task the caller may act on, with its instance and model. */
async function taskScope(
  trx: Conn,
  auth: AuthContext,
  taskId: string,
  opts: { mayAct?: boolean } = {},
): Promise<TaskScope> {
  assertMember(auth);
  const task = await repo.findTask(trx, auth.tenantId, taskId);
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  // The assignee's name is on the task already; anyone else's is looked up.
  const actor =
    task.assignee_id === auth.userId && task.assignee_name
      ? { auth, name: task.assignee_name }
      : await actorOf(trx, auth);
  const offered = await repo.isCandidate(trx, task.id, auth.userId);
  if (task.status !== 'pending') {
    // Someone who could have acted learns that it is done; anyone else learns nothing more than "not yours".
    if (task.assignee_id === auth.userId || offered || task.owner_id === auth.userId) throw new Conflict();
    throw new Forbidden(NOT_YOUR_TASK);
  }
  if (opts.mayAct !== false) assertMayAct(auth, task, task.assignee_id === null && offered);
  const inst = await loadInstance(trx, auth.tenantId, task.inst_id);
  if (inst.status !== 'running') throw new Conflict();
  const def = await loadDefinition(trx, auth.tenantId, inst.def_id);
  const state = stateOf(inst);
  if (!state) throw new Conflict();
  return { actor, task, inst, def, model: modelOf(def), state, at: now() };
}

export const NOT_ALLOWED_HERE = '当前节点不允许此操作';

/** A request sent back to its starter (a task on the start event) is resubmitted or withdrawn by ending it. */
const START_TASK_BUTTONS = [
  { alias: 'agree', name: '重新提交' },
  { alias: 'endProcess', name: '终止' },
];

/** The buttons of a node's tasks: its own, else the engine's defaults, else those of a sent-back request. */
export function buttonsOf(model: ProcessModel, nodeId: string): { alias: string; name: string }[] {
  const node = model.nodes[nodeId];
  if (node?.type === 'startEvent') {
    const own = node.settings?.buttons ?? [];
    return own.length > 0 ? own : START_TASK_BUTTONS;
  }
  return engine.taskSettings(model, nodeId).buttons;
}

/**
 * The node's buttons decide which operations its tasks offer (taskDetail shows them); a request for one the
 * node does not offer is refused, however it was crafted. Agree is always offered.
 */
function assertButton(s: Pick<TaskScope, 'model' | 'task'>, ...aliases: string[]): void {
  const buttons = buttonsOf(s.model, s.task.node_id);
  if (!buttons.some((b) => aliases.includes(b.alias))) throw new Forbidden(NOT_ALLOWED_HERE);
}

/** A candidate who acts on an unclaimed task becomes its assignee, so lists and opinions show who did it. */
async function takeTask(trx: Conn, s: Pick<TaskScope, 'task' | 'actor'>): Promise<void> {
  if (s.task.assignee_id === null) {
    await repo.updateTask(trx, s.task.id, { assignee_id: s.actor.auth.userId, assignee_name: s.actor.name });
  }
}

async function opinion(
  trx: Conn,
  s: Pick<TaskScope, 'actor' | 'inst' | 'at'> & { task?: TaskRow | null },
  status: string,
  text: string | undefined,
  files?: string,
) {
  await repo.insertOpinion(trx, {
    tenant_id: s.inst.tenant_id,
    inst_id: s.inst.id,
    task_id: s.task?.id ?? null,
    node_id: s.task?.node_id ?? null,
    task_name: s.task?.name ?? s.inst.def_name,
    auditor_id: s.actor.auth.userId,
    auditor_name: s.actor.name,
    qualfied_names: s.actor.name,
    status,
    opinion: text ?? '',
    files: files ?? null,
    task_created_at: s.task ? Number(s.task.created_at) : null,
    created_at: s.at,
  });
}

export const SKIPPED_TEXT = '发起人所在组织没有上级负责人，自动跳过';

/**
 * The trail of steps passed without an approver (see runEngine): one "skip" row each, in the starter's name, just
 * after the operation's own row.
 */
async function recordSkips(trx: Conn, inst: InstanceRow, skipped: SkippedStep[], at: number) {
  for (const step of skipped) {
    await repo.insertOpinion(trx, {
      tenant_id: inst.tenant_id,
      inst_id: inst.id,
      task_id: null,
      node_id: step.nodeId,
      task_name: step.nodeName || step.nodeId,
      auditor_id: inst.starter_id,
      auditor_name: inst.starter_name,
      qualfied_names: inst.starter_name,
      status: 'skip',
      opinion: SKIPPED_TEXT,
      files: null,
      task_created_at: at,
      created_at: at + 1,
    });
  }
}

function checkFiles(files: string | undefined): void {
  if (!files) return;
  try {
    if (!Array.isArray(JSON.parse(files))) throw new Error();
  } catch {
    throw new BadInput('files 应为 JSON 数组');
  }
}

/** Agree, oppose or abandon a task; the form data of the node is saved in the same transaction. */
export async function completeTask(db: Db, auth: AuthContext, body: BpmCompleteBody): Promise<string[]> {
  checkFiles(body.files);
  const action = oneOf(body.actionName, ['agree', 'oppose', 'abandon'] as const, 'actionName');
  const chosen = parseNodeUsers(body.nodeUsers);
  return db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    if (action !== 'agree') assertButton(s, action);
    await checkChosen(trx, auth.tenantId, chosen);
    let variables = await repo.instanceData(trx, s.inst.id);
    if (body.data) {
      const stored = await storeData(
        trx,
        s.inst,
        formKeyOf(s.def, s.model, s.task.node_id),
        s.task.node_id,
        s.task.name,
        s.task.id,
        body.data,
        s.actor,
        s.model,
        s.at,
      );
      variables = stored.data;
      if (stored.businessKey !== s.inst.business_key) {
        await trx
          .updateTable('bpm_instances')
          .set({ business_key: stored.businessKey })
          .where('id', '=', s.inst.id)
          .execute();
      }
    }
    const result = await runEngine(
      trx,
      auth.tenantId,
      chosen,
      (assignees) =>
        engine.complete(
          s.model,
          s.state,
          { taskId: s.task.engine_task_id, actor: auth.userId, action, variables, assignees },
          engineContext(s.at),
        ),
      { model: s.model, at: s.at },
    );
    const opened = await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await takeTask(trx, s);
    await repo.closeTask(trx, s.task.id, 'completed', s.at);
    await opinion(trx, s, action, body.opinion, body.files);
    await recordSkips(trx, s.inst, result.skipped, s.at);
    return opened;
  });
}

/** The nodes the task can be rejected to (the execution stack's passed nodes). */
export async function rejectTargets(db: Db, auth: AuthContext, taskId: string) {
  const s = await taskScope(db, auth, taskId);
  try {
    return engine.rejectTargets(s.model, s.state, s.task.engine_task_id);
  } catch (e) {
    return engineFailure(e);
  }
}

export async function rejectTask(db: Db, auth: AuthContext, body: BpmRejectBody): Promise<string[]> {
  checkFiles(body.files);
  const mode = body.backHandMode
    ? oneOf(body.backHandMode, ['normal', 'direct'] as const, 'backHandMode')
    : undefined;
  return db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    assertButton(s, ...(body.destination === 'start' ? ['backToStart', 'reject'] : ['reject']));
    const target: RejectTarget =
      body.destination === 'previous' || body.destination === 'start'
        ? body.destination
        : { nodeId: body.destination };
    const result = await runEngine(trx, auth.tenantId, {}, (assignees) =>
      engine.reject(
        s.model,
        s.state,
        {
          taskId: s.task.engine_task_id,
          actor: auth.userId,
          target,
          ...(mode ? { mode } : {}),
          assignees,
        },
        engineContext(s.at),
      ),
    );
    const opened = await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await takeTask(trx, s);
    await repo.finishTask(trx, s.task.id, s.at);
    await opinion(trx, s, body.destination === 'start' ? 'backToStart' : 'reject', body.opinion, body.files);
    return opened;
  });
}

/** Hands the task to another user: transfer (for good) or delegate (the caller stays its owner). */
export async function handOn(
  db: Db,
  auth: AuthContext,
  body: BpmHandOnBody,
  how: 'transfer' | 'delegate',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    if (how === 'transfer') assertButton(s, 'transfer');
    if (body.userId === auth.userId) throw new BadInput('不能转给自己');
    const [to] = await peopleOrFail(trx, auth.tenantId, [body.userId], 'userId');
    let result;
    try {
      result = engine.reassign(
        s.model,
        s.state,
        { taskId: s.task.engine_task_id, users: [to!.id] },
        engineContext(s.at),
      );
    } catch (e) {
      engineFailure(e);
    }
    const ok = await repo.bumpVersion(
      trx,
      s.inst.id,
      s.inst.version,
      { state: JSON.stringify(result.state) },
      s.at,
    );
    if (!ok) throw new Conflict();
    await repo.updateTask(trx, s.task.id, {
      assignee_id: to!.id,
      assignee_name: to!.name,
      kind: how,
      ...(how === 'delegate'
        ? { owner_id: s.task.owner_id ?? auth.userId, owner_name: s.task.owner_name ?? s.actor.name }
        : { owner_id: null, owner_name: null }),
    });
    await repo.replaceCandidates(trx, auth.tenantId, s.task.id, []);
    await opinion(trx, s, how, body.opinion ? `${body.opinion}（${to!.name}）` : `→ ${to!.name}`);
    await sendInnerMessages(trx, {
      tenantId: auth.tenantId,
      senderId: auth.userId,
      senderName: s.actor.name,
      subject: `待办：${s.inst.subject}`,
      content: `${s.actor.name}将「${s.task.name}」${how === 'transfer' ? '转办' : '委托'}给您处理。${body.opinion ?? ''}`,
      type: 'task',
      receiverIds: [to!.id],
      link: `/task/${s.task.id}/0`,
    });
  });
}

/** canLock: whether the caller may claim the task, and whether it is claimed already. */
export async function lockState(db: Db, auth: AuthContext, taskId: string) {
  assertMember(auth);
  const task = await repo.findTask(db, auth.tenantId, taskId);
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  const candidates = await repo.candidatesOf(db, [task.id]);
  const isCand = candidates.some((c) => c.user_id === auth.userId);
  if (!isCand && task.assignee_id !== auth.userId) throw new Forbidden(NOT_YOUR_TASK);
  const claimable = task.status === 'pending' && candidates.length > 1;
  return {
    canLock: claimable && task.assignee_id === null,
    canUnlock: claimable && task.assignee_id === auth.userId,
    lockUser: claimable ? task.assignee_id : null,
    lockUserName: claimable ? task.assignee_name : null,
  };
}

/** Claims (1 已签收) an unclaimed task of the caller's candidates, or gives back (3 已取消签收) their claim. */
export async function lockUnlock(db: Db, auth: AuthContext, taskId: string): Promise<1 | 3> {
  return db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, taskId, { mayAct: false });
    const candidates = await repo.candidatesOf(trx, [s.task.id]);
    if (!candidates.some((c) => c.user_id === auth.userId)) throw new Forbidden(NOT_YOUR_TASK);
    const ok = await repo.bumpVersion(trx, s.inst.id, s.inst.version, {}, s.at);
    if (!ok) throw new Conflict();
    if (s.task.assignee_id === null) {
      await repo.updateTask(trx, s.task.id, { assignee_id: auth.userId, assignee_name: s.actor.name });
      await opinion(trx, s, 'claim', '');
      return 1;
    }
    if (s.task.assignee_id !== auth.userId) throw new Conflict('该任务已被他人签收');
    await repo.updateTask(trx, s.task.id, { assignee_id: null, assignee_name: null });
    await opinion(trx, s, 'unclaim', '');
    return 3;
  });
}

/** Adds signers to the caller's countersign task (before, after or beside the current signers). */
export async function addSigners(db: Db, auth: AuthContext, body: BpmAddSignBody): Promise<string[]> {
  const ids = parseIds(body.userIds, 'userIds');
  const position = oneOf(body.position, ['before', 'after', 'parallel'] as const, 'position');
  return db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    assertButton(s, 'addSign');
    const people = await peopleOrFail(trx, auth.tenantId, ids, 'userIds');
    let result;
    try {
      result = engine.addSigner(
        s.model,
        s.state,
        { taskId: s.task.engine_task_id, actor: auth.userId, users: ids, position },
        engineContext(s.at),
      );
    } catch (e) {
      engineFailure(e);
    }
    const opened = await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await opinion(trx, s, 'addsign', `${body.opinion ?? ''}（${people.map((p) => p.name).join('、')}）`);
    return opened;
  });
}

/** Removes a signer who has not voted yet from the countersign node of the caller's task. */
export async function removeSigner(
  db: Db,
  auth: AuthContext,
  body: { taskId: string; userId: string; opinion?: string | undefined },
) {
  await db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    assertButton(s, 'addSign');
    // Removing the last undecided signer can decide the countersign and enter the next nodes.
    const result = await runEngine(
      trx,
      auth.tenantId,
      {},
      (assignees) =>
        engine.removeSigner(
          s.model,
          s.state,
          { taskId: s.task.engine_task_id, actor: auth.userId, userId: body.userId, assignees },
          engineContext(s.at),
        ),
      { model: s.model, at: s.at },
    );
    await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await opinion(trx, s, 'removesign', body.opinion);
    await recordSkips(trx, s.inst, result.skipped, s.at);
  });
}

/** Ends the instance from the caller's task (终止). */
export async function endProcess(db: Db, auth: AuthContext, taskId: string, text?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, taskId);
    assertButton(s, 'endProcess');
    let result;
    try {
      result = engine.terminate(
        s.model,
        s.state,
        { actor: auth.userId, how: 'terminated' },
        engineContext(s.at),
      );
    } catch (e) {
      engineFailure(e);
    }
    await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await takeTask(trx, s);
    await repo.finishTask(trx, s.task.id, s.at);
    await opinion(trx, s, 'end', text);
  });
}

interface InstScope {
  actor: Actor;
  inst: InstanceRow;
  def: DefinitionRow;
  model: ProcessModel;
  state: InstanceState;
  at: number;
}

async function runningInstance(trx: Conn, auth: AuthContext, instId: string): Promise<InstScope> {
  const actor = await actorOf(trx, auth);
  const inst = await loadInstance(trx, auth.tenantId, instId);
  const def = await loadDefinition(trx, auth.tenantId, inst.def_id);
  const state = stateOf(inst);
  return { actor, inst, def, model: modelOf(def), state: state as InstanceState, at: now() };
}

/**
 * Revoke. With taskId: the approver takes back the step they completed, while the tasks it created are
 * untouched. Without: the starter withdraws the whole request (撤销), while no approver has acted on it.
 */
export async function revoke(db: Db, auth: AuthContext, body: BpmRevokeBody): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const s = await runningInstance(trx, auth, body.instId);
    if (body.taskId) {
      const done = await repo.findTask(trx, auth.tenantId, body.taskId);
      if (!done || done.inst_id !== s.inst.id) throw new NotFound(TASK_NOT_FOUND);
      if (done.assignee_id !== auth.userId) throw new Forbidden('只能撤回自己处理的任务');
      if (s.inst.status !== 'running') throw new BadInput(NOT_RUNNING);
      let result;
      try {
        result = engine.revoke(
          s.model,
          s.state,
          { taskId: done.engine_task_id, actor: auth.userId },
          engineContext(s.at),
        );
      } catch (e) {
        engineFailure(e);
      }
      const opened = await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
      await opinion(trx, { ...s, task: done }, 'revoke', body.opinion);
      return opened;
    }
    assertStarter(auth, s.inst);
    if (s.inst.status !== 'running') throw new BadInput(NOT_RUNNING);
    const acted = await trx
      .selectFrom('bpm_opinions')
      .select('id')
      .where('inst_id', '=', s.inst.id)
      .where('status', 'in', ['agree', 'oppose', 'abandon', 'reject', 'backToStart'])
      .limit(1)
      .executeTakeFirst();
    if (acted) throw new BadInput('流程已有人审批，不能撤销');
    let result;
    try {
      result = engine.terminate(
        s.model,
        s.state,
        { actor: auth.userId, how: 'revoked' },
        engineContext(s.at),
      );
    } catch (e) {
      engineFailure(e);
    }
    await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await opinion(trx, s, 'revoke_instance', body.opinion);
    return [];
  });
}

/** Retrieve (取回): the starter pulls their running request back to the first node, to change and resubmit it. */
export async function retrieve(db: Db, auth: AuthContext, instId: string, text?: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const s = await runningInstance(trx, auth, instId);
    assertStarter(auth, s.inst);
    if (s.inst.status !== 'running') throw new BadInput(NOT_RUNNING);
    const first = s.model.start;
    const open = await repo.openTasksOf(trx, s.inst.id);
    if (open.some((t) => t.node_id === first)) throw new BadInput('流程已在发起节点，无需取回');
    const result = await runEngine(trx, auth.tenantId, { [first]: [auth.userId] }, (assignees) =>
      engine.jump(s.model, s.state, { target: first, actor: auth.userId, assignees }, engineContext(s.at)),
    );
    const opened = await applyResult(trx, s.inst, s.state, result, s.actor, s.at, s.model);
    await opinion(trx, s, 'retrieve', text);
    return opened;
  });
}

/** Urges the current handlers of a running instance: an inner message each, and a record. */
export async function urge(db: Db, auth: AuthContext, instId: string, content?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const s = await runningInstance(trx, auth, instId);
    assertStarter(auth, s.inst);
    if (s.inst.status !== 'running') throw new BadInput(NOT_RUNNING);
    const open = await repo.openTasksOf(trx, s.inst.id);
    const cands = await repo.candidatesOf(
      trx,
      open.map((t) => t.id),
    );
    const receivers = [
      ...new Set([
        ...open.map((t) => t.assignee_id).filter((u): u is string => !!u),
        ...cands.map((c) => c.user_id),
      ]),
    ].filter((u) => u !== auth.userId);
    if (receivers.length === 0) throw new BadInput('当前没有可催办的处理人');
    const text = content?.trim() || `请尽快处理「${s.inst.subject}」`;
    await trx
      .insertInto('bpm_urges')
      .values({
        id: randomUUID(),
        tenant_id: auth.tenantId,
        inst_id: s.inst.id,
        sender_id: auth.userId,
        sender_name: s.actor.name,
        receiver_ids: receivers.join(','),
        content: text,
        created_at: s.at,
      })
      .execute();
    await sendInnerMessages(trx, {
      tenantId: auth.tenantId,
      senderId: auth.userId,
      senderName: s.actor.name,
      subject: `催办：${s.inst.subject}`,
      content: text,
      type: 'urge',
      receiverIds: receivers,
      link: open[0] ? `/task/${open[0].id}/0` : `/inst/${s.inst.id}`,
    });
    await opinion(trx, s, 'urge', text);
    return receivers.length;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Notices: copy-to, communication, inquiry and their replies

const NOTICE_TEXT = {
  copyto: { status: 'copyto', label: '传阅', type: 'copyTo' },
  communicate: { status: 'communicate', label: '沟通', type: 'communicate' },
  inquiry: { status: 'inqu', label: '征询', type: 'inquiry' },
} as const;

async function sendNotices(
  trx: Conn,
  s: InstScope & { task?: TaskRow },
  kind: 'copyto' | 'communicate' | 'inquiry',
  ids: string[],
  text: string | undefined,
): Promise<number> {
  const people = await peopleOrFail(trx, s.inst.tenant_id, ids, 'userIds');
  const receivers = people.filter((p) => p.id !== s.actor.auth.userId);
  if (receivers.length === 0) throw new BadInput('userIds 不能只有自己');
  const rows = await repo.insertNotices(
    trx,
    receivers.map((p) => ({
      tenant_id: s.inst.tenant_id,
      inst_id: s.inst.id,
      task_id: s.task?.id ?? null,
      node_id: s.task?.node_id ?? null,
      kind,
      subject: s.inst.subject,
      sender_id: s.actor.auth.userId,
      sender_name: s.actor.name,
      receiver_id: p.id,
      receiver_name: p.name,
      content: text ?? '',
      status: 'unread' as const,
      reply: null,
      created_at: s.at,
      read_at: null,
      reply_at: null,
    })),
  );
  const t = NOTICE_TEXT[kind];
  for (const row of rows) {
    await sendInnerMessages(trx, {
      tenantId: s.inst.tenant_id,
      senderId: s.actor.auth.userId,
      senderName: s.actor.name,
      subject: `${t.label}：${s.inst.subject}`,
      content: `${s.actor.name}${t.label}给您：${text || s.inst.subject}`,
      type: t.type,
      receiverIds: [row.receiver_id],
      link: `/noticeTask/${row.id}/${kind}`,
    });
  }
  await opinion(trx, s, t.status, `${text ?? ''}（${receivers.map((p) => p.name).join('、')}）`);
  return receivers.length;
}

/** Who may circulate an instance: its starter and anyone involved in it (a flow agent who started it only follows it). */
export async function mayCirculate(
  db: Conn,
  auth: AuthContext,
  inst: Pick<InstanceRow, 'id' | 'starter_id'>,
): Promise<boolean> {
  if (inst.starter_id === auth.userId) return true;
  const involved = await repo.involvement(db, auth.tenantId, inst.id, auth.userId);
  return Boolean(involved.task || involved.notice);
}

/** Copy-to (传阅): anyone involved in the instance may circulate it. */
export async function copyTo(db: Db, auth: AuthContext, body: BpmCopyToBody): Promise<number> {
  const ids = parseIds(body.userIds, 'userIds');
  return db.transaction().execute(async (trx) => {
    const s = await runningInstance(trx, auth, body.instId);
    if (!(await mayCirculate(trx, auth, s.inst))) throw new Forbidden();
    if (s.inst.status === 'draft') throw new BadInput('草稿不能传阅');
    const ok = await repo.bumpVersion(trx, s.inst.id, s.inst.version, {}, s.at);
    if (!ok) throw new Conflict();
    return sendNotices(trx, s, 'copyto', ids, body.opinion);
  });
}

/** Communication (沟通) and inquiry (征询): the task's handler asks others for their view. */
export async function askOthers(
  db: Db,
  auth: AuthContext,
  body: BpmUsersBody,
  kind: 'communicate' | 'inquiry',
): Promise<number> {
  const ids = parseIds(body.userIds, 'userIds');
  return db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    if (kind === 'communicate') assertButton(s, 'commu');
    const ok = await repo.bumpVersion(trx, s.inst.id, s.inst.version, {}, s.at);
    if (!ok) throw new Conflict();
    return sendNotices(trx, s, kind, ids, body.opinion);
  });
}

/** Reply to a copy-to, communication or inquiry addressed to the caller; the reply is written once. */
export async function replyNotice(
  db: Db,
  auth: AuthContext,
  body: BpmReplyBody,
  kind: 'copyto' | 'communicate' | 'inquiry',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, auth);
    const notice = await repo.findNotice(trx, auth.tenantId, body.noticeId);
    if (!notice || notice.kind !== kind) throw new NotFound('通知不存在');
    if (notice.receiver_id !== auth.userId) throw new Forbidden('只有接收人可以回复');
    const at = now();
    const res = await trx
      .updateTable('bpm_notices')
      .set({ status: 'replied', reply: body.opinion, reply_at: at, read_at: notice.read_at ?? at })
      .where('id', '=', notice.id)
      .where('status', '<>', 'replied')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new Conflict('已回复过，不能重复回复');
    const inst = await loadInstance(trx, auth.tenantId, notice.inst_id);
    const status = { copyto: 'copyto_reply', communicate: 'communicate_reply', inquiry: 'inqu_reply' }[kind];
    await opinion(trx, { actor, inst, at, task: null }, status, body.opinion);
    await sendInnerMessages(trx, {
      tenantId: auth.tenantId,
      senderId: auth.userId,
      senderName: actor.name,
      subject: `回复：${inst.subject}`,
      content: `${actor.name}回复：${body.opinion}`,
      type: NOTICE_TEXT[kind].type,
      receiverIds: [notice.sender_id],
      link: `/inst/${inst.id}`,
    });
  });
}

/** Marks a notice addressed to the caller as read (to-read → read). */
export async function readNotice(db: Db, auth: AuthContext, noticeId: string): Promise<void> {
  assertMember(auth);
  const notice = await repo.findNotice(db, auth.tenantId, noticeId);
  if (!notice) throw new NotFound('通知不存在');
  if (notice.receiver_id !== auth.userId) throw new Forbidden();
  await db
    .updateTable('bpm_notices')
    .set({ status: 'read', read_at: now() })
    .where('id', '=', noticeId)
    .where('status', '=', 'unread')
    .execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Small writes

/** Records that the caller opened the instance (isRead of pending opinions, notices to read). */
export async function addReadRecord(db: Db, auth: AuthContext, instId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, auth);
    const inst = await loadInstance(trx, auth.tenantId, instId);
    await assertReader(trx, auth, inst);
    const at = now();
    const updated = await trx
      .updateTable('bpm_read_records')
      .set({ read_at: at })
      .where('inst_id', '=', instId)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('bpm_read_records')
        .values({
          tenant_id: auth.tenantId,
          inst_id: instId,
          user_id: auth.userId,
          user_name: actor.name,
          read_at: at,
        })
        .execute();
    }
    await trx
      .updateTable('bpm_notices')
      .set({ status: 'read', read_at: at })
      .where('inst_id', '=', instId)
      .where('receiver_id', '=', auth.userId)
      .where('status', '=', 'unread')
      .execute();
  });
}

/**
 * Who may read an instance: the starter, anyone who held one of its tasks, a notice receiver, or the flow agent
 * who started it in the starter's name (who may follow it, and nothing more).
 */
export async function assertReader(
  db: Conn,
  auth: AuthContext,
  inst: Pick<InstanceRow, 'id' | 'starter_id'>,
) {
  assertMember(auth);
  if (inst.starter_id === auth.userId) return;
  const i = await repo.involvement(db, auth.tenantId, inst.id, auth.userId);
  if (i.task || i.notice) return;
  if (!(await repo.startedAsAgent(db, auth.tenantId, inst.id, auth.userId))) {
    throw new Forbidden('无权查看该流程');
  }
}

export async function saveFollow(db: Db, auth: AuthContext, instId: string, nodeIds: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inst = await loadInstance(trx, auth.tenantId, instId);
    await assertReader(trx, auth, inst);
    const def = await loadDefinition(trx, auth.tenantId, inst.def_id);
    const model = modelOf(def);
    const ids = [...new Set(nodeIds.split(',').map((n) => n.trim()))].filter(Boolean);
    const unknown = ids.find((n) => !model.nodes[n]);
    if (unknown) throw new BadInput('nodeIds 包含不存在的节点');
    await trx
      .deleteFrom('bpm_follows')
      .where('inst_id', '=', instId)
      .where('user_id', '=', auth.userId)
      .execute();
    await trx
      .insertInto('bpm_follows')
      .values({
        tenant_id: auth.tenantId,
        inst_id: instId,
        user_id: auth.userId,
        node_ids: ids.join(','),
        updated_at: now(),
      })
      .execute();
  });
}

/** The caller (the task's handler) sets when the task is due. */
export async function saveDueTime(
  db: Db,
  auth: AuthContext,
  body: { taskId: string; dueTime: number; remark?: string | undefined },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await taskScope(trx, auth, body.taskId);
    if (body.dueTime <= s.at) throw new BadInput('dueTime 应晚于当前时间');
    const ok = await repo.bumpVersion(trx, s.inst.id, s.inst.version, {}, s.at);
    if (!ok) throw new Conflict();
    await repo.updateTask(trx, s.task.id, { due_time: body.dueTime });
    await trx
      .insertInto('bpm_due_times')
      .values({
        id: randomUUID(),
        tenant_id: auth.tenantId,
        inst_id: s.inst.id,
        task_id: s.task.id,
        due_time: body.dueTime,
        remark: body.remark ?? null,
        user_id: auth.userId,
        user_name: s.actor.name,
        created_at: s.at,
      })
      .execute();
    await opinion(trx, s, 'due_time', body.remark);
  });
}

/** Saves the form data of the caller's task (or of their draft) without completing it. */
export async function saveFormData(
  db: Db,
  auth: AuthContext,
  body: { taskId?: string | undefined; instId?: string | undefined; data: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  return db.transaction().execute(async (trx) => {
    if (body.taskId) {
      const s = await taskScope(trx, auth, body.taskId);
      const ok = await repo.bumpVersion(trx, s.inst.id, s.inst.version, {}, s.at);
      if (!ok) throw new Conflict();
      const stored = await storeData(
        trx,
        s.inst,
        formKeyOf(s.def, s.model, s.task.node_id),
        s.task.node_id,
        s.task.name,
        s.task.id,
        body.data,
        s.actor,
        s.model,
        s.at,
      );
      if (stored.businessKey !== s.inst.business_key) {
        await trx
          .updateTable('bpm_instances')
          .set({ business_key: stored.businessKey })
          .where('id', '=', s.inst.id)
          .execute();
      }
      await opinion(trx, s, 'save_data', '');
      const form = await formOf(trx, auth.tenantId, formKeyOf(s.def, s.model, s.task.node_id));
      return stripHidden(form, stored.data, permissionsAt(s.model, form, s.task.node_id));
    }
    if (!body.instId) throw new BadInput('taskId 与 instId 至少填写一个');
    const draft = await myDraft(trx, auth, body.instId);
    const previous = await repo.instanceData(trx, draft.id);
    const data = { ...previous, ...body.data };
    await repo.saveInstanceData(trx, auth.tenantId, draft.id, null, data, now());
    const def = await loadDefinition(trx, auth.tenantId, draft.def_id);
    const model = modelOf(def);
    const form = await formOf(trx, auth.tenantId, formKeyOf(def, model, model.start));
    return stripHidden(form, data, permissionsAt(model, form, model.start));
  });
}
