import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { onLiveEvent } from '../../../lib/live-events';

/** The flow summary map of workflow.md §3: each tile's count as `dataText`. */
export interface FlowSummary {
  myTaks?: { dataText?: string | number };
  myRequest?: { dataText?: string | number };
  myAlready?: { dataText?: string | number };
  myNoticeRead?: { dataText?: string | number };
}

export const FLOW_SUMMARY_PATH = '/runtime/task/v1/getFlowSummary';

/** The four counts of the flow centre; a server without the call (or a failure) reads as no counts. */
export async function getFlowSummary(): Promise<FlowSummary> {
  try {
    const { value } = await apiGet<FlowSummary>(FLOW_SUMMARY_PATH, undefined, { silent: true });
    return value ?? {};
  } catch {
    return {};
  }
}

export function flowSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['bpm', 'flowSummary', userId],
    queryFn: getFlowSummary,
    enabled: userId !== '',
  });
}

/** The counts, fetched again whenever the live stream reports something (a new task, a notice, a message). */
export function useFlowSummary(userId: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEvent(() => {
        void client.invalidateQueries({ queryKey: flowSummaryQueryOptions(userId).queryKey });
      }),
    [client, userId],
  );
  return useQuery(flowSummaryQueryOptions(userId));
}
