import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmDoneRow } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export const DONE_LIST_PATH = '/runtime/instance/v1/getDoneInstList';
export const DONE_SEARCH_FIELDS = ['subject', 'procDefName', 'creatorName'] as const;

/** POST getDoneInstList: instances the caller acted on, each with the caller's last step. */
export function getDoneList(page: number, search: string) {
  return postPage<BpmDoneRow>(DONE_LIST_PATH, listBody(page, search, DONE_SEARCH_FIELDS), page);
}

export function doneListQueryOptions(search: string) {
  return pagedListOptions(['done', search.trim()], (page) => getDoneList(page, search));
}

export function useDoneList(search: string) {
  return useInfiniteQuery(doneListQueryOptions(search));
}
