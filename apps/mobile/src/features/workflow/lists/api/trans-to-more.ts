import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmTaskRow } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export const TRANS_TO_MORE_PATH = '/runtime/instance/v1/transToMore';
export const TURN_OUT_SEARCH_FIELDS = ['subject', 'procDefName'] as const;

/** POST transToMore: tasks the caller transferred or delegated, with who holds them now. */
export function getTurnOuts(page: number, search: string) {
  return postPage<BpmTaskRow>(TRANS_TO_MORE_PATH, listBody(page, search, TURN_OUT_SEARCH_FIELDS), page);
}

export function turnOutsQueryOptions(search: string) {
  return pagedListOptions(['turnOut', search.trim()], (page) => getTurnOuts(page, search));
}

export function useTurnOuts(search: string) {
  return useInfiniteQuery(turnOutsQueryOptions(search));
}
