import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDictItem, FormOption } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

/** POST /sys/dataDict/v1/getByTypeKeyForComBo?typeKey: a dictionary's entries as options. */
export async function getDictOptions(typeKey: string): Promise<FormOption[]> {
  const { value } = await apiPost<FormDictItem[]>('/sys/dataDict/v1/getByTypeKeyForComBo', undefined, {
    params: { typeKey },
  });
  return (value ?? []).map(({ key, name }) => ({ key, name }));
}

export function dictOptionsQueryOptions(typeKey: string) {
  return queryOptions({
    queryKey: ['forms', 'dict', typeKey],
    queryFn: () => getDictOptions(typeKey),
    enabled: typeKey !== '',
    staleTime: 300_000,
  });
}

export function useDictOptions(typeKey: string, enabled = true) {
  return useQuery({ ...dictOptionsQueryOptions(typeKey), enabled: enabled && typeKey !== '' });
}
