import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appQueryClient } from '../../../app/query-client';
import { useSession } from '../../../lib/session';
import { testUser } from '../../../test/render-app';
import { ok, serve } from '../../../test/serve';
import { taskDetailQueryOptions } from './api/get-task-detail';
import { prefetchInstance } from './prefetch';

const DETAIL = {
  task: { id: 't1', procInstId: 'i1' },
  instance: { id: 'i1' },
  formKey: 'leave',
  buttons: [],
};

beforeEach(() => {
  appQueryClient().clear();
  useSession.getState().setUser(testUser());
});

afterEach(() => {
  useSession.getState().clearUser();
});

describe('prefetchInstance', () => {
  it('a task route asks for the detail, then its opinions and form, into the cache the screen reads', async () => {
    const calls = serve({
      '/runtime/task/v1/taskDetail': ok(DETAIL),
      '/runtime/task/v1/opinions': ok([]),
      '/form/form/v1/previewDesignVue': ok({ key: 'leave', fields: [] }),
    });
    await prefetchInstance({ taskId: 't1', leaderId: '0' });
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/runtime/task/v1/taskDetail', { taskId: 't1' }],
      ['/runtime/task/v1/opinions', { instId: 'i1' }],
      ['/form/form/v1/previewDesignVue', { id: 'leave' }],
    ]);
    expect(appQueryClient().getQueryData(taskDetailQueryOptions('t1').queryKey)).toEqual(DETAIL);
  });

  it('an instance route asks for its open tasks, opinions and related information', async () => {
    const calls = serve({
      '/runtime/task/v1/getBpmTaskByInstId': ok([]),
      '/runtime/task/v1/opinions': ok([]),
      '/runtime/task/v1/relatedInformation': ok({}),
    });
    await prefetchInstance({ instId: 'i9', type: '1' });
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/runtime/task/v1/getBpmTaskByInstId',
      '/runtime/task/v1/opinions',
      '/runtime/task/v1/relatedInformation',
    ]);
    expect(calls.every((c) => c.params?.instId === 'i9')).toBe(true);
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    useSession.getState().clearUser();
    const calls = serve({});
    await prefetchInstance({ taskId: 't1', leaderId: '0' });
    expect(calls).toEqual([]);
  });
});
