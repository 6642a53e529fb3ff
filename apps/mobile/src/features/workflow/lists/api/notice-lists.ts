import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmNoticeRow } from '@baton/contracts';
import { listBody } from '../model/list-query';
import { pagedListOptions, postPage } from './paged';

export type NoticeTab = 'unread' | 'read';

export const NOTICE_PATHS: Record<NoticeTab, string> = {
  unread: '/runtime/task/v1/getNoticeTodoReadList',
  read: '/runtime/task/v1/getNoticeDoneReadList',
};
export const NOTICE_SEARCH_FIELDS = ['subject', 'senderName'] as const;

/** Circulated items to the caller: still to read (getNoticeTodoReadList) or read and replied (getNoticeDoneReadList). */
export function getNotices(tab: NoticeTab, page: number, search: string) {
  return postPage<BpmNoticeRow>(NOTICE_PATHS[tab], listBody(page, search, NOTICE_SEARCH_FIELDS), page);
}

export function noticesQueryOptions(tab: NoticeTab, search: string) {
  return pagedListOptions(['notice', tab, search.trim()], (page) => getNotices(tab, page, search));
}

export function useNotices(tab: NoticeTab, search: string) {
  return useInfiniteQuery(noticesQueryOptions(tab, search));
}
