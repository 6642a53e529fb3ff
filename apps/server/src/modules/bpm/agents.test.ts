import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { caller } from './test-support';
import { NOT_AN_AGENT } from './service';

// Flow agents (bpm_agents): the demo lets 张三 start any flow in 李四's name.
let t: TestApp;
let api: ReturnType<typeof caller>;
let leaveDefId = '';
let lisiId = '';
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  leaveDefId = (
    await t.database.db
      .selectFrom('bpm_definitions')
      .innerJoin('tenants', 'tenants.id', 'bpm_definitions.tenant_id')
      .select('bpm_definitions.id')
      .where('bpm_definitions.def_key', '=', 'leave')
      .where('tenants.code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  lisiId = await api.userId('lisi');
});
afterAll(() => t.close());

const PRINCIPALS = (defId: string) => `/runtime/agent/v1/principals?defId=${defId}`;
const leave = {
  leaveType: 'sj',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  days: 2,
  reason: '代理发起',
};
const instances = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('bpm_instances')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('flow agents', () => {
  it('lists whom the caller may start a flow for', async () => {
    const zhangsan = await api.get('zhangsan', PRINCIPALS(leaveDefId));
    expect(zhangsan.value).toEqual([{ userId: lisiId, name: '李四' }]);
    expect((await api.get('wangwu', PRINCIPALS(leaveDefId))).value).toEqual([]);
    expect((await api.get('zhangsan', PRINCIPALS(randomUUID()))).status).toBe(404);
    expect((await api.get('zhangsan', PRINCIPALS('x'.repeat(200)))).status).toBe(400);
  });

  it("an agent starts in the principal's name: it is the principal's request, started by the agent", async () => {
    const res = await api.post('zhangsan', '/runtime/instance/v1/start', {
      defId: leaveDefId,
      subject: '代李四请假',
      data: leave,
      agentLeaderId: lisiId,
    });
    expect(res).toMatchObject({ status: 200, message: '启动成功' });
    const { instId } = res.value as { instId: string };
    const row = await t.database.db
      .selectFrom('bpm_instances')
      .select(['starter_id', 'starter_name'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ starter_id: lisiId, starter_name: '李四' });
    const theirs = await api.post('lisi', '/runtime/instance/v1/myMobileRequest', {
      querys: [{ property: 'subject', value: '代李四请假', operation: 'EQUAL' }],
    });
    expect(theirs.value.total).toBe(1);
    const mine = await api.post('zhangsan', '/runtime/instance/v1/myMobileRequest', {
      querys: [{ property: 'subject', value: '代李四请假', operation: 'EQUAL' }],
    });
    expect(mine.value.total).toBe(0);
    const ops = await api.get('lisi', `/runtime/task/v1/opinions?instId=${instId}`);
    expect(ops.value[0]).toMatchObject({ auditorName: '张三', opinion: '代 李四 发起' });
    // The agent who started it may follow it, and only that: circulating it is for those involved in it.
    expect((await api.get('zhangsan', `/runtime/task/v1/opinions?instId=${instId}`)).status).toBe(200);
    expect((await api.get('wangwu', `/runtime/task/v1/opinions?instId=${instId}`)).status).toBe(403);
    const wangwuId = await api.userId('wangwu');
    const circulated = await api.post('zhangsan', '/runtime/task/v1/copyTo', { instId, userIds: wangwuId });
    expect(circulated.status).toBe(403);
    // The screen learns this from the related information, so it offers 传阅 only to those it would serve.
    const related = (user: string) => api.get(user, `/runtime/task/v1/relatedInformation?instId=${instId}`);
    expect((await related('zhangsan')).value).toMatchObject({ mayCopyTo: false });
    expect((await related('lisi')).value).toMatchObject({ mayCopyTo: true });
  });

  it('an agency for one flow, or one that has not begun, does not reach other flows or today', async () => {
    const zhaoliu = await api.userId('zhaoliu');
    const wangwu = await api.userId('wangwu');
    const tenantId = (
      await t.database.db
        .selectFrom('bpm_definitions')
        .select('tenant_id')
        .where('id', '=', leaveDefId)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const agency = (principal: string, defKey: string | null, startAt: number) => ({
      id: randomUUID(),
      tenant_id: tenantId,
      principal_id: principal,
      agent_id: wangwu,
      def_key: defKey,
      start_at: startAt,
      end_at: null,
      created_at: Date.now(),
    });
    await t.database.db
      .insertInto('bpm_agents')
      .values([agency(zhaoliu, 'expense', Date.now() - 1000), agency(lisiId, null, Date.now() + 86_400_000)])
      .execute();
    expect((await api.get('wangwu', PRINCIPALS(leaveDefId))).value).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/runtime/instance/v1/start',
      headers: { ...bearer((await t.login('wangwu')).token), 'accept-language': 'en-US' },
      payload: { defId: leaveDefId, data: leave, agentLeaderId: zhaoliu },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You are not this person's flow agent and cannot start this flow in their name",
    );
  });

  it('someone who is not the agent, another tenant, an ended agency and a draft are refused; nothing is started', async () => {
    const before = await instances();
    const body = { defId: leaveDefId, data: leave, agentLeaderId: lisiId };
    const other = await api.post('wangwu', '/runtime/instance/v1/start', body);
    expect(other).toMatchObject({ status: 403, message: NOT_AN_AGENT });
    const acme = await api.post(
      'sunli',
      '/runtime/instance/v1/start',
      { defKey: 'leave', data: leave, agentLeaderId: lisiId },
      'acme',
    );
    expect(acme).toMatchObject({ status: 403, message: NOT_AN_AGENT });
    const draft = await api.post('zhangsan', '/runtime/instance/v1/start', { ...body, instId: randomUUID() });
    expect(draft.status).toBe(400);
    const bad = await api.post('zhangsan', '/runtime/instance/v1/start', { ...body, agentLeaderId: 7 });
    expect(bad.status).toBe(400);
    await t.database.db
      .updateTable('bpm_agents')
      .set({ end_at: Date.now() - 1000 })
      .where('principal_id', '=', lisiId)
      .execute();
    const ended = await api.post('zhangsan', '/runtime/instance/v1/start', body);
    expect(ended).toMatchObject({ status: 403, message: NOT_AN_AGENT });
    expect((await api.get('zhangsan', PRINCIPALS(leaveDefId))).value).toEqual([]);
    expect(await instances()).toBe(before);
  });
});
