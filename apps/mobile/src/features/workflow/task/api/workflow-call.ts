import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiEnvelope,
  BpmAddSignBody,
  BpmCompleteBody,
  BpmCopyToBody,
  BpmHandOnBody,
  BpmInstOpinionBody,
  BpmRejectBody,
  BpmReplyBody,
  BpmRevokeBody,
  BpmSaveDraftBody,
  BpmStartBody,
  BpmTaskOpinionBody,
  BpmUrgeBody,
  BpmUsersBody,
} from '@baton/contracts';
import { apiPost } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';

/** Every write of the instance screen and the start form (api.md "Workflow" operations), with its body. */
export type WorkflowCall =
  | { op: 'start'; body: BpmStartBody }
  | { op: 'saveDraft'; body: BpmSaveDraftBody }
  | { op: 'removeDraft'; body: { instId: string } }
  | { op: 'complete'; body: BpmCompleteBody }
  | { op: 'rejectComplete'; body: BpmRejectBody }
  | { op: 'transfer' | 'delegate'; body: BpmHandOnBody }
  | { op: 'addSign'; body: BpmAddSignBody }
  | { op: 'communicate' | 'inquiry'; body: BpmUsersBody }
  | { op: 'copyTo'; body: BpmCopyToBody }
  | { op: 'communicateReply' | 'inquiryReply' | 'copyToReply'; body: BpmReplyBody }
  | { op: 'endProcess'; body: BpmTaskOpinionBody }
  | { op: 'revoke'; body: BpmRevokeBody }
  | { op: 'retrieve'; body: BpmInstOpinionBody }
  | { op: 'urge'; body: BpmUrgeBody }
  | { op: 'lockUnlock'; body: { taskId: string } }
  | { op: 'addReadRecord'; body: { instId: string } }
  | { op: 'readNotice'; body: { noticeId: string } }
  | { op: 'followSave'; body: { instId: string; nodeIds: string } };

const INSTANCE_OPS = new Set(['start']);

/**
 * Calls after which the screen is left (the task is done, handed on, or the draft gone). Its queries are only
 * marked stale: refetched now, they could be refused (a transferred task is no longer the caller's to read) and
 * that refusal would replace the success message.
 */
const LEAVING_OPS = new Set<WorkflowCall['op']>([
  'start',
  'complete',
  'rejectComplete',
  'transfer',
  'delegate',
  'endProcess',
  'removeDraft',
]);

/** POST /runtime/instance/v1/{op} or /runtime/task/v1/{op}: the server's envelope (its message is the toast). */
export async function callWorkflow(call: WorkflowCall): Promise<ApiEnvelope<unknown>> {
  const base = INSTANCE_OPS.has(call.op) ? '/runtime/instance/v1' : '/runtime/task/v1';
  return apiPost<unknown>(`${base}/${call.op}`, call.body, { dedupe: false });
}

/**
 * One workflow write. On success the server's message shows for 1500 ms (unless `quiet`) and every query is
 * refreshed (lists, counts, badges and this screen change with it; only marked stale when the screen is left). A refusal is shown by the HTTP client
 * with the server's message and changes nothing here.
 */
export function useWorkflowCall(options: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: callWorkflow,
    onSuccess: async (answer, call) => {
      if (!options.quiet && answer.message) notify.success(answer.message);
      await client.invalidateQueries({ refetchType: LEAVING_OPS.has(call.op) ? 'none' : 'active' });
    },
  });
}
