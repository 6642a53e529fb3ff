import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BpmApprovalItem } from '@baton/contracts';
import { apiGet, apiPost } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';

/** GET /flow/approvalItem/v1: the caller's approval phrases, then the tenant's shared ones. */
export async function getApprovalItems(): Promise<BpmApprovalItem[]> {
  const { value } = await apiGet<BpmApprovalItem[]>('/flow/approvalItem/v1');
  return value ?? [];
}

export function approvalItemsQueryOptions() {
  return queryOptions({
    queryKey: ['task', 'approvalItems'],
    queryFn: getApprovalItems,
    staleTime: 60_000,
  });
}

export function useApprovalItems(enabled: boolean) {
  return useQuery({ ...approvalItemsQueryOptions(), enabled });
}

/** POST /flow/approvalItem/v1: keeps a text as one of the caller's own phrases (保存成功). */
export const saveApprovalItem = (expression: string) =>
  apiPost<BpmApprovalItem>('/flow/approvalItem/v1', { expression });

/** POST /flow/approvalItem/v1/remove: removes one of the caller's own phrases (删除成功). */
export const removeApprovalItem = (id: string) => apiPost<null>('/flow/approvalItem/v1/remove', { id });

/** Adding and removing the caller's phrases: the server's message on success, the list fetched again. */
export function useApprovalItemEdits() {
  const client = useQueryClient();
  const { t } = useTranslation('task');
  const done =
    (fallback: string) =>
    ({ message }: { message: string }) => {
      notify.success(message || fallback);
      return client.invalidateQueries(approvalItemsQueryOptions());
    };
  return {
    save: useMutation({ mutationFn: saveApprovalItem, onSuccess: done(t('dialog.phraseKept')) }),
    remove: useMutation({ mutationFn: removeApprovalItem, onSuccess: done(t('dialog.phraseRemoved')) }),
  };
}
