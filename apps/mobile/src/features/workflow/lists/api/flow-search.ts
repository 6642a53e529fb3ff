import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmFlowEntry } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export const MY_PROCESS_PATH = '/runtime/instance/v1/myMobileProcess';

/** POST myMobileProcess: flows the caller may start whose name contains the search. */
export function searchFlows(page: number, search: string) {
  return postPage<BpmFlowEntry>(MY_PROCESS_PATH, listBody(page, search, ['name']), page);
}

export function flowSearchQueryOptions(search: string) {
  return pagedListOptions(['flows', search.trim()], (page) => searchFlows(page, search));
}

export function useFlowSearch(search: string) {
  return useInfiniteQuery(flowSearchQueryOptions(search));
}
