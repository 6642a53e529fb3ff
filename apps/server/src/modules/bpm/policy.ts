import { AppError, Forbidden } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import type { BpmInstanceTable, BpmTaskTable } from './tables';

/** Another operation changed the instance first: nothing was written, the caller reloads and tries again. */
export class Conflict extends AppError {
  constructor(message = CONFLICT_MESSAGE) {
    super(409, message);
  }
}

export const CONFLICT_MESSAGE = '任务已被处理，请刷新后重试';
export const GUEST_REFUSED = '游客无权访问，请先登录';
export const NOT_YOUR_TASK = '您不是该任务的处理人';
export const CLAIM_FIRST = '请先签收该任务';
export const ONLY_STARTER = '只有发起人可以执行此操作';
export const NOT_RUNNING = '流程已结束，不能执行此操作';

export function assertMember(auth: AuthContext): void {
  if (isGuest(auth)) throw new Forbidden(GUEST_REFUSED);
}

type TaskAccess = Pick<BpmTaskTable, 'assignee_id' | 'claim_required'>;

/**
 * Whether the caller may act on a pending task: its assignee, or one of its candidates while nobody has claimed
 * it and the node does not ask for a claim first.
 */
export function assertMayAct(auth: AuthContext, task: TaskAccess, isCandidate: boolean): void {
  if (task.assignee_id === auth.userId) return;
  if (task.assignee_id === null && isCandidate) {
    if (task.claim_required) throw new Forbidden(CLAIM_FIRST);
    return;
  }
  throw new Forbidden(NOT_YOUR_TASK);
}

export function assertStarter(auth: AuthContext, inst: Pick<BpmInstanceTable, 'starter_id'>): void {
  if (inst.starter_id !== auth.userId) throw new Forbidden(ONLY_STARTER);
}

/** Who may read an instance: its starter, anyone who held or holds one of its tasks, or got a notice of it. */
export interface Involvement {
  starter: boolean;
  task: boolean;
  notice: boolean;
}

export const mayRead = (i: Involvement) => i.starter || i.task || i.notice;
