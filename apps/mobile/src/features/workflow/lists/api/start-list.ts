import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BpmFlowEntry, BpmStartList } from '@baton/contracts';
import { apiGet, apiPost } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { defKeysOf } from '../model/common-flows';
import { WORKFLOW_KEY } from './paged';

export const START_LIST_PATH = '/flow/def/v1/startList';
export const SAVE_COMMON_FLOWS_PATH = '/flow/def/v1/saveCommonFlows';

/** GET startList: the flows the caller may start, by category, and their common flows. */
export async function getStartList(): Promise<BpmStartList> {
  const { value } = await apiGet<BpmStartList>(START_LIST_PATH, undefined, { silent: true });
  return value ?? { categories: [], common: [] };
}

export function startListQueryOptions() {
  return queryOptions({
    queryKey: [...WORKFLOW_KEY, 'startList'],
    queryFn: getStartList,
    refetchOnMount: 'always',
  });
}

export function useStartList() {
  return useQuery(startListQueryOptions());
}

/** POST saveCommonFlows with the keys in order; answers the server's message (保存常用流程成功). */
export async function saveCommonFlows(flows: readonly BpmFlowEntry[]): Promise<string> {
  const { message } = await apiPost<unknown>(SAVE_COMMON_FLOWS_PATH, { defKeys: defKeysOf(flows) });
  return message;
}

/**
 * Saves the edit copy; only once the server accepted it does the copy become the saved list (workflow.md §4).
 * A refusal shows the server's message and leaves both the saved list and the copy as they were.
 */
export function useSaveCommonFlows(fallbackMessage: string) {
  const client = useQueryClient();
  const { queryKey } = startListQueryOptions();
  return useMutation({
    mutationFn: saveCommonFlows,
    onSuccess: async (message, flows) => {
      client.setQueryData(queryKey, (old) =>
        old ? { ...old, common: flows.map((f) => ({ ...f, isAdd: 1 })) } : old,
      );
      notify.success(message || fallbackMessage);
      await client.invalidateQueries({ queryKey });
    },
  });
}
