import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmInstanceRow } from '@baton/contracts';
import { apiGet } from '../../../../lib/http';

export interface RelatedInfo extends BpmInstanceRow {
  starterOrgName: string;
  businessKey: string;
  opinionCount: number;
  noticeCount: number;
  /** Whether the caller may circulate it (copyTo): false for a flow agent who only follows it. */
  mayCopyTo: boolean;
}

/** GET /runtime/task/v1/relatedInformation?instId: the instance with the starter's organisation and counts. */
export async function getRelatedInfo(instId: string): Promise<RelatedInfo> {
  const { value } = await apiGet<RelatedInfo>('/runtime/task/v1/relatedInformation', { instId });
  if (!value) throw new Error('empty related information');
  return value;
}

export function relatedInfoQueryOptions(instId: string) {
  return queryOptions({
    queryKey: ['task', 'relatedInfo', instId],
    queryFn: () => getRelatedInfo(instId),
    enabled: instId !== '',
  });
}

export function useRelatedInfo(instId: string) {
  return useQuery(relatedInfoQueryOptions(instId));
}
