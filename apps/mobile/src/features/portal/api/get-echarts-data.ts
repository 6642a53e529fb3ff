import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** GET /runtime/report/v1/getEchartsData?reportId: a report's chart (an echarts option). */
export async function getEchartsData(reportId: string): Promise<unknown> {
  const { value } = await apiGet<unknown>(
    '/runtime/report/v1/getEchartsData',
    { reportId },
    { silent: true },
  );
  return value ?? null;
}

export function echartsDataQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: ['portal', 'report', reportId],
    queryFn: () => getEchartsData(reportId),
    enabled: reportId !== '',
    retry: false,
  });
}

export function useEchartsData(reportId: string) {
  return useQuery(echartsDataQueryOptions(reportId));
}
