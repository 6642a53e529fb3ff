import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BpmInstanceRow } from '@baton/contracts';
import { apiPost } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { listBody } from '../model/list-query';
import { invalidateWorkflow, pagedListOptions, postPage } from './paged';
import { REQUEST_SEARCH_FIELDS } from './my-requests';

export const MY_DRAFT_PATH = '/runtime/instance/v1/myMobileDraft';
export const REMOVE_DRAFT_PATH = '/runtime/task/v1/removeDraft';

/** POST myMobileDraft: the caller's drafts. */
export function getMyDrafts(page: number, search: string) {
  return postPage<BpmInstanceRow>(MY_DRAFT_PATH, listBody(page, search, REQUEST_SEARCH_FIELDS), page);
}

export function myDraftsQueryOptions(search: string) {
  return pagedListOptions(['drafts', search.trim()], (page) => getMyDrafts(page, search));
}

export function useMyDrafts(search: string) {
  return useInfiniteQuery(myDraftsQueryOptions(search));
}

/** POST removeDraft; the server's message (删除成功) as the success toast. A refusal shows its message. */
export async function removeDraft(instId: string): Promise<string> {
  const { message } = await apiPost<unknown>(REMOVE_DRAFT_PATH, { instId });
  return message;
}

export function useRemoveDraft(fallbackMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeDraft,
    onSuccess: async (message) => {
      notify.success(message || fallbackMessage);
      await invalidateWorkflow(client);
    },
  });
}
