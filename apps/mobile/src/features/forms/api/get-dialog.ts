import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormCustomDialog } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET form/customDialog/v1/getByAlias?alias: a custom dialog's configuration. */
export async function getDialog(alias: string): Promise<FormCustomDialog> {
  const { value } = await apiGet<FormCustomDialog>('/form/customDialog/v1/getByAlias', { alias });
  if (!value) throw new Error('empty dialog');
  return value;
}

export function dialogQueryOptions(alias: string) {
  return queryOptions({
    queryKey: ['forms', 'dialog', alias],
    queryFn: () => getDialog(alias),
    enabled: alias !== '',
    staleTime: 300_000,
  });
}

export function useDialog(alias: string) {
  return useQuery(dialogQueryOptions(alias));
}
