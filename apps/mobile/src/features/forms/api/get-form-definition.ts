import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET form/form/v1/previewDesignVue?id: a form definition by id, for the preview. */
export async function getFormDefinition(id: string): Promise<FormDefinition> {
  const { value } = await apiGet<FormDefinition>('/form/form/v1/previewDesignVue', { id });
  if (!value) throw new Error('empty form');
  return value;
}

export function formDefinitionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['forms', 'definition', id],
    queryFn: () => getFormDefinition(id),
    enabled: id !== '',
  });
}

export function useFormDefinition(id: string) {
  return useQuery(formDefinitionQueryOptions(id));
}
