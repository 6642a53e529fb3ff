import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDataTemplate, FormDefinition } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

export interface TemplateInfo {
  template: FormDataTemplate;
  form?: FormDefinition;
}

/** GET form/dataTemplate/v1/getBpmDataTemplateInfo?alias: a data template by key or alias. */
export async function getTemplateInfo(alias: string): Promise<TemplateInfo> {
  const { value } = await apiGet<TemplateInfo>('/form/dataTemplate/v1/getBpmDataTemplateInfo', {
    alias,
    needDisplayFileds: true,
  });
  if (!value) throw new Error('empty template');
  return value;
}

export function templateInfoQueryOptions(alias: string) {
  return queryOptions({
    queryKey: ['forms', 'template', alias],
    queryFn: () => getTemplateInfo(alias),
    enabled: alias !== '',
    staleTime: 60_000,
  });
}

export function useTemplateInfo(alias: string) {
  return useQuery(templateInfoQueryOptions(alias));
}
