import { EngineError } from './errors';
import { evaluateCondition, evaluateFeel } from './feel';
import { canArriveAtJoin, canReach, isJoin, precedes, reachableAvoiding, scopeChain } from './graph';
import { parseDuration } from './duration';
import type {
  AddSignerCommand,
  AssigneeMap,
  AssigneeRule,
  CloseReason,
  CompleteCommand,
  CountersignRule,
  Effect,
  EngineContext,
  InstanceState,
  JumpCommand,
  NeedAssignee,
  NeedAssigneesResult,
  NodeModel,
  OperationOutcome,
  OperationResult,
  ProcessModel,
  ReassignCommand,
  RejectCommand,
  RejectMode,
  RejectTarget,
  RemoveSignerCommand,
  RevokeCommand,
  Signer,
  StackEntry,
  StartCommand,
  Task,
  TerminateCommand,
  Token,
  Vote,
} from './types';

export const isNeedAssignees = (o: OperationOutcome): o is NeedAssigneesResult => 'needAssignees' in o;

interface Arrival {
  nodeId: string;
  via: string | null;
  parent: string | null;
  after: string[];
}

/** One operation in progress: a private working copy of the state plus what it produced. */
interface Run {
  model: ProcessModel;
  s: InstanceState;
  ctx: EngineContext;
  given: AssigneeMap | undefined;
  effects: Effect[];
  missing: Map<string, NeedAssignee>;
  /** Stack entry of the completion driving this operation; stamped on the tokens and tasks it creates. */
  cause: string | null;
  queue: Arrival[];
  /** Join arrivals removed by a jump, reused when the same arrival is restored. */
  dropped: Token[];
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
/** A command value for a message; commands come from outside and may be anything. */
const show = (v: unknown) => (typeof v === 'string' ? v : typeof v);
const unique = (xs: string[]) => [...new Set(xs)];
const label = (n: NodeModel) => (n.name ? `${n.name} (${n.id})` : n.id);

function begin(model: ProcessModel, state: InstanceState, ctx: EngineContext, given?: AssigneeMap): Run {
  if (state.status !== 'running') throw new EngineError('NOT_RUNNING', '流程实例已结束');
  return {
    model,
    s: clone(state),
    ctx,
    given,
    effects: [],
    missing: new Map(),
    cause: null,
    queue: [],
    dropped: [],
  };
}

function finish(run: Run): OperationOutcome {
  settle(run);
  if (run.missing.size > 0) return { needAssignees: [...run.missing.values()] };
  run.s.version += 1;
  return { state: run.s, effects: run.effects };
}

function finishResult(run: Run): OperationResult {
  const out = finish(run);
  if (isNeedAssignees(out)) {
    const n = out.needAssignees[0]!;
    throw new EngineError('NO_ASSIGNEE', `节点 ${n.nodeName || n.nodeId} 需要指定处理人`, n.nodeId);
  }
  return out;
}

function mergeVariables(run: Run, variables: Record<string, unknown> | undefined) {
  if (variables === undefined) return;
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) {
    throw new EngineError('BAD_COMMAND', '流程变量必须是对象');
  }
  for (const [k, v] of Object.entries(clone(variables))) {
    if (k !== '__proto__') run.s.variables[k] = v;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens, tasks, stack

function visit(run: Run, nodeId: string) {
  if (!run.s.visited.includes(nodeId)) run.s.visited.push(nodeId);
}

function newToken(run: Run, t: Omit<Token, 'id' | 'cause'>): Token {
  const token: Token = { id: run.ctx.newId(), cause: run.cause, ...t };
  run.s.tokens.push(token);
  return token;
}

const tokenById = (run: Run, id: string) => run.s.tokens.find((t) => t.id === id);

function createTask(run: Run, token: Token, node: NodeModel, assignees: string[]): Task {
  const task: Task = {
    id: run.ctx.newId(),
    nodeId: node.id,
    tokenId: token.id,
    assignees: [...assignees],
    createdAt: run.ctx.now.toISOString(),
    cause: run.cause,
  };
  const due = node.settings?.dueTime ? parseDuration(node.settings.dueTime) : null;
  if (due) task.dueAt = new Date(run.ctx.now.getTime() + due).toISOString();
  run.s.tasks.push(task);
  const effect: Effect = { type: 'createTask', task: clone(task), nodeName: node.name };
  if (node.settings?.formKey) effect.formKey = node.settings.formKey;
  run.effects.push(effect);
  return task;
}

function closeTask(run: Run, task: Task, reason: CloseReason, by?: string, vote?: Vote) {
  run.s.tasks = run.s.tasks.filter((t) => t.id !== task.id);
  const effect: Effect = { type: 'closeTask', taskId: task.id, nodeId: task.nodeId, reason };
  if (by !== undefined) effect.by = by;
  if (vote !== undefined) effect.vote = vote;
  run.effects.push(effect);
}

/** Removes a token, everything inside it (sub-process scope) and their open tasks. */
function removeTokenTree(run: Run, token: Token, reason: CloseReason, by?: string) {
  const doomed = new Set([token.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of run.s.tokens) {
      if (t.parent !== null && doomed.has(t.parent) && !doomed.has(t.id)) {
        doomed.add(t.id);
        grew = true;
      }
    }
  }
  for (const task of run.s.tasks.filter((t) => doomed.has(t.tokenId))) closeTask(run, task, reason, by);
  for (const t of run.s.tokens) if (doomed.has(t.id) && t.kind === 'waiting') run.dropped.push(t);
  run.s.tokens = run.s.tokens.filter((t) => !doomed.has(t.id));
}

function pushEntry(run: Run, nodeId: string, actors: string[], taskIds: string[], parents: string[]): string {
  const entry: StackEntry = {
    id: run.ctx.newId(),
    nodeId,
    actors: unique(actors),
    taskIds,
    parents: [...parents],
    at: run.ctx.now.toISOString(),
  };
  run.s.stack.push(entry);
  run.cause = entry.id;
  return entry.id;
}

function findTask(run: Run, taskId: string, actor?: string): { task: Task; token: Token; node: NodeModel } {
  const task = run.s.tasks.find((t) => t.id === taskId);
  if (!task) throw new EngineError('TASK_NOT_FOUND', '任务不存在或已处理');
  if (actor !== undefined && !task.assignees.includes(actor)) {
    throw new EngineError('NOT_ASSIGNEE', '您不是该任务的处理人', task.nodeId);
  }
  return { task, token: tokenById(run, task.tokenId)!, node: run.model.nodes[task.nodeId]! };
}

// ---------------------------------------------------------------------------------------------------------------
// Assignees

const PURE_RULES = new Set<AssigneeRule['type']>(['users', 'starter', 'feel']);

/** Users of a node, or null when the caller must resolve them (recorded in run.missing). */
function resolveAssignees(run: Run, node: NodeModel): string[] | null {
  if (node.type === 'startEvent') return [run.s.starter];
  const given =
    run.given && typeof run.given === 'object' && Object.hasOwn(run.given, node.id)
      ? run.given[node.id]
      : undefined;
  if (given !== undefined) {
    const users = Array.isArray(given) ? unique(given.filter((u) => typeof u === 'string' && u !== '')) : [];
    if (users.length === 0) throw new EngineError('NO_ASSIGNEE', `节点 ${label(node)} 没有处理人`, node.id);
    return users;
  }
  const resolved: string[] = [];
  const rules: AssigneeRule[] = [];
  for (const rule of node.settings?.assignees ?? []) {
    if (rule.type === 'users') resolved.push(...rule.values);
    else if (rule.type === 'starter') resolved.push(run.s.starter);
    else if (rule.type === 'feel') resolved.push(...feelUsers(run, node, rule.expression));
    else if (!PURE_RULES.has(rule.type)) rules.push(rule);
  }
  if (rules.length > 0) {
    run.missing.set(node.id, {
      nodeId: node.id,
      nodeName: node.name,
      rules,
      resolved: unique(resolved),
      starter: run.s.starter,
    });
    return null;
  }
  if (resolved.length === 0) throw new EngineError('NO_ASSIGNEE', `节点 ${label(node)} 没有处理人`, node.id);
  return unique(resolved);
}

function feelUsers(run: Run, node: NodeModel, expression: string): string[] {
  const value = evaluateFeel(expression, run.s.variables, node.id);
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((u) => typeof u === 'string' || typeof u === 'number')) {
    throw new EngineError('CONDITION_ERROR', `人员表达式的结果不是用户: ${expression}`, node.id);
  }
  return list.map(String);
}

// ---------------------------------------------------------------------------------------------------------------
// Moving tokens

function settle(run: Run) {
  for (;;) {
    while (run.queue.length > 0 && run.s.status === 'running') {
      const a = run.queue.shift()!;
      if (a.parent !== null && !tokenById(run, a.parent)) continue;
      arrive(run, a);
    }
    if (run.s.status !== 'running') return;
    if (!completeScopes(run) && !fireInclusiveJoins(run)) break;
  }
  if (run.s.tokens.length === 0) endInstance(run, 'ended', 'completed');
}

function endInstance(
  run: Run,
  status: InstanceState['status'],
  how: 'completed' | 'terminateEnd' | 'terminated' | 'revoked',
) {
  run.s.status = status;
  run.s.endedAt = run.ctx.now.toISOString();
  run.queue = [];
  run.effects.push({ type: 'instanceEnded', how });
}

/** A sub-process whose inner tokens are all gone leaves along its outgoing flow. */
function completeScopes(run: Run): boolean {
  for (const scope of run.s.tokens.filter((t) => t.kind === 'scope')) {
    if (run.s.tokens.some((t) => t.parent === scope.id)) continue;
    run.s.tokens = run.s.tokens.filter((t) => t.id !== scope.id);
    const node = run.model.nodes[scope.nodeId]!;
    follow(run, node.outgoing[0]!, scope.parent, scope.ended ?? scope.after);
    return true;
  }
  return false;
}

/** A true OR-join: it fires once no other token of its scope can still reach it. */
function fireInclusiveJoins(run: Run): boolean {
  for (const w of run.s.tokens.filter((t) => t.kind === 'waiting')) {
    const node = run.model.nodes[w.nodeId]!;
    if (node.type !== 'inclusiveGateway') continue;
    if (canStillArrive(run, node.id, w.parent)) continue;
    const consumed = consumeArrivals(run, node, w.parent, false)!;
    forkInclusive(run, node, w.parent, mergeAfter(consumed));
    return true;
  }
  return false;
}

/** The ancestor of a token (or the token) that lives directly in scope instance `scope`. */
function representative(run: Run, token: Token, scope: string | null): Token | null {
  let t: Token | undefined = token;
  while (t && t.parent !== scope) t = t.parent === null ? undefined : tokenById(run, t.parent);
  return t ?? null;
}

function canStillArrive(run: Run, joinId: string, scope: string | null): boolean {
  for (const t of run.s.tokens) {
    if (t.kind === 'waiting' && t.nodeId === joinId && t.parent === scope) continue;
    const rep = representative(run, t, scope);
    if (rep && canArriveAtJoin(run.model, rep.nodeId, joinId)) return true;
  }
  return false;
}

/** Takes one waiting token per incoming flow; with `all`, only when every incoming flow has one. */
function consumeArrivals(run: Run, node: NodeModel, scope: string | null, all: boolean): Token[] | null {
  const waiting = run.s.tokens.filter(
    (t) => t.kind === 'waiting' && t.nodeId === node.id && t.parent === scope,
  );
  const taken: Token[] = [];
  for (const f of node.incoming) {
    const t = waiting.find((w) => w.via === f);
    if (t) taken.push(t);
    else if (all) return null;
  }
  const ids = new Set(taken.map((t) => t.id));
  run.s.tokens = run.s.tokens.filter((t) => !ids.has(t.id));
  return taken;
}

const mergeAfter = (tokens: Token[]) => unique(tokens.flatMap((t) => t.after));

function follow(run: Run, flowId: string, parent: string | null, after: string[]) {
  run.queue.push({ nodeId: run.model.flows[flowId]!.target, via: flowId, parent, after });
}

function arrive(run: Run, a: Arrival) {
  const node = run.model.nodes[a.nodeId]!;
  visit(run, node.id);
  switch (node.type) {
    case 'endEvent': {
      const scope = a.parent === null ? undefined : tokenById(run, a.parent);
      if (scope) scope.ended = unique([...(scope.ended ?? []), ...a.after]);
      if (node.terminate) terminateScope(run, a.parent);
      return;
    }
    case 'startEvent':
      follow(run, node.outgoing[0]!, a.parent, a.after);
      return;
    case 'userTask':
      enterUserTask(run, node, a.parent, a.after, resolveAssignees(run, node));
      return;
    case 'subProcess': {
      const scope = newToken(run, { nodeId: node.id, kind: 'scope', parent: a.parent, after: a.after });
      run.queue.push({ nodeId: node.start!, via: null, parent: scope.id, after: a.after });
      return;
    }
    case 'exclusiveGateway':
      follow(run, chooseExclusive(run, node), a.parent, a.after);
      return;
    case 'parallelGateway':
    case 'inclusiveGateway': {
      if (isJoin(node)) {
        newToken(run, {
          nodeId: node.id,
          kind: 'waiting',
          parent: a.parent,
          via: a.via ?? undefined,
          after: a.after,
        });
        if (node.type === 'parallelGateway') {
          const consumed = consumeArrivals(run, node, a.parent, true);
          if (consumed) for (const f of node.outgoing) follow(run, f, a.parent, mergeAfter(consumed));
        }
        return;
      }
      if (node.type === 'parallelGateway') for (const f of node.outgoing) follow(run, f, a.parent, a.after);
      else forkInclusive(run, node, a.parent, a.after);
      return;
    }
  }
}

function chooseExclusive(run: Run, node: NodeModel): string {
  for (const f of node.outgoing) {
    if (f === node.defaultFlow) continue;
    const cond = run.model.flows[f]!.condition;
    if (cond === undefined || evaluateCondition(cond, run.s.variables, node.id)) return f;
  }
  if (node.defaultFlow) return node.defaultFlow;
  throw new EngineError('NO_PATH', `网关 ${label(node)} 没有满足条件的出口，也没有默认出口`, node.id);
}

function forkInclusive(run: Run, node: NodeModel, parent: string | null, after: string[]) {
  const taken = node.outgoing.filter((f) => {
    if (f === node.defaultFlow) return false;
    const cond = run.model.flows[f]!.condition;
    return cond === undefined || evaluateCondition(cond, run.s.variables, node.id);
  });
  if (taken.length === 0 && node.defaultFlow) taken.push(node.defaultFlow);
  if (taken.length === 0) {
    throw new EngineError('NO_PATH', `网关 ${label(node)} 没有满足条件的出口，也没有默认出口`, node.id);
  }
  for (const f of taken) follow(run, f, parent, after);
}

function terminateScope(run: Run, scope: string | null) {
  if (scope === null) {
    for (const task of [...run.s.tasks]) closeTask(run, task, 'ended');
    run.s.tokens = [];
    endInstance(run, 'ended', 'terminateEnd');
    return;
  }
  for (const t of run.s.tokens.filter((x) => x.parent === scope)) removeTokenTree(run, t, 'ended');
  run.queue = run.queue.filter((a) => a.parent !== scope);
}

interface EnterOptions {
  returnTo?: string;
  returnAssignees?: string[];
}

function enterUserTask(
  run: Run,
  node: NodeModel,
  parent: string | null,
  after: string[],
  users: string[] | null,
  opts: EnterOptions = {},
): Token {
  const token = newToken(run, { nodeId: node.id, kind: 'active', parent, after, ...opts });
  if (users === null) return token;
  if (node.multiInstance) {
    token.signers = users.map((userId) => ({ userId, status: 'pending' }));
    activateSigners(run, token, node);
  } else {
    createTask(run, token, node, users);
  }
  return token;
}

/** Opens the next signer (sequential) or every waiting signer (parallel) once nobody is signing. */
function activateSigners(run: Run, token: Token, node: NodeModel) {
  const signers = token.signers!;
  if (signers.some((s) => s.status === 'active')) return;
  const pending = signers.filter((s) => s.status === 'pending');
  for (const s of node.multiInstance!.sequential ? pending.slice(0, 1) : pending) {
    s.status = 'active';
    s.taskId = createTask(run, token, node, [s.userId]).id;
  }
}

/** Leaves a completed user task (or start task) along its path, or straight back after a direct reject. */
function leave(run: Run, token: Token, entryId: string) {
  if (token.returnTo) {
    jumpTo(run, token.returnTo, token, { after: [entryId], users: token.returnAssignees ?? null }, 'jumped');
    return;
  }
  run.s.tokens = run.s.tokens.filter((t) => t.id !== token.id);
  const node = run.model.nodes[token.nodeId]!;
  follow(run, node.outgoing[0]!, token.parent, [entryId]);
}

interface JumpOptions extends EnterOptions {
  after: string[];
  /**
   * Withdraw the tokens that descend from this stack entry (the target's last passage: what followed it is
   * undone), '*' every token of the scope; without it, tokens before or after the target on the graph.
   */
  withdraw?: string;
  /** A jump asked for by a user: the target must lie on the source's paths. */
  onPath?: boolean;
  /** Users for the target; null: resolve from the node's rules. */
  users: string[] | null;
}

/**
 * Moves execution to a user task (or the start). With a source token, the target must lie on the source's paths
 * (before or after it); tokens of the target's scope that followed the target's last passage (`withdraw`), or
 * else lie before or after it, are withdrawn (their tasks close with `reason`); tokens on parallel paths beside it
 * stay. Without a source every token is withdrawn.
 * Parallel joins downstream get the arrivals of the branches that will not run again, so the path being redone
 * can join them.
 */
function jumpTo(
  run: Run,
  targetId: string,
  source: Token | null,
  opts: JumpOptions,
  reason: CloseReason,
  by?: string,
) {
  const target = run.model.nodes[targetId];
  if (!target || !(target.type === 'userTask' || (target.type === 'startEvent' && target.scope === null))) {
    throw new EngineError('INVALID_TARGET', `不能跳转到节点 ${targetId}`, targetId);
  }
  const chain = scopeChain(run.model, targetId);
  const sourceScopes: Token[] = [];
  for (let t = source; t && t.parent !== null;) {
    t = tokenById(run, t.parent) ?? null;
    if (t) sourceScopes.unshift(t);
  }
  let level = 0;
  let anchor: string | null = null;
  while (
    level < sourceScopes.length &&
    level + 1 < chain.length &&
    sourceScopes[level]!.nodeId === chain[level + 1]
  ) {
    anchor = sourceScopes[level]!.id;
    level += 1;
  }
  const x = level + 1 < chain.length ? chain[level + 1]! : targetId;
  const sourceLine = new Set<string>();
  for (let t = source; t; t = t.parent === null ? null : (tokenById(run, t.parent) ?? null))
    sourceLine.add(t.id);
  const related = (t: Token) =>
    t.nodeId === x || canReach(run.model, t.nodeId, x) || canReach(run.model, x, t.nodeId);
  const own = source ? run.s.tokens.find((t) => t.parent === anchor && sourceLine.has(t.id)) : undefined;
  if (own && opts.onPath && opts.withdraw === undefined && !related(own)) {
    throw new EngineError('INVALID_TARGET', `节点 ${label(target)} 不在当前任务的路径上`, own.nodeId);
  }
  const followed = (t: Token): boolean => {
    if (opts.withdraw === '*') return true;
    if (opts.withdraw === undefined) return related(t);
    const inner = run.s.tokens.filter((c) => c.parent === t.id);
    if (t.kind !== 'scope' && t.after.length === 0) return related(t);
    return (
      (t.kind !== 'scope' &&
        entriesBehind(run.s.stack, t.cause === null ? t.after : [t.cause, ...t.after]).some(
          (e) => e.id === opts.withdraw,
        )) ||
      inner.some(followed)
    );
  };
  for (const t of run.s.tokens.filter((tok) => tok.parent === anchor)) {
    if (!source || sourceLine.has(t.id) || followed(t)) {
      if (tokenById(run, t.id))
        removeTokenTree(run, t, reason, sourceLine.has(t.id) || !source ? by : undefined);
    }
  }
  let parent = anchor;
  const placed: { node: string; scope: string | null }[] = [];
  for (let j = level + 1; j < chain.length; j++) {
    const scopeNode = chain[j]!;
    visit(run, scopeNode);
    placed.unshift({ node: scopeNode, scope: parent });
    parent = newToken(run, { nodeId: scopeNode, kind: 'scope', parent, after: opts.after }).id;
  }
  placed.unshift({ node: targetId, scope: parent });
  visit(run, targetId);
  const users = opts.users ?? resolveAssignees(run, target);
  const enter: EnterOptions = {};
  if (opts.returnTo) enter.returnTo = opts.returnTo;
  if (opts.returnAssignees) enter.returnAssignees = opts.returnAssignees;
  enterUserTask(run, target, parent, opts.after, users, enter);
  const history = source ? entriesBehind(run.s.stack, source.after) : [];
  for (const p of placed) restoreJoinArrivals(run, p.node, p.scope, history);
}

/** `history`: stack entries behind the token that jumped, nearest first; a restored arrival continues its path. */
function restoreJoinArrivals(run: Run, from: string, scope: string | null, history: StackEntry[]) {
  const { model } = run;
  const scopeId = model.nodes[from]!.scope;
  for (const join of Object.values(model.nodes)) {
    if (join.scope !== scopeId || join.type !== 'parallelGateway' || !isJoin(join)) continue;
    if (!canReach(model, from, join.id)) continue;
    for (const f of join.incoming) {
      const src = model.flows[f]!.source;
      if (src === from || reachableAvoiding(model, from, join.id).has(src)) continue;
      const here = (t: Token) =>
        t.kind === 'waiting' && t.nodeId === join.id && t.parent === scope && t.via === f;
      if (run.s.tokens.some(here)) continue;
      const live = run.s.tokens.some((t) => {
        const rep = representative(run, t, scope);
        return rep !== null && (rep.nodeId === src || reachableAvoiding(model, rep.nodeId, join.id).has(src));
      });
      if (live) continue;
      const before = run.dropped.find(here);
      const behind = history.find((e) => {
        const n = model.nodes[e.nodeId];
        return n !== undefined && n.scope === scopeId && (e.nodeId === src || canReach(model, e.nodeId, src));
      });
      const after = before?.after ?? (behind ? [behind.id] : []);
      newToken(run, { nodeId: join.id, kind: 'waiting', parent: scope, via: f, after });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Countersign

function decide(rule: CountersignRule, signers: Signer[]): 'pass' | 'fail' | null {
  const n = signers.length;
  const agree = signers.filter((s) => s.vote === 'agree').length;
  const open = signers.filter((s) => s.status !== 'done').length;
  const need =
    rule.pass === 'all'
      ? n
      : rule.pass === 'any'
        ? 1
        : rule.pass === 'count'
          ? Math.min(rule.value ?? 1, n)
          : Math.ceil((n * (rule.value ?? 100)) / 100 - 1e-9);
  if (rule.waitAll && open > 0) return null;
  if (agree >= need) return 'pass';
  if (agree + open < need) return 'fail';
  return null;
}

/** After a vote or a signer change: decide the node when the outcome is certain, else open the next signers. */
function afterVote(run: Run, token: Token, node: NodeModel) {
  const rule = node.settings!.countersign!;
  const signers = token.signers!;
  const outcome = decide(rule, signers);
  if (outcome === null) {
    activateSigners(run, token, node);
    return;
  }
  for (const task of run.s.tasks.filter((t) => t.tokenId === token.id)) closeTask(run, task, 'decided');
  const voted = signers.filter((s) => s.status === 'done');
  const entryId = pushEntry(
    run,
    node.id,
    voted.map((s) => s.userId),
    voted.map((s) => s.taskId!).filter(Boolean),
    token.after,
  );
  run.s.variables[`${node.id}_passed`] = outcome === 'pass';
  run.effects.push({
    type: 'notice',
    kind: outcome === 'pass' ? 'countersignPassed' : 'countersignFailed',
    nodeId: node.id,
    users: unique(signers.map((s) => s.userId)),
  });
  if (outcome === 'pass' || rule.onFail === 'continue') {
    leave(run, token, entryId);
    return;
  }
  rejectFrom(run, token, rule.onFail === 'rejectStart' ? 'start' : 'previous', 'normal', undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Reject

/** Stack entries on the paths behind a token, nearest first. */
export function entriesBehind(stack: StackEntry[], after: string[]): StackEntry[] {
  const byId = new Map(stack.map((e, i) => [e.id, { e, i }]));
  const seen = new Set<string>();
  const out: { e: StackEntry; i: number }[] = [];
  let frontier = [...after];
  while (frontier.length > 0) {
    const next: string[] = [];
    const level = frontier
      .filter((id) => !seen.has(id) && byId.has(id))
      .map((id) => byId.get(id)!)
      .sort((a, b) => b.i - a.i);
    for (const item of level) {
      if (seen.has(item.e.id)) continue;
      seen.add(item.e.id);
      out.push(item);
      next.push(...item.e.parents);
    }
    frontier = next;
  }
  return out.map((x) => x.e);
}

function rejectFrom(run: Run, token: Token, target: RejectTarget, mode: RejectMode, by: string | undefined) {
  const node = run.model.nodes[token.nodeId]!;
  const behind = entriesBehind(run.s.stack, token.after);
  let targetId: string;
  let after: string[] = [];
  let users: string[] | null;
  let withdraw = '*';
  if (target === 'start') {
    targetId = run.model.start;
    users = [run.s.starter];
  } else {
    const entry =
      target === 'previous'
        ? behind[0]
        : behind.find((e) => e.nodeId === target.nodeId && e.nodeId !== node.id && run.model.nodes[e.nodeId]);
    if (!entry) {
      const what = target === 'previous' ? '上一节点' : `节点 ${target.nodeId}`;
      throw new EngineError('INVALID_TARGET', `不能驳回到${what}`, node.id);
    }
    targetId = entry.nodeId;
    after = entry.parents;
    withdraw = entry.id;
    users =
      targetId === run.model.start ? [run.s.starter] : entry.actors.length > 0 ? [...entry.actors] : null;
  }
  if (targetId === node.id) throw new EngineError('INVALID_TARGET', '不能驳回到当前节点', node.id);
  const opts: JumpOptions = { after, users, withdraw };
  if (mode === 'direct') {
    opts.returnTo = node.id;
    opts.returnAssignees = token.signers ? unique(token.signers.map((s) => s.userId)) : by ? [by] : undefined;
  }
  if (!opts.returnAssignees) delete opts.returnAssignees;
  const mark = run.effects.length;
  jumpTo(run, targetId, token, opts, 'rejected', by);
  const notified = run.effects
    .slice(mark)
    .flatMap((e) => (e.type === 'createTask' && e.task.nodeId === targetId ? e.task.assignees : []));
  if (notified.length > 0)
    run.effects.push({ type: 'notice', kind: 'rejected', nodeId: targetId, users: unique(notified) });
}

// ---------------------------------------------------------------------------------------------------------------
// Operations

/** Starts an instance: the start is the first stack entry, then tokens run until they reach user tasks. */
export function start(model: ProcessModel, cmd: StartCommand, ctx: EngineContext): OperationOutcome {
  if (typeof cmd.starter !== 'string' || !cmd.starter) throw new EngineError('BAD_COMMAND', '缺少发起人');
  const now = ctx.now.toISOString();
  const state: InstanceState = {
    version: 0,
    status: 'running',
    starter: cmd.starter,
    variables: {},
    tokens: [],
    tasks: [],
    stack: [],
    visited: [],
    startedAt: now,
  };
  const run = begin(model, state, ctx, cmd.assignees);
  mergeVariables(run, cmd.variables);
  const startNode = model.nodes[model.start]!;
  visit(run, startNode.id);
  const entry = pushEntry(run, startNode.id, [cmd.starter], [], []);
  follow(run, startNode.outgoing[0]!, null, [entry]);
  return finish(run);
}

/**
 * Completes a task with agree, oppose or abandon (a countersign vote; on a plain task all three move on), merging
 * the variables first so the following gateways see them.
 */
export function complete(
  model: ProcessModel,
  state: InstanceState,
  cmd: CompleteCommand,
  ctx: EngineContext,
): OperationOutcome {
  const run = begin(model, state, ctx, cmd.assignees);
  const { task, token, node } = findTask(run, cmd.taskId, cmd.actor);
  if (!['agree', 'oppose', 'abandon'].includes(cmd.action)) {
    throw new EngineError('BAD_COMMAND', `未知的审批动作: ${show(cmd.action)}`, node.id);
  }
  mergeVariables(run, cmd.variables);
  closeTask(run, task, 'completed', cmd.actor, cmd.action);
  if (token.signers) {
    const signer = token.signers.find((s) => s.taskId === task.id && s.status === 'active')!;
    signer.status = 'done';
    signer.vote = cmd.action;
    afterVote(run, token, node);
  } else {
    const entryId = pushEntry(run, node.id, [cmd.actor], [task.id], token.after);
    leave(run, token, entryId);
  }
  return finish(run);
}

/** Sends the instance back from a task to a passed node (see rejectTargets) or to the starter. */
export function reject(
  model: ProcessModel,
  state: InstanceState,
  cmd: RejectCommand,
  ctx: EngineContext,
): OperationOutcome {
  const run = begin(model, state, ctx, cmd.assignees);
  const { task, token, node } = findTask(run, cmd.taskId, cmd.actor);
  if (node.type === 'startEvent') throw new EngineError('INVALID_TARGET', '发起节点不能驳回', node.id);
  mergeVariables(run, cmd.variables);
  closeTask(run, task, 'rejected', cmd.actor);
  const mode = cmd.mode ?? node.settings?.rejectMode ?? 'normal';
  if (mode !== 'normal' && mode !== 'direct')
    throw new EngineError('BAD_COMMAND', `未知的驳回方式: ${show(mode)}`);
  const target = cmd.target;
  const known =
    target === 'previous' ||
    target === 'start' ||
    (typeof target === 'object' && target !== null && typeof target.nodeId === 'string');
  if (!known) throw new EngineError('BAD_COMMAND', '驳回目标无效', node.id);
  rejectFrom(run, token, target, mode, cmd.actor);
  return finish(run);
}

/** The stack entry a revoke would undo, or the reason it cannot. */
export function revocableEntry(
  model: ProcessModel,
  state: InstanceState,
  taskId: string | undefined,
  actor: string,
): StackEntry | string {
  if (state.status !== 'running') return '流程实例已结束';
  const entry =
    taskId === undefined
      ? [...state.stack].reverse().find((e) => e.nodeId === model.start && e.parents.length === 0)
      : [...state.stack].reverse().find((e) => e.taskIds.includes(taskId));
  if (!entry) return '没有可撤回的审批';
  if (taskId === undefined ? actor !== state.starter : !entry.actors.includes(actor))
    return '只能撤回自己的审批';
  if (state.stack.some((e) => e.parents.includes(entry.id))) return '下一节点已处理，不能撤回';
  const caused = state.tokens.filter((t) => t.cause === entry.id);
  if (caused.length === 0) return '下一节点已处理，不能撤回';
  for (const t of caused) {
    if (t.signers?.some((s) => s.status === 'done')) return '下一节点已处理，不能撤回';
    if (t.kind === 'scope' && state.tokens.some((c) => c.parent === t.id && c.cause !== entry.id)) {
      return '下一节点已处理，不能撤回';
    }
  }
  if (state.tasks.some((t) => t.cause === entry.id && !caused.some((c) => c.id === t.tokenId))) {
    return '下一节点已处理，不能撤回';
  }
  return entry;
}

/**
 * A countersign vote that can still be taken back: the node is undecided and (sequential) no later signer voted.
 * Returns the token and signer index, a reason when the vote exists but cannot be revoked, or null when the task
 * is not an open countersign vote.
 */
export function revocableVote(
  model: ProcessModel,
  state: InstanceState,
  taskId: string | undefined,
  actor: string,
): { token: Token; index: number } | string | null {
  if (taskId === undefined || state.status !== 'running') return null;
  const token = state.tokens.find((t) => t.signers?.some((x) => x.taskId === taskId && x.status === 'done'));
  if (!token) return null;
  const signers = token.signers!;
  const index = signers.findIndex((x) => x.taskId === taskId);
  if (signers[index]!.userId !== actor) return '只能撤回自己的审批';
  const sequential = model.nodes[token.nodeId]!.multiInstance!.sequential;
  if (sequential && signers.slice(index + 1).some((x) => x.status === 'done'))
    return '下一位会签人员已处理，不能撤回';
  return { token, index };
}

/** The completer of a task takes it back while what followed is untouched; without taskId, the starter. */
export function revoke(
  model: ProcessModel,
  state: InstanceState,
  cmd: RevokeCommand,
  ctx: EngineContext,
): OperationResult {
  const vote = revocableVote(model, state, cmd.taskId, cmd.actor);
  if (typeof vote === 'string') throw new EngineError('NOT_REVOCABLE', vote);
  if (vote) return revokeVote(model, state, vote.token.id, vote.index, cmd.actor, ctx);
  const found = revocableEntry(model, state, cmd.taskId, cmd.actor);
  if (typeof found === 'string') throw new EngineError('NOT_REVOCABLE', found);
  const run = begin(model, state, ctx);
  const notified = run.s.tasks.filter((t) => t.cause === found.id).flatMap((t) => t.assignees);
  const caused = run.s.tokens.filter((t) => t.cause === found.id);
  const source = caused.find((t) => t.kind !== 'scope') ?? caused[0]!;
  const node = model.nodes[found.nodeId]!;
  const users = node.type === 'startEvent' ? [run.s.starter] : [...found.actors];
  jumpTo(run, node.id, source, { after: found.parents, users, withdraw: found.id }, 'revoked', cmd.actor);
  if (notified.length > 0)
    run.effects.push({ type: 'notice', kind: 'revoked', nodeId: node.id, users: unique(notified) });
  return finishResult(run);
}

/** Reopens a countersign vote; in a sequential countersign the signer whose turn it was waits again. */
function revokeVote(
  model: ProcessModel,
  state: InstanceState,
  tokenId: string,
  index: number,
  actor: string,
  ctx: EngineContext,
): OperationResult {
  const run = begin(model, state, ctx);
  const token = tokenById(run, tokenId)!;
  const node = model.nodes[token.nodeId]!;
  const signer = token.signers![index]!;
  const notified: string[] = [];
  if (node.multiInstance!.sequential) {
    for (const other of token.signers!) {
      const open = other.status === 'active' ? run.s.tasks.find((t) => t.id === other.taskId) : undefined;
      if (!open) continue;
      notified.push(...open.assignees);
      closeTask(run, open, 'revoked', actor);
      other.status = 'pending';
      delete other.taskId;
    }
  }
  signer.status = 'active';
  delete signer.vote;
  signer.taskId = createTask(run, token, node, [signer.userId]).id;
  if (notified.length > 0)
    run.effects.push({ type: 'notice', kind: 'revoked', nodeId: node.id, users: unique(notified) });
  run.s.version += 1;
  return { state: run.s, effects: run.effects };
}

/** Ends the instance at once (end process, or the starter withdrawing the request with how: 'revoked'). */
export function terminate(
  model: ProcessModel,
  state: InstanceState,
  cmd: TerminateCommand,
  ctx: EngineContext,
): OperationResult {
  const run = begin(model, state, ctx);
  const how = cmd.how ?? 'terminated';
  if (how !== 'terminated' && how !== 'revoked')
    throw new EngineError('BAD_COMMAND', `未知的终止方式: ${show(how)}`);
  for (const task of [...run.s.tasks])
    closeTask(run, task, how === 'revoked' ? 'revoked' : 'terminated', cmd.actor);
  run.s.tokens = [];
  endInstance(run, how, how);
  run.s.version += 1;
  return { state: run.s, effects: run.effects };
}

function countersignOf(run: Run, taskId: string, actor: string) {
  const found = findTask(run, taskId, actor);
  if (!found.token.signers) throw new EngineError('NOT_COUNTERSIGN', '该节点不是会签节点', found.node.id);
  return found;
}

/** Adds signers to the countersign of the actor's task: before the actor, after the current signers, or beside. */
export function addSigner(
  model: ProcessModel,
  state: InstanceState,
  cmd: AddSignerCommand,
  ctx: EngineContext,
): OperationResult {
  const run = begin(model, state, ctx);
  const { task, token, node } = countersignOf(run, cmd.taskId, cmd.actor);
  const users = Array.isArray(cmd.users)
    ? unique(cmd.users.filter((u) => typeof u === 'string' && u !== ''))
    : [];
  if (users.length === 0) throw new EngineError('BAD_COMMAND', '请选择加签人员', node.id);
  const signers = token.signers!;
  const taken = users.find((u) => signers.some((s) => s.userId === u && s.status !== 'done'));
  if (taken) throw new EngineError('SIGNER_EXISTS', `${taken} 已在会签人员中`, node.id);
  const mine = signers.findIndex((s) => s.taskId === task.id && s.status === 'active');
  const added: Signer[] = users.map((userId) => ({ userId, status: 'pending' }));
  if (cmd.position === 'before') {
    signers.splice(mine, 0, ...added);
    const me = signers[mine + added.length]!;
    me.status = 'pending';
    delete me.taskId;
    closeTask(run, task, 'signerAdded', cmd.actor);
    const seq = node.multiInstance!.sequential;
    for (const s of seq ? added.slice(0, 1) : added) {
      s.status = 'active';
      s.taskId = createTask(run, token, node, [s.userId]).id;
    }
  } else if (cmd.position === 'after') {
    if (node.multiInstance!.sequential) signers.splice(mine + 1, 0, ...added);
    else signers.push(...added);
  } else if (cmd.position === 'parallel') {
    signers.push(...added);
    for (const s of added) {
      s.status = 'active';
      s.taskId = createTask(run, token, node, [s.userId]).id;
    }
  } else {
    throw new EngineError('BAD_COMMAND', `未知的加签方式: ${show(cmd.position)}`, node.id);
  }
  return finishResult(run);
}

/**
 * Removes a signer who has not voted. That may decide the countersign and enter the next nodes: pass `assignees`
 * (even `{}`) to get `{ needAssignees }` back like the other operations; without it a missing assignee is a
 * NO_ASSIGNEE error.
 */
export function removeSigner(
  model: ProcessModel,
  state: InstanceState,
  cmd: RemoveSignerCommand & { assignees: AssigneeMap },
  ctx: EngineContext,
): OperationOutcome;
export function removeSigner(
  model: ProcessModel,
  state: InstanceState,
  cmd: RemoveSignerCommand,
  ctx: EngineContext,
): OperationResult;
export function removeSigner(
  model: ProcessModel,
  state: InstanceState,
  cmd: RemoveSignerCommand,
  ctx: EngineContext,
): OperationOutcome {
  const run = begin(model, state, ctx, cmd.assignees);
  const { token, node } = countersignOf(run, cmd.taskId, cmd.actor);
  const signers = token.signers!;
  const i = signers.findIndex((s) => s.userId === cmd.userId && s.status !== 'done');
  if (i < 0) throw new EngineError('SIGNER_NOT_FOUND', '该人员不是待审批的会签人员', node.id);
  if (signers.length === 1) throw new EngineError('LAST_SIGNER', '不能移除最后一位会签人员', node.id);
  const [removed] = signers.splice(i, 1);
  const open = run.s.tasks.find((t) => t.id === removed!.taskId);
  if (open) closeTask(run, open, 'signerRemoved', cmd.actor);
  afterVote(run, token, node);
  return cmd.assignees === undefined ? finishResult(run) : finish(run);
}

/** Gives an open task to other users (transfer, delegate, claim, unclaim); creates and closes nothing. */
export function reassign(
  model: ProcessModel,
  state: InstanceState,
  cmd: ReassignCommand,
  ctx: EngineContext,
): OperationResult {
  const run = begin(model, state, ctx);
  const { task, token, node } = findTask(run, cmd.taskId);
  const users = Array.isArray(cmd.users)
    ? unique(cmd.users.filter((u) => typeof u === 'string' && u !== ''))
    : [];
  if (users.length === 0) throw new EngineError('NO_ASSIGNEE', '请选择处理人', node.id);
  if (token.signers) {
    if (users.length !== 1) throw new EngineError('BAD_COMMAND', '会签任务只能交给一个人', node.id);
    const other = token.signers.find(
      (s) => s.userId === users[0] && s.taskId !== task.id && s.status !== 'done',
    );
    if (other) throw new EngineError('SIGNER_EXISTS', `${users[0]} 已在会签人员中`, node.id);
    token.signers.find((s) => s.taskId === task.id)!.userId = users[0]!;
  }
  task.assignees = users;
  run.s.version += 1;
  return { state: run.s, effects: [] };
}

/** Moves the instance (or, with fromTaskId, that task's path) to a user task or the start. */
export function jump(
  model: ProcessModel,
  state: InstanceState,
  cmd: JumpCommand,
  ctx: EngineContext,
): OperationOutcome {
  const run = begin(model, state, ctx, cmd.assignees);
  const target =
    typeof cmd.target === 'string' && Object.hasOwn(model.nodes, cmd.target)
      ? model.nodes[cmd.target]
      : undefined;
  if (!target) throw new EngineError('INVALID_TARGET', `节点不存在: ${show(cmd.target)}`);
  let source: Token | null = null;
  if (cmd.fromTaskId !== undefined) source = findTask(run, cmd.fromTaskId).token;
  const behind = source?.after ?? unique(run.s.tokens.flatMap((t) => t.after));
  const entry = entriesBehind(run.s.stack, behind).find((e) => e.nodeId === target.id);
  // Without a passage of the target, its history is what lies before it (not a parallel branch beside it).
  const before = behind.filter((id) => {
    const e = run.s.stack.find((x) => x.id === id);
    return e !== undefined && precedes(model, e.nodeId, target.id);
  });
  const opts: JumpOptions = { after: entry?.parents ?? before, users: null, onPath: true };
  if (entry) opts.withdraw = entry.id;
  jumpTo(run, target.id, source, opts, 'jumped', cmd.actor);
  return finish(run);
}
