import type { BpmInstanceRow, BpmOpinionRow, BpmTaskButton, BpmTaskDetail } from '@baton/contracts';

/**
 * Everything a user can do on the instance screen. Task actions come from the node's buttons (taskDetail);
 * delegate and inquiry are always offered to whoever may act; claim follows canLock; the rest depend on who
 * the caller is in the instance (starter, past approver, notice receiver).
 */
export type ActionKey =
  | 'agree'
  | 'oppose'
  | 'abandon'
  | 'reject'
  | 'backToStart'
  | 'transfer'
  | 'delegate'
  | 'addSign'
  | 'commu'
  | 'inquiry'
  | 'endProcess'
  | 'claim'
  | 'unclaim'
  | 'copyTo'
  | 'reply'
  | 'urge'
  | 'revoke'
  | 'withdraw'
  | 'retrieve';

export interface Action {
  key: ActionKey;
  /** The node's own name for a task button (e.g. 签署, 重新提交); empty for the app's own actions. */
  name: string;
}

/** Task buttons the app knows how to carry out, in the order a bar shows them: decisions first, then handing on. */
const TASK_ORDER: ActionKey[] = [
  'agree',
  'reject',
  'oppose',
  'abandon',
  'backToStart',
  'endProcess',
  'transfer',
  'delegate',
  'addSign',
  'commu',
  'inquiry',
];

const BUTTON_KEYS: Record<string, ActionKey> = {
  agree: 'agree',
  oppose: 'oppose',
  abandon: 'abandon',
  reject: 'reject',
  backToStart: 'backToStart',
  transfer: 'transfer',
  addSign: 'addSign',
  commu: 'commu',
  endProcess: 'endProcess',
};

export interface ClaimState {
  canLock: boolean;
  canUnlock: boolean;
}

export interface ActionContext {
  /** The task the caller opened (or the one found for them), with its detail. */
  detail?: Pick<BpmTaskDetail, 'buttons' | 'canAct' | 'task'> | null;
  claim?: ClaimState | null;
  /** `mayCopyTo` false: the caller only follows the request (a flow agent who started it) and may not circulate it. */
  instance?: (Pick<BpmInstanceRow, 'status' | 'creatorId'> & { mayCopyTo?: boolean }) | null;
  opinions?: readonly Pick<BpmOpinionRow, 'taskId' | 'auditor' | 'status'>[];
  userId: string;
  /** A notice to the caller that is not answered yet (copy-to, communication, inquiry). */
  replyable?: boolean;
}

/** Opinion statuses that are not an approval step (they do not stop the starter from withdrawing). */
const NOT_A_STEP = new Set(['start', 'skip', 'awaiting_check', 'urge', 'copyto', 'copyto_reply']);

/** The caller's own last step on the instance that they may take back (spec §4 revoke rule). */
export function revocableStep(ctx: ActionContext): string | null {
  const running = ctx.instance?.status === 'running';
  const mine = [...(ctx.opinions ?? [])]
    .reverse()
    .find(
      (o) => o.auditor === ctx.userId && o.taskId && o.status !== 'awaiting_check' && o.status !== 'start',
    );
  if (!mine?.taskId) return null;
  if ((running && mine.status === 'agree') || mine.status === 'inqu') return mine.taskId;
  return null;
}

/** What the caller may do now, each at most once, task buttons first in the bar's order. */
export function availableActions(ctx: ActionContext): Action[] {
  const out: Action[] = [];
  const add = (key: ActionKey, name = '') => {
    if (!out.some((a) => a.key === key)) out.push({ key, name });
  };
  const detail = ctx.detail;
  const pending = detail?.task.status === 'pending';
  if (detail && pending && detail.canAct) {
    const byKey = new Map<ActionKey, BpmTaskButton>();
    for (const b of detail.buttons) {
      const key = BUTTON_KEYS[b.alias];
      if (key && !byKey.has(key)) byKey.set(key, b);
    }
    // Always offered to whoever may act (api.md "Who may do what").
    for (const key of ['delegate', 'inquiry'] as const)
      if (!byKey.has(key)) byKey.set(key, { alias: key, name: '' });
    for (const key of TASK_ORDER) {
      const b = byKey.get(key);
      if (b) add(key, b.name);
    }
  }
  if (pending && ctx.claim?.canLock) add('claim');
  if (pending && ctx.claim?.canUnlock) add('unclaim');
  if (ctx.replyable) add('reply');

  const inst = ctx.instance;
  if (inst && inst.status !== 'draft') {
    const starter = inst.creatorId === ctx.userId;
    const running = inst.status === 'running';
    const holdsTask = Boolean(detail && pending && detail.canAct);
    if (starter && running) add('urge');
    if (inst.mayCopyTo !== false) add('copyTo');
    if (starter && running) {
      // Retrieving makes sense while the request is with somebody else, not once it is back at the start.
      if (!holdsTask) add('retrieve');
      const acted = (ctx.opinions ?? []).some((o) => o.taskId && !NOT_A_STEP.has(o.status));
      if (!acted) add('withdraw');
    }
    if (!holdsTask && revocableStep(ctx)) add('revoke');
  }
  return out;
}

/**
 * The bottom bar: at most `max` buttons, the last of them 更多 when there are more actions than fit. Agree
 * comes first so it sits under the thumb; the rest go to the action sheet.
 */
export function splitActions(actions: readonly Action[], max = 3): { primary: Action[]; more: Action[] } {
  if (actions.length <= max) return { primary: [...actions], more: [] };
  return { primary: actions.slice(0, max - 1), more: actions.slice(max - 1) };
}

/** Actions after which the task is no longer the caller's: the screen goes back once they succeed. */
export const LEAVES_TASK: ReadonlySet<ActionKey> = new Set([
  'agree',
  'oppose',
  'abandon',
  'reject',
  'backToStart',
  'transfer',
  'delegate',
  'endProcess',
  'withdraw',
  'retrieve',
]);

/** Where the opinion is required (the app's rule: saying no, sending back, ending or asking needs a reason). */
export const OPINION_REQUIRED: ReadonlySet<ActionKey> = new Set([
  'oppose',
  'reject',
  'backToStart',
  'endProcess',
  'commu',
  'inquiry',
  'reply',
]);
