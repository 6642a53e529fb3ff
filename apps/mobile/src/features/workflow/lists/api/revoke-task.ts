import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { invalidateWorkflow } from './paged';

export const REVOKE_PATH = '/runtime/task/v1/revoke';

/** POST revoke with the caller's completed task: takes that step back. A refusal shows the server's message. */
export async function revokeTask(instId: string, taskId: string): Promise<string> {
  const { message } = await apiPost<unknown>(REVOKE_PATH, { instId, taskId });
  return message;
}

export function useRevokeTask(fallbackMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ instId, taskId }: { instId: string; taskId: string }) => revokeTask(instId, taskId),
    onSuccess: async (message) => {
      notify.success(message || fallbackMessage);
      await invalidateWorkflow(client);
    },
  });
}
