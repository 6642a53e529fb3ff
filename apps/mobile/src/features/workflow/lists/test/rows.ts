import type {
  BpmDoneRow,
  BpmFlowEntry,
  BpmInstanceRow,
  BpmNoticeRow,
  BpmTaskRow,
  PageResult,
} from '@baton/contracts';
import { vi } from 'vitest';
import { ok, type Call } from '../../../../test/serve';

const T0 = Date.UTC(2026, 11, 1, 1, 30);

export const task = (id: string, subject: string, over: Partial<BpmTaskRow> = {}): BpmTaskRow => ({
  id,
  name: '部门负责人审批',
  subject,
  procInstId: `inst-${id}`,
  procDefId: 'def-leave',
  procDefKey: 'leave',
  procDefName: '请假申请',
  nodeId: 'Task_Leader',
  taskKey: 'Task_Leader',
  status: 'pending',
  kind: 'normal',
  assigneeId: 'u1',
  assigneeName: '张三',
  ownerId: null,
  ownerName: null,
  creatorId: 'u9',
  creatorName: '徐丽',
  needClaim: 0,
  dueTime: null,
  createTime: T0,
  completeTime: null,
  ...over,
});

export const instance = (
  id: string,
  subject: string,
  over: Partial<BpmInstanceRow> = {},
): BpmInstanceRow => ({
  id,
  subject,
  procDefId: 'def-leave',
  procDefKey: 'leave',
  procDefName: '请假申请',
  status: 'running',
  creatorId: 'u1',
  creatorName: '张三',
  createTime: T0,
  updateTime: T0,
  endTime: null,
  currentNodes: '人事审批',
  urgentState: 'normal',
  ...over,
});

export const done = (id: string, subject: string, over: Partial<BpmDoneRow> = {}): BpmDoneRow => ({
  ...instance(id, subject, { creatorId: 'u9', creatorName: '徐丽' }),
  taskId: `task-${id}`,
  taskKey: 'Task_Leader',
  taskName: '部门负责人审批',
  opinionStatus: 'agree',
  completeTime: T0 + 60_000,
  ...over,
});

export const notice = (id: string, subject: string, over: Partial<BpmNoticeRow> = {}): BpmNoticeRow => ({
  id,
  instId: `inst-${id}`,
  taskId: null,
  type: 'copyto',
  subject,
  procDefName: '请假申请',
  senderId: 'u9',
  senderName: '徐丽',
  receiverId: 'u1',
  receiverName: '张三',
  content: '请知悉',
  status: 'unread',
  reply: '',
  createTime: T0,
  readTime: null,
  replyTime: null,
  ...over,
});

export const flow = (defKey: string, name: string, over: Partial<BpmFlowEntry> = {}): BpmFlowEntry => ({
  defId: `def-${defKey}`,
  defKey,
  name,
  categoryId: 'c1',
  categoryName: '人事行政',
  description: `${name}的说明`,
  icon: '{"color":"#1989fa"}',
  isAdd: 0,
  version: 1,
  ...over,
});

interface ListBodyLike {
  pageBean?: { page?: number; pageSize?: number };
  querys?: { property: string; value: string }[];
}

/**
 * Answers a list call from `rows()` like the server: the search (LIKE over the named fields, any of them) and
 * the page; records the call in `calls`.
 */
export function pageOf<R>(rows: () => R[], calls: Call[] = []) {
  return (call: Call) => {
    calls.push(call);
    const body = (call.body ?? {}) as ListBodyLike;
    const page = body.pageBean?.page ?? 1;
    const pageSize = body.pageBean?.pageSize ?? 20;
    const querys = body.querys ?? [];
    const matching = rows().filter(
      (row) =>
        querys.length === 0 ||
        querys.some((q) => String((row as Record<string, unknown>)[q.property] ?? '').includes(q.value)),
    );
    const result: PageResult<R> = {
      rows: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    };
    return ok(result);
  };
}

/** The live stream is opened with fetch; in tests it stays open and silent. */
export function quietStream() {
  return vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
}

/** antd-mobile's popups follow drags with pointer capture, which jsdom lacks. */
export function allowPointerCapture() {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
}
