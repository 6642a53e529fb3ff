import { entriesBehind, revocableEntry, revocableVote } from './operations';
import type {
  InstanceState,
  NodeSettings,
  NodeStatus,
  ProcessModel,
  RejectTargetInfo,
  TaskButton,
  UserTaskInfo,
} from './types';
export { evaluateFeel } from './feel';

/** Buttons of a plain user task without its own list. */
export const DEFAULT_BUTTONS: TaskButton[] = [
  { alias: 'agree', name: '同意' },
  { alias: 'oppose', name: '反对' },
  { alias: 'reject', name: '驳回' },
  { alias: 'backToStart', name: '驳回发起人' },
  { alias: 'transfer', name: '转办' },
  { alias: 'commu', name: '沟通' },
  { alias: 'endProcess', name: '终止' },
];

/** Buttons of a countersign task without its own list. */
export const COUNTERSIGN_BUTTONS: TaskButton[] = [
  { alias: 'agree', name: '同意' },
  { alias: 'oppose', name: '反对' },
  { alias: 'abandon', name: '弃权' },
  { alias: 'addSign', name: '加签' },
  { alias: 'commu', name: '沟通' },
];

/** User-task nodes in document order. */
export function userTaskNodes(model: ProcessModel): UserTaskInfo[] {
  return Object.values(model.nodes)
    .filter((n) => n.type === 'userTask')
    .map((n) => ({
      nodeId: n.id,
      name: n.name,
      multiInstance: !!n.multiInstance,
      sequential: n.multiInstance?.sequential ?? false,
      scope: n.scope,
    }));
}

/** Status of every node for the flow image: current (a token is there), done (passed), untouched. */
export function nodeStatuses(model: ProcessModel, state: InstanceState): Record<string, NodeStatus> {
  const current = new Set(state.tokens.map((t) => t.nodeId));
  const visited = new Set(state.visited);
  const out: Record<string, NodeStatus> = {};
  for (const id of Object.keys(model.nodes)) {
    out[id] = current.has(id) ? 'current' : visited.has(id) ? 'done' : 'untouched';
  }
  return out;
}

/** Passed nodes an open task can be rejected to, nearest first (the start, when passed, is among them). */
export function rejectTargets(model: ProcessModel, state: InstanceState, taskId: string): RejectTargetInfo[] {
  const task = state.tasks.find((t) => t.id === taskId);
  const token = task && state.tokens.find((t) => t.id === task.tokenId);
  if (!task || !token || model.nodes[task.nodeId]!.type === 'startEvent') return [];
  const seen = new Set<string>([task.nodeId]);
  const out: RejectTargetInfo[] = [];
  for (const e of entriesBehind(state.stack, token.after)) {
    if (seen.has(e.nodeId) || !model.nodes[e.nodeId]) continue;
    seen.add(e.nodeId);
    out.push({ nodeId: e.nodeId, name: model.nodes[e.nodeId]!.name, actors: e.actors });
  }
  return out;
}

/** Settings of a user task or start node with the default buttons filled in. */
export function taskSettings(model: ProcessModel, nodeId: string): NodeSettings {
  const node = model.nodes[nodeId];
  const s = node?.settings ?? { fields: {}, assignees: [], buttons: [], rejectMode: 'normal' as const };
  const buttons =
    s.buttons.length > 0
      ? s.buttons
      : node?.multiInstance
        ? COUNTERSIGN_BUTTONS
        : node?.type === 'userTask'
          ? DEFAULT_BUTTONS
          : [];
  return { ...s, buttons: buttons.map((b) => ({ ...b })) };
}

/** Whether `actor` may still pull back the task they completed (the start, without a task id). */
export function isRevocable(
  model: ProcessModel,
  state: InstanceState,
  doneTaskId: string | undefined,
  actor: string,
): boolean {
  const vote = revocableVote(model, state, doneTaskId, actor);
  if (vote !== null) return typeof vote !== 'string';
  return typeof revocableEntry(model, state, doneTaskId, actor) !== 'string';
}
