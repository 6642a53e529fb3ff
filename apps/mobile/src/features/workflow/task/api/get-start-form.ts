import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmStartForm, BpmStartFormBody } from '@baton/contracts';
import { apiPost } from '../../../../lib/http';

/** POST /runtime/instance/v1/startForm: the start node's form, fields and buttons (a draft's data with instId). */
export async function getStartForm(body: BpmStartFormBody): Promise<BpmStartForm> {
  const { value } = await apiPost<BpmStartForm>('/runtime/instance/v1/startForm', body);
  if (!value) throw new Error('empty start form');
  return value;
}

export function startFormQueryOptions(body: BpmStartFormBody) {
  return queryOptions({
    queryKey: ['task', 'startForm', body],
    queryFn: () => getStartForm(body),
    enabled: Boolean(body.defId || body.defKey || body.instId),
  });
}

export function useStartForm(body: BpmStartFormBody) {
  return useQuery(startFormQueryOptions(body));
}
