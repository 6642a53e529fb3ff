import type { BpmOpinionRow, BpmTaskRow } from '@baton/contracts';

/** What a detail route names: a task, an instance, a notice (workflow.md §2: all reach one screen). */
export interface DetailTarget {
  taskId: string;
  instId: string;
  noticeId: string;
}

export function detailTarget(params: Record<string, string | undefined>): DetailTarget {
  return {
    taskId: params.taskId ?? '',
    instId: params.instId ?? '',
    noticeId: params.noticeId ?? '',
  };
}

/**
 * The task whose detail the screen shows for an instance opened without one: the caller's open task (the
 * server lists it first), else anyone's open task, else the last finished step (its detail carries the data
 * as the caller may read it).
 */
export function taskForInstance(
  open: readonly Pick<BpmTaskRow, 'id'>[] | undefined,
  opinions: readonly Pick<BpmOpinionRow, 'taskId' | 'status'>[] | undefined,
): string {
  if (open && open.length > 0) return open[0]!.id;
  const done = [...(opinions ?? [])].reverse().find((o) => o.taskId && o.status !== 'awaiting_check');
  return done?.taskId ?? '';
}

/** The reply call of a notice by its type. */
export function replyOperation(type: string): 'copyToReply' | 'communicateReply' | 'inquiryReply' | null {
  if (type === 'copyto') return 'copyToReply';
  if (type === 'communicate') return 'communicateReply';
  if (type === 'inquiry') return 'inquiryReply';
  return null;
}
