import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@baton/contracts/limits';
import { apiGet, apiPost } from '../../../lib/http';
import { columnParams, isPost } from '../model/column';
import type { PortalColumn } from './types';

/**
 * Dynamic column data: GET or POST to the column's URL with its parameters (page 1 and the column page size
 * when it pages). Silent: a failure is shown in red in the column's place, not as a notice.
 */
export async function getColumnData(column: PortalColumn): Promise<unknown> {
  const url = column.colUrl ?? '';
  const params = columnParams(column.dataParam);
  const paging = column.needPage === true || column.needPage === 1 || column.needPage === '1';
  const body = paging
    ? { pageBean: { page: 1, pageSize: LIMITS.columnPageSize, showTotal: true }, ...params }
    : params;
  const answer = isPost(column)
    ? await apiPost<unknown>(url, body, { silent: true })
    : await apiGet<unknown>(url, paging ? { page: 1, pageSize: LIMITS.columnPageSize, ...params } : params, {
        silent: true,
      });
  return answer.value ?? null;
}

export function columnDataQueryOptions(column: PortalColumn) {
  return queryOptions({
    queryKey: [
      'portal',
      'column',
      column.alias ?? column.id ?? column.name,
      column.colUrl ?? '',
      column.dataParam ?? '',
    ],
    queryFn: () => getColumnData(column),
    enabled: Boolean(column.colUrl),
    retry: false,
  });
}

export function useColumnData(column: PortalColumn) {
  return useQuery(columnDataQueryOptions(column));
}
