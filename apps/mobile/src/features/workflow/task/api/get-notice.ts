import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmNoticeRow } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /runtime/task/v1/notice?noticeId: a copy-to, communication or inquiry, for its receiver or sender. */
export async function getNotice(noticeId: string): Promise<BpmNoticeRow> {
  const { value } = await apiGet<BpmNoticeRow>('/runtime/task/v1/notice', { noticeId });
  if (!value) throw new Error('empty notice');
  return value;
}

export function noticeQueryOptions(noticeId: string) {
  return queryOptions({
    queryKey: ['task', 'notice', noticeId],
    queryFn: () => getNotice(noticeId),
    enabled: noticeId !== '',
  });
}

export function useNotice(noticeId: string) {
  return useQuery(noticeQueryOptions(noticeId));
}
