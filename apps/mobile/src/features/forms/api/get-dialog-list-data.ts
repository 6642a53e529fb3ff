import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FormListPage } from '@baton/contracts';
import { LIMITS } from '@baton/contracts/limits';
import { apiGet } from '../../../lib/http';

/** GET form/customDialog/v1/getListData?alias&mapParam&page: 20 rows a page. */
export async function getDialogListData(
  alias: string,
  mapParam: string,
  page: number,
): Promise<FormListPage> {
  const { value } = await apiGet<FormListPage>('/form/customDialog/v1/getListData', {
    alias,
    mapParam: mapParam || undefined,
    page,
  });
  return value ?? { rows: [], total: 0, page, pageSize: LIMITS.customDialogPageSize };
}

export function dialogListQueryOptions(alias: string, mapParam: string) {
  return infiniteQueryOptions({
    queryKey: ['forms', 'dialogList', alias, mapParam],
    queryFn: ({ pageParam }) => getDialogListData(alias, mapParam, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total && last.rows.length > 0 ? last.page + 1 : undefined,
    enabled: alias !== '',
  });
}

export function useDialogListData(alias: string, mapParam: string, enabled = true) {
  return useInfiniteQuery({ ...dialogListQueryOptions(alias, mapParam), enabled: enabled && alias !== '' });
}
