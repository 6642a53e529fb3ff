import type { Params } from 'react-router';
import { appQueryClient } from '../../../app/query-client';
import { getToken } from '../../../lib/session';
import { formDefinitionQueryOptions } from './api/get-form-definition';
import { noticeQueryOptions } from './api/get-notice';
import { openTasksQueryOptions } from './api/get-open-tasks';
import { opinionsQueryOptions } from './api/get-opinions';
import { relatedInfoQueryOptions } from './api/get-related-info';
import { taskDetailQueryOptions } from './api/get-task-detail';
import { detailTarget } from './model/detail-route';

/**
 * The instance screen's first calls, started while its code loads: the task's detail, then its opinions and
 * form; or, for an instance or a notice, its open tasks, opinions and related information. The screen reads
 * the same queries, so it finds them answered or under way.
 */
export async function prefetchInstance(params: Params): Promise<void> {
  if (!getToken()) return;
  const client = appQueryClient();
  const target = detailTarget(params);
  if (target.taskId) {
    const detail = await client.fetchQuery(taskDetailQueryOptions(target.taskId));
    await Promise.all([
      client.prefetchQuery(opinionsQueryOptions(detail.task.procInstId)),
      detail.formKey ? client.prefetchQuery(formDefinitionQueryOptions(detail.formKey)) : null,
    ]);
    return;
  }
  const instId =
    target.instId ||
    (target.noticeId ? (await client.fetchQuery(noticeQueryOptions(target.noticeId))).instId : '');
  if (!instId) return;
  await Promise.all([
    client.prefetchQuery(openTasksQueryOptions(instId)),
    client.prefetchQuery(opinionsQueryOptions(instId)),
    client.prefetchQuery(relatedInfoQueryOptions(instId)),
  ]);
}
