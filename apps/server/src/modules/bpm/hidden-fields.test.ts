import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { caller } from './test-support';

let t: TestApp;
let api: ReturnType<typeof caller>;
const I = '/runtime/instance/v1';
const T = '/runtime/task/v1';
const SECRET = 'data:image/png;base64,SECRET-SEAL';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const contract = {
  title: '保密合同',
  contractType: 'fw',
  partyB: '乙方公司',
  amount: 1000,
  signDate: '2026-12-01',
};

/** A contract waiting at the department head, whose stored data (and change trail) already hold a seal. */
async function sealedContract() {
  const res = await api.post('zhangsan', `${I}/start`, { defKey: 'contract', data: contract });
  expect(res.status).toBe(200);
  const { instId, taskIds } = res.value as { instId: string; taskIds: string[] };
  const db = t.database.db;
  const row = await db
    .selectFrom('bpm_instance_data')
    .select('data')
    .where('inst_id', '=', instId)
    .executeTakeFirstOrThrow();
  const data = { ...(JSON.parse(row.data) as Record<string, unknown>), sealSign: SECRET };
  await db
    .updateTable('bpm_instance_data')
    .set({ data: JSON.stringify(data) })
    .where('inst_id', '=', instId)
    .execute();
  const inst = await db
    .selectFrom('bpm_instances')
    .select('tenant_id')
    .where('id', '=', instId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bpm_data_modify_records')
    .values({
      id: `seal-${instId}`,
      tenant_id: inst.tenant_id,
      inst_id: instId,
      task_id: null,
      node_id: 'Task_Sign',
      node_name: '总经理签署',
      user_id: await api.userId('lisi'),
      user_name: '李四',
      changes: JSON.stringify([
        { field: 'sealSign', before: null, after: SECRET },
        { field: 'partyB', before: '旧乙方', after: '乙方公司' },
      ]),
      created_at: Date.now(),
    })
    .execute();
  return { instId, taskId: taskIds[0]! };
}

const leaks = (value: unknown) => JSON.stringify(value).includes('SECRET-SEAL');

describe('fields hidden at the caller’s node never reach the client', () => {
  it('the starter, for whom the seal is hidden, never sees it; the approver whose node shows it does', async () => {
    const { instId, taskId } = await sealedContract();
    const asApprover = await api.get('lisi', `${T}/taskDetail?taskId=${taskId}`);
    expect(asApprover.value.data.sealSign).toBe(SECRET);

    const asStarter = await api.get('zhangsan', `${T}/taskDetail?taskId=${taskId}`);
    expect(asStarter.status).toBe(200);
    expect(asStarter.value.data.partyB).toBe('乙方公司');
    expect(asStarter.value.data).not.toHaveProperty('sealSign');

    const records = await api.post('zhangsan', '/bpm/boDataModifyRecord/v1/listJson', { instId });
    expect(records.status).toBe(200);
    expect(records.value.rows[0].changes.map((c: { field: string }) => c.field)).toEqual(['partyB']);

    for (const [url, body] of [
      [`${I}/getByRecordInstId`, { instId }],
      [`${I}/getInstanceByPks`, { ids: instId }],
      [`${I}/relatedProcess`, { instId }],
      [`${T}/getBpmTaskByInstId?instId=${instId}`, undefined],
    ] as const) {
      const res = body ? await api.post('zhangsan', url, body) : await api.get('zhangsan', url);
      expect(res.status, url).toBe(200);
      expect(leaks(res.value), url).toBe(false);
    }
  });

  it('a copy-to receiver reads the contract without the seal', async () => {
    const { instId, taskId } = await sealedContract();
    const wangwu = await api.userId('wangwu');
    const sent = await api.post('zhangsan', `${T}/copyTo`, { instId, userIds: wangwu, opinion: '请知悉' });
    expect(sent.state).toBe(true);
    const detail = await api.get('wangwu', `${T}/taskDetail?taskId=${taskId}`);
    expect(detail.status).toBe(200);
    expect(detail.value.data.title).toBe('保密合同');
    expect(leaks(detail.value)).toBe(false);
    const records = await api.post('wangwu', '/bpm/boDataModifyRecord/v1/listJson', { instId });
    expect(leaks(records.value)).toBe(false);
  });

  it('a draft holding a value for a hidden field gives it back neither on save nor on the start form', async () => {
    const saved = await api.post('zhangsan', `${T}/saveDraft`, {
      defKey: 'contract',
      subject: '草稿合同',
      data: { ...contract, sealSign: SECRET },
    });
    expect(saved.status).toBe(200);
    const form = await api.post('zhangsan', `${I}/startForm`, { instId: saved.value });
    expect(form.value.data.title).toBe('保密合同');
    expect(leaks(form.value)).toBe(false);
    const again = await api.post('zhangsan', `${T}/saveFormData`, {
      instId: saved.value,
      data: { partyB: '新乙方' },
    });
    expect(again.status).toBe(200);
    expect(again.value.partyB).toBe('新乙方');
    expect(leaks(again.value)).toBe(false);
  });
});
