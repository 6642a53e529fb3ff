import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormGetFormQuery, FormWithData } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

export interface GetFormParams extends FormGetFormQuery {
  formKey: string;
  boAlias: string;
}

/** GET form/dataTemplate/v1/getForm/{formKey}/{boAlias}?id&action: the definition, the record, permissions. */
export async function getForm({ formKey, boAlias, ...query }: GetFormParams): Promise<FormWithData> {
  const { value } = await apiGet<FormWithData>(
    `/form/dataTemplate/v1/getForm/${encodeURIComponent(formKey)}/${encodeURIComponent(boAlias)}`,
    query,
  );
  if (!value) throw new Error('empty form');
  return value;
}

export function formQueryOptions(params: GetFormParams) {
  return queryOptions({
    queryKey: ['forms', 'form', params],
    queryFn: () => getForm(params),
    enabled: params.formKey !== '' && params.boAlias !== '',
  });
}

export function useForm(params: GetFormParams) {
  return useQuery(formQueryOptions(params));
}
