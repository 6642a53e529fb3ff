import { canArriveAtJoin, isJoin, reachableAvoiding } from './graph';
import type { InstanceState, ProcessModel, Token } from './types';

/**
 * Consistency problems of a state, one sentence each; [] when consistent. The server runs it over stored
 * instances (crash-safety tests); the property tests run it after every operation.
 */
export function checkInvariants(model: ProcessModel, state: InstanceState): string[] {
  const problems: string[] = [];
  const tokens = new Map(state.tokens.map((t) => [t.id, t]));
  if (tokens.size !== state.tokens.length) problems.push('duplicate token ids');
  if (new Set(state.tasks.map((t) => t.id)).size !== state.tasks.length) problems.push('duplicate task ids');
  if (state.status !== 'running') {
    if (state.tasks.length > 0)
      problems.push(`instance is ${state.status} but has ${state.tasks.length} open tasks`);
    if (state.tokens.length > 0)
      problems.push(`instance is ${state.status} but has ${state.tokens.length} tokens`);
    return problems;
  }
  if (state.tokens.length === 0) problems.push('running instance without tokens');
  const entries = new Set(state.stack.map((e) => e.id));
  for (const e of state.stack) {
    for (const p of e.parents)
      if (!entries.has(p)) problems.push(`stack entry ${e.id} has unknown parent ${p}`);
  }
  for (const task of state.tasks) {
    const token = tokens.get(task.tokenId);
    if (!token) problems.push(`task ${task.id} at ${task.nodeId} has no token`);
    else if (token.kind !== 'active' || token.nodeId !== task.nodeId) {
      problems.push(`task ${task.id} at ${task.nodeId} belongs to a token at ${token.nodeId}`);
    }
    if (task.assignees.length === 0) problems.push(`task ${task.id} at ${task.nodeId} has no assignee`);
  }
  for (const t of state.tokens) {
    const node = model.nodes[t.nodeId];
    if (!node) {
      problems.push(`token ${t.id} at unknown node ${t.nodeId}`);
      continue;
    }
    const parent = t.parent === null ? null : tokens.get(t.parent);
    if (t.parent !== null && (!parent || parent.kind !== 'scope'))
      problems.push(`token ${t.id} has no scope token`);
    const scopeNode = t.parent === null ? null : (parent?.nodeId ?? '?');
    if (node.scope !== scopeNode) problems.push(`token ${t.id} at ${t.nodeId} is outside its sub-process`);
    for (const a of t.after)
      if (!entries.has(a)) problems.push(`token ${t.id} follows unknown stack entry ${a}`);
    const tasks = state.tasks.filter((x) => x.tokenId === t.id);
    if (t.kind === 'active') {
      const taskNode = node.type === 'userTask' || (node.type === 'startEvent' && node.scope === null);
      if (!taskNode) problems.push(`active token ${t.id} at ${t.nodeId}, which is not a task`);
      if (tasks.length === 0) problems.push(`token ${t.id} at ${t.nodeId} has no open task (orphan)`);
      if (t.signers) {
        const active = t.signers.filter((s) => s.status === 'active');
        if (active.length !== tasks.length)
          problems.push(`countersign ${t.nodeId}: ${active.length} signers, ${tasks.length} tasks`);
        for (const s of active) {
          if (!tasks.some((x) => x.id === s.taskId))
            problems.push(`countersign ${t.nodeId}: signer ${s.userId} has no task`);
        }
      } else if (tasks.length > 1) problems.push(`token ${t.id} at ${t.nodeId} has ${tasks.length} tasks`);
    } else if (t.kind === 'scope') {
      if (node.type !== 'subProcess')
        problems.push(`scope token ${t.id} at ${t.nodeId}, which is not a sub-process`);
      if (!state.tokens.some((c) => c.parent === t.id))
        problems.push(`sub-process ${t.nodeId} has no inner tokens`);
    } else {
      if (!isJoin(node)) problems.push(`token ${t.id} waits at ${t.nodeId}, which is not a join`);
      else if (!t.via || !node.incoming.includes(t.via))
        problems.push(`token ${t.id} waits at ${t.nodeId} without its flow`);
    }
  }
  problems.push(...joinProblems(model, state));
  return problems;
}

function ancestorIn(state: InstanceState, t: Token, scope: string | null): Token | null {
  let cur: Token | undefined = t;
  while (cur && cur.parent !== scope)
    cur = cur.parent === null ? undefined : state.tokens.find((x) => x.id === cur!.parent);
  return cur ?? null;
}

/** A parallel join never holds a full set (it would have fired) and never waits for a flow no token can reach;
 * an inclusive join never waits when nothing can reach it any more. */
function joinProblems(model: ProcessModel, state: InstanceState): string[] {
  const problems: string[] = [];
  const groups = new Map<string, Token[]>();
  for (const t of state.tokens) {
    if (t.kind !== 'waiting') continue;
    const key = `${t.nodeId}|${t.parent ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const waiting of groups.values()) {
    const node = model.nodes[waiting[0]!.nodeId]!;
    const scope = waiting[0]!.parent;
    const others = state.tokens
      .filter((t) => !(t.kind === 'waiting' && t.nodeId === node.id && t.parent === scope))
      .map((t) => ancestorIn(state, t, scope))
      .filter((t): t is Token => t !== null);
    if (node.type === 'parallelGateway') {
      const missing = node.incoming.filter((f) => !waiting.some((w) => w.via === f));
      if (missing.length === 0)
        problems.push(`parallel join ${node.id} holds every arrival but did not fire`);
      for (const f of missing) {
        const src = model.flows[f]!.source;
        if (!others.some((t) => t.nodeId === src || reachableAvoiding(model, t.nodeId, node.id).has(src))) {
          problems.push(`parallel join ${node.id} waits for ${f}, which no token can reach`);
        }
      }
    } else if (!others.some((t) => canArriveAtJoin(model, t.nodeId, node.id))) {
      problems.push(`inclusive join ${node.id} waits although no token can reach it`);
    }
  }
  return problems;
}
