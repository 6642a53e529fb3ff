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

describe('a starter who heads their own organisation', () => {
  it('lisi (head of 研发部, nobody above) starts a 5-day leave: the head step is skipped and HR gets it', async () => {
    const res = await api.post('lisi', `${I}/start`, {
      defKey: 'leave',
      subject: '负责人请假',
      data: { leaveType: 'sj', startDate: '2026-12-01', endDate: '2026-12-05', days: 5, reason: '家中有事' },
    });
    expect(res).toMatchObject({ status: 200, message: '启动成功' });
    const { instId, taskIds } = res.value as { instId: string; taskIds: string[] };
    expect(taskIds).toHaveLength(1);
    const tasks = await api.get('lisi', `${T}/getBpmTaskByInstId?instId=${instId}`);
    expect(tasks.value.map((x: { name: string }) => x.name)).not.toContain('部门负责人审批');
    const rows = await t.database.db
      .selectFrom('bpm_tasks')
      .select(['name', 'assignee_id'])
      .where('inst_id', '=', instId)
      .execute();
    expect(rows.map((r) => r.name)).not.toContain('部门负责人审批');
    const lisi = await api.userId('lisi');
    expect(rows.filter((r) => r.assignee_id === lisi)).toEqual([]);

    const trail = await api.get('lisi', `${T}/opinions?instId=${instId}`);
    const steps = (
      trail.value as { taskName: string; status: string; statusVal: string; opinion: string }[]
    ).map((o) => [o.taskName, o.statusVal]);
    expect(steps.slice(0, 2)).toEqual([
      ['发起', '提交'],
      ['部门负责人审批', '跳过'],
    ]);
    const todo = await api.post('lisi', `${T}/getTodoList`, {
      isMobile: true,
      querys: [{ property: 'subject', value: '负责人请假', operation: 'EQUAL' }],
    });
    expect(todo.value.total).toBe(0);
  });
});
