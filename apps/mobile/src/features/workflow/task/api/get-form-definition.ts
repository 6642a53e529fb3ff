import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

/** GET /form/form/v1/previewDesignVue?id={formKey}: the newest version of a flow's online form. */
export async function getFormDefinition(formKey: string): Promise<FormDefinition> {
  const { value } = await apiGet<FormDefinition>('/form/form/v1/previewDesignVue', { id: formKey });
  if (!value) throw new Error('empty form');
  return value;
}

export function formDefinitionQueryOptions(formKey: string) {
  return queryOptions({
    queryKey: ['task', 'form', formKey],
    queryFn: () => getFormDefinition(formKey),
    enabled: formKey !== '',
    staleTime: 5 * 60_000,
  });
}

export function useFormDefinition(formKey: string) {
  return useQuery(formDefinitionQueryOptions(formKey));
}
