import { apiPost } from '../../../../lib/http';

export const COMPLETE_PATH = '/runtime/task/v1/complete';

/**
 * POST complete with agree and the opinion, for one task of a batch. Quiet: the batch reports each outcome
 * itself; a refusal rejects with the server's message.
 */
export async function agreeTask(taskId: string, opinion: string): Promise<string> {
  const { message } = await apiPost<unknown>(
    COMPLETE_PATH,
    { taskId, actionName: 'agree', ...(opinion.trim() ? { opinion: opinion.trim() } : {}) },
    { silent: true },
  );
  return message;
}
