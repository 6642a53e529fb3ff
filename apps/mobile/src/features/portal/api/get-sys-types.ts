import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** A category of the application centre. */
export interface SysType {
  id: string;
  name: string;
  parentId?: string | null;
  typeKey?: string | null;
  sn?: number | null;
}

/** GET /sys/sysType/v1/getByParentId?catId: the categories under one parent. */
export async function getSysTypes(catId: string): Promise<SysType[]> {
  const { value } = await apiGet<SysType[]>('/sys/sysType/v1/getByParentId', { catId });
  return value ?? [];
}

export function sysTypesQueryOptions(catId: string) {
  return queryOptions({
    queryKey: ['portal', 'sysTypes', catId],
    queryFn: () => getSysTypes(catId),
    enabled: catId !== '',
  });
}

export function useSysTypes(catId: string) {
  return useQuery(sysTypesQueryOptions(catId));
}
