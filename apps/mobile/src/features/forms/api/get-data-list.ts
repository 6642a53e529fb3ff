import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FormDataListBody, FormListPage } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

export interface DataListParams extends Omit<FormDataListBody, 'page'> {
  key: string;
}

/** POST form/dataTemplate/v1/dataList_{key}: one page of a data template's records. */
export async function getDataList({ key, ...body }: DataListParams, page: number): Promise<FormListPage> {
  const { value } = await apiPost<FormListPage>(`/form/dataTemplate/v1/dataList_${encodeURIComponent(key)}`, {
    ...body,
    page,
  });
  return value ?? { rows: [], total: 0, page, pageSize: body.pageSize ?? 20 };
}

export function dataListQueryOptions(params: DataListParams) {
  return infiniteQueryOptions({
    queryKey: ['forms', 'dataList', params],
    queryFn: ({ pageParam }) => getDataList(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total && last.rows.length > 0 ? last.page + 1 : undefined,
    enabled: params.key !== '',
  });
}

export function useDataList(params: DataListParams) {
  return useInfiniteQuery(dataListQueryOptions(params));
}
