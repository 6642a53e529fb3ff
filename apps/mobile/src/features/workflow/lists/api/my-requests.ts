import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmInstanceRow } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export const MY_REQUEST_PATH = '/runtime/instance/v1/myMobileRequest';
export const REQUEST_SEARCH_FIELDS = ['subject', 'procDefName'] as const;

/** POST myMobileRequest: the caller's own instances other than drafts. */
export function getMyRequests(page: number, search: string) {
  return postPage<BpmInstanceRow>(MY_REQUEST_PATH, listBody(page, search, REQUEST_SEARCH_FIELDS), page);
}

export function myRequestsQueryOptions(search: string) {
  return pagedListOptions(['requests', search.trim()], (page) => getMyRequests(page, search));
}

export function useMyRequests(search: string) {
  return useInfiniteQuery(myRequestsQueryOptions(search));
}
