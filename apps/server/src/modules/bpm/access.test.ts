import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { caller } from './test-support';

let t: TestApp;
let api: ReturnType<typeof caller>;
const I = '/runtime/instance/v1';
const T = '/runtime/task/v1';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

async function startLeave(account: string, days: number, subject: string) {
  const res = await api.post(account, `${I}/start`, {
    defKey: 'leave',
    subject,
    data: { leaveType: 'sj', startDate: '2026-12-01', endDate: '2026-12-05', days, reason: '家中有事' },
  });
  expect(res.status).toBe(200);
  return res.value as { instId: string; taskIds: string[] };
}

describe('who may read related requests and urge', () => {
  it('related requests list only instances the caller is involved in', async () => {
    const shared = await startLeave('zhangsan', 5, '相关-传阅的');
    await startLeave('zhangsan', 5, '相关-未传阅的');
    const wangwu = await api.userId('wangwu');
    await api.post('zhangsan', `${T}/copyTo`, { instId: shared.instId, userIds: wangwu, opinion: '请知悉' });

    const asReceiver = await api.post('wangwu', `${I}/relatedProcess`, { instId: shared.instId });
    expect(asReceiver.status).toBe(200);
    expect(asReceiver.value.rows.map((r: { subject: string }) => r.subject)).not.toContain('相关-未传阅的');

    const asStarter = await api.post('zhangsan', `${I}/relatedProcess`, { instId: shared.instId });
    expect(asStarter.value.rows.map((r: { subject: string }) => r.subject)).toContain('相关-未传阅的');
  });

  it('only the starter urges; an approver who already acted is refused and nobody is messaged', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '催办-仅发起人');
    const done = await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'agree' });
    expect(done.state).toBe(true);
    const before = await t.database.db
      .selectFrom('bpm_urges')
      .select('id')
      .where('inst_id', '=', instId)
      .execute();
    const res = await api.post('lisi', `${T}/urge`, { instId });
    expect(res).toMatchObject({ status: 403, message: '只有发起人可以执行此操作' });
    const after = await t.database.db
      .selectFrom('bpm_urges')
      .select('id')
      .where('inst_id', '=', instId)
      .execute();
    expect(after).toHaveLength(before.length);
    expect((await api.post('zhangsan', `${T}/urge`, { instId })).state).toBe(true);
  });
});
