import { randomUUID } from 'node:crypto';
import * as engine from '@baton/workflow-engine';
import {
  EngineError,
  fromJson,
  isNeedAssignees,
  type AssigneeMap,
  type Effect,
  type EngineContext,
  type InstanceState,
  type NeedAssignee,
  type OperationOutcome,
  type OperationResult,
  type ProcessModel,
} from '@baton/workflow-engine';
import { BadInput, Forbidden, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import { sendInnerMessages } from '../innermsg/service';
import * as dir from './directory';
import { Conflict, NOT_RUNNING } from './policy';
import * as repo from './repository';
import type { Conn } from './repository';
import type { BpmDefinitionTable, BpmInstanceTable, InstanceStatus } from './tables';

/** A deployed version without its XML, with its parsed model. */
export type DefinitionRow = Omit<BpmDefinitionTable, 'xml' | 'model'> & { processModel: ProcessModel };
export type InstanceRow = Omit<BpmInstanceTable, 'version'> & { version: number };

/** Parsed models by version id; versions never change, so each is parsed once per process. */
const models = new Map<string, ProcessModel>();
const MODEL_CACHE = 1000;

export const modelOf = (def: Pick<DefinitionRow, 'processModel'>): ProcessModel => def.processModel;

export const engineContext = (now: number): EngineContext => ({ now: new Date(now), newId: randomUUID });

export const DEF_NOT_FOUND = '流程定义不存在';
export const INST_NOT_FOUND = '流程实例不存在';
export const TASK_NOT_FOUND = '任务不存在';

/** Engine refusals as the envelope's errors: a vanished task is a lost race, the rest are refused requests. */
export function engineFailure(e: unknown): never {
  if (!(e instanceof EngineError)) throw e;
  switch (e.code) {
    case 'TASK_NOT_FOUND':
      throw new Conflict();
    case 'NOT_RUNNING':
      throw new BadInput(NOT_RUNNING);
    case 'NOT_ASSIGNEE':
      throw new Forbidden('您不是该任务的处理人');
    case 'NOT_REVOCABLE':
      throw new BadInput('后续节点已处理，不能撤回');
    default:
      throw new BadInput(e.message);
  }
}

/** Resolves the directory rules of nodes about to be entered (roles, orgs, posts, the starter's leaders). */
async function resolveNeeds(
  db: Conn,
  tenantId: string,
  needs: NeedAssignee[],
  chosen: AssigneeMap,
  skips?: Set<string>,
): Promise<AssigneeMap> {
  const map: AssigneeMap = {};
  for (const need of needs) {
    const users = [...need.resolved];
    for (const rule of need.rules) {
      if (rule.type === 'role') users.push(...(await dir.membersOfRoles(db, tenantId, rule.values)));
      else if (rule.type === 'org') users.push(...(await dir.membersOfOrgs(db, tenantId, rule.values)));
      else if (rule.type === 'post') users.push(...(await dir.membersOfPosts(db, tenantId, rule.values)));
      else if (rule.type === 'starterOrgMaster' || rule.type === 'starterOrgLeader')
        users.push(...(await dir.starterOrgHead(db, tenantId, need.starter)));
      else if (rule.type === 'chosen') users.push(...(chosen[need.nodeId] ?? []));
    }
    const people = await dir.peopleByIds(db, tenantId, users);
    if (skips && isLeaderStep(need) && people.every((p) => p.id === need.starter)) {
      // Nobody above the starter leads their organisation: the step is passed (see skipLeaderSteps).
      skips.add(need.nodeId);
      map[need.nodeId] = [need.starter];
      continue;
    }
    if (people.length === 0) throw new BadInput(`节点「${need.nodeName || need.nodeId}」没有可用的处理人`);
    map[need.nodeId] = people.map((p) => p.id);
  }
  return map;
}

/** A step whose approver is the head of the starter's organisation (its master or leader). */
const isLeaderStep = (need: NeedAssignee) =>
  need.rules.some((r) => r.type === 'starterOrgMaster' || r.type === 'starterOrgLeader');

/** A step passed without an approver: the node and its name, for the audit trail. */
export interface SkippedStep {
  nodeId: string;
  nodeName: string;
}

/** How to pass steps that have nobody to approve them: the model and the time of the operation. */
export interface SkipContext {
  model: ProcessModel;
  at: number;
}

/** At most this many steps are passed in one operation (a model cannot loop through skipped steps forever). */
const MAX_SKIPS = 50;

/**
 * Runs an engine operation; when it asks for the assignees of the nodes it would enter, resolves them against
 * the directory and runs it once more with them.
 *
 * With a skip context, a "starter's organisation head" step whose head would be nobody but the starter (the
 * starter leads their organisation and nobody is above) is passed: the step's task is agreed on the starter's
 * behalf inside the same operation, so it never reaches a to-do list, and the answer names the skipped steps.
 */
export async function runEngine(
  db: Conn,
  tenantId: string,
  chosen: AssigneeMap,
  op: (assignees: AssigneeMap) => OperationOutcome,
  skip?: SkipContext,
): Promise<OperationResult & { skipped: SkippedStep[] }> {
  const skips = skip ? new Set<string>() : undefined;
  const resolving = async (run: (assignees: AssigneeMap) => OperationOutcome): Promise<OperationResult> => {
    let outcome = run(chosen);
    if (isNeedAssignees(outcome)) {
      const resolved = await resolveNeeds(db, tenantId, outcome.needAssignees, chosen, skips);
      outcome = run({ ...chosen, ...resolved });
      if (isNeedAssignees(outcome)) {
        const names = outcome.needAssignees.map((n) => n.nodeName || n.nodeId).join('、');
        throw new BadInput(`节点「${names}」没有可用的处理人`);
      }
    }
    return outcome;
  };
  try {
    let result = await resolving(op);
    const skipped: SkippedStep[] = [];
    if (!skip || !skips) return { ...result, skipped };
    for (let i = 0; i < MAX_SKIPS; i++) {
      const created = result.effects.find(
        (e): e is Extract<typeof e, { type: 'createTask' }> =>
          e.type === 'createTask' && skips.has(e.task.nodeId),
      );
      if (!created) break;
      const task = created.task;
      const actor = task.assignees[0]!;
      const state = result.state;
      const next = await resolving((assignees) =>
        engine.complete(
          skip.model,
          state,
          { taskId: task.id, actor, action: 'agree', assignees },
          engineContext(skip.at),
        ),
      );
      // The passed task never existed for anyone: neither its opening nor its closing is written.
      const drop = (e: Effect) =>
        (e.type === 'createTask' && e.task.id === task.id) ||
        (e.type === 'closeTask' && e.taskId === task.id);
      result = { state: next.state, effects: [...result.effects, ...next.effects].filter((e) => !drop(e)) };
      skipped.push({ nodeId: task.nodeId, nodeName: created.nodeName });
    }
    return { ...result, skipped };
  } catch (e) {
    return engineFailure(e);
  }
}

const STATUS_OF: Record<InstanceState['status'], InstanceStatus> = {
  running: 'running',
  ended: 'end',
  terminated: 'manualend',
  revoked: 'revoked',
};

export interface Actor {
  auth: AuthContext;
  name: string;
}

/**
 * Writes an engine result: raises the instance's version (first, so a racing writer fails before writing
 * anything), stores the state, opens and closes task rows, records the execution stack, and writes an inner
 * message for the receivers of every new task. Answers the ids of the tasks it opened.
 */
export async function applyResult(
  db: Conn,
  inst: InstanceRow,
  before: InstanceState | null,
  result: OperationResult,
  actor: Actor,
  now: number,
  model: ProcessModel,
): Promise<string[]> {
  const status = STATUS_OF[result.state.status];
  const ok = await repo.bumpVersion(
    db,
    inst.id,
    inst.version,
    {
      state: JSON.stringify(result.state),
      status,
      end_at: status === 'running' ? null : now,
    },
    now,
  );
  if (!ok) throw new Conflict();
  inst.version += 1;
  inst.status = status;

  const opened: string[] = [];
  const tenantId = inst.tenant_id;
  for (const effect of result.effects) {
    if (effect.type === 'closeTask') {
      // A completed task is done; the rest (a decided countersign's other signers, tasks withdrawn by a reject,
      // revoke, jump or end) are cancelled, and the operation marks its own task done itself (finishTask).
      await repo.closeTask(db, effect.taskId, effect.reason === 'completed' ? 'completed' : 'cancelled', now);
    }
  }
  const creates = result.effects.filter((e) => e.type === 'createTask');
  if (creates.length > 0) {
    const people = new Map(
      (
        await dir.peopleByIds(
          db,
          tenantId,
          creates.flatMap((c) => c.task.assignees),
        )
      ).map((p) => [p.id, p.name]),
    );
    const rows = [];
    const candidates = [];
    for (const { task, nodeName } of creates) {
      const assignees = task.assignees.filter((u) => people.has(u));
      const single = assignees.length === 1 ? assignees[0]! : null;
      const settings = model.nodes[task.nodeId]?.settings;
      rows.push({
        id: task.id,
        tenant_id: tenantId,
        inst_id: inst.id,
        engine_task_id: task.id,
        node_id: task.nodeId,
        name: nodeName || task.nodeId,
        subject: inst.subject,
        def_id: inst.def_id,
        def_key: inst.def_key,
        def_name: inst.def_name,
        starter_id: inst.starter_id,
        starter_name: inst.starter_name,
        status: 'pending' as const,
        kind: 'normal' as const,
        assignee_id: single,
        assignee_name: single ? (people.get(single) ?? null) : null,
        owner_id: null,
        owner_name: null,
        claim_required: !single && settings?.buttons.some((b) => b.alias === 'lockUnlock') ? 1 : 0,
        due_time: task.dueAt ? Date.parse(task.dueAt) : null,
        created_at: now,
        completed_at: null,
      });
      if (!single) {
        for (const u of assignees) {
          candidates.push({
            task_id: task.id,
            tenant_id: tenantId,
            user_id: u,
            user_name: people.get(u) ?? '',
          });
        }
      }
      opened.push(task.id);
      await sendInnerMessages(db, {
        tenantId,
        senderId: actor.auth.userId,
        senderName: actor.name,
        subject: `待办：${inst.subject}`,
        content: `${inst.starter_name}发起的「${inst.def_name}」已到「${nodeName || task.nodeId}」，请您处理。`,
        type: 'task',
        receiverIds: assignees,
        link: `/task/${task.id}/0`,
      });
    }
    await repo.insertTasks(db, rows, candidates);
  }

  for (const effect of result.effects) {
    if (effect.type === 'notice' && effect.kind === 'rejected') {
      await sendInnerMessages(db, {
        tenantId,
        senderId: actor.auth.userId,
        senderName: actor.name,
        subject: `驳回：${inst.subject}`,
        content: `「${inst.def_name}」被${actor.name}驳回，请您重新处理。`,
        type: 'task',
        receiverIds: effect.users,
        // The request's screen opens on the receiver's task there, so 立即处理 leads to it.
        link: `/inst/${inst.id}`,
      });
    }
  }

  const known = new Set((before?.stack ?? []).map((s) => s.id));
  const fresh = result.state.stack.filter((s) => !known.has(s.id));
  if (fresh.length > 0) {
    const actors = fresh.flatMap((s) => s.actors);
    const names = actors.every((u) => u === actor.auth.userId)
      ? new Map([[actor.auth.userId, actor.name]])
      : await dir.namesOf(db, tenantId, actors);
    await repo.insertStack(
      db,
      fresh.flatMap((s) =>
        s.actors.map((u, i) => ({
          tenant_id: tenantId,
          inst_id: inst.id,
          node_id: s.nodeId,
          node_name: model.nodes[s.nodeId]?.name ?? s.nodeId,
          task_id: s.taskIds[i] ?? s.taskIds[0] ?? null,
          user_id: u,
          user_name: names.get(u) ?? '',
          action: 'complete',
          created_at: now,
        })),
      ),
    );
  }
  return opened;
}

export async function loadInstance(db: Conn, tenantId: string, instId: string): Promise<InstanceRow> {
  const inst = await repo.findInstance(db, tenantId, instId);
  if (!inst) throw new NotFound(INST_NOT_FOUND);
  return { ...inst, version: Number(inst.version) };
}

const META_COLUMNS = [
  'id',
  'tenant_id',
  'def_key',
  'name',
  'version',
  'is_main',
  'category_id',
  'description',
  'icon',
  'form_key',
  'status',
  'created_by',
  'created_at',
] as const;

/**
 * A deployed version of the tenant by id, or the main version of a key, with its parsed model (the XML, large
 * and only needed by the flow image, is left in the database).
 */
export async function findDefinitionMeta(
  db: Conn,
  tenantId: string,
  by: { id?: string | undefined; key?: string | undefined },
): Promise<DefinitionRow | undefined> {
  let q = db.selectFrom('bpm_definitions').select(META_COLUMNS).where('tenant_id', '=', tenantId);
  if (by.id) q = q.where('id', '=', by.id);
  else if (by.key) q = q.where('def_key', '=', by.key).where('is_main', '=', 1);
  else return undefined;
  const meta = await q.executeTakeFirst();
  if (!meta) return undefined;
  let model = models.get(meta.id);
  if (!model) {
    const row = await db
      .selectFrom('bpm_definitions')
      .select('model')
      .where('id', '=', meta.id)
      .executeTakeFirstOrThrow();
    model = fromJson(row.model);
    if (models.size >= MODEL_CACHE) models.delete(models.keys().next().value!);
    models.set(meta.id, model);
  }
  return { ...meta, processModel: model };
}

export async function loadDefinition(db: Conn, tenantId: string, defId: string): Promise<DefinitionRow> {
  const def = await findDefinitionMeta(db, tenantId, { id: defId });
  if (!def) throw new NotFound(DEF_NOT_FOUND);
  return def;
}

export const stateOf = (inst: Pick<InstanceRow, 'state'>): InstanceState | null =>
  inst.state ? (JSON.parse(inst.state) as InstanceState) : null;
