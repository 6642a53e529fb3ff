import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmTaskRow } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export const TODO_LIST_PATH = '/runtime/task/v1/getTodoList';
/** A to-do search matches the subject, the flow's name or the starter. */
export const TODO_SEARCH_FIELDS = ['subject', 'procDefName', 'creatorName'] as const;

/** POST getTodoList with isMobile: the caller's pending tasks, newest first. */
export function getTodoList(page: number, search: string) {
  return postPage<BpmTaskRow>(
    TODO_LIST_PATH,
    { isMobile: true, ...listBody(page, search, TODO_SEARCH_FIELDS) },
    page,
  );
}

export function todoListQueryOptions(search: string) {
  return pagedListOptions(['todo', search.trim()], (page) => getTodoList(page, search));
}

export function useTodoList(search: string) {
  return useInfiniteQuery(todoListQueryOptions(search));
}
