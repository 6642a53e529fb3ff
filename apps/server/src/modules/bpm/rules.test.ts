import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { BadInput } from '../../errors';
import { deployDefinition } from './definitions';
import { caller, instanceProblems } from './test-support';

let t: TestApp;
let api: ReturnType<typeof caller>;
let tenantId: string;
const T = '/runtime/task/v1';

const NS =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:baton="http://baton.dev/schema/bpmn" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="http://baton.dev/bpmn"';

/** A straight line of user tasks, each with its own assignee rule. */
function lineProcess(
  key: string,
  tasks: { id: string; name: string; rule: string; buttons?: string }[],
): string {
  const ids = ['Start', ...tasks.map((x) => x.id), 'End'];
  const flows = ids.slice(1).map((to, i) => ({ id: `F${i}`, from: ids[i]!, to }));
  const io = (id: string) =>
    flows
      .filter((f) => f.to === id)
      .map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`)
      .concat(flows.filter((f) => f.from === id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`))
      .join('');
  const buttons = (b = 'agree:同意,reject:驳回') =>
    b
      .split(',')
      .map((x) => x.split(':'))
      .map(([alias, name]) => `<baton:button alias="${alias}" name="${name}" />`)
      .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Defs_${key}">
  <bpmn:process id="${key}" name="规则测试" isExecutable="true">
    <bpmn:startEvent id="Start" name="发起">${io('Start')}</bpmn:startEvent>
    ${tasks
      .map(
        (x) => `<bpmn:userTask id="${x.id}" name="${x.name}">
      <bpmn:extensionElements><baton:node>${x.rule}${buttons(x.buttons)}</baton:node></bpmn:extensionElements>
      ${io(x.id)}
    </bpmn:userTask>`,
      )
      .join('\n')}
    <bpmn:endEvent id="End" name="结束">${io('End')}</bpmn:endEvent>
    ${flows.map((f) => `<bpmn:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}" />`).join('\n')}
  </bpmn:process>
</bpmn:definitions>`;
}

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  tenantId = (
    await t.database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function myTask(account: string, instId: string) {
  const res = await api.get(account, `${T}/getBpmTaskByInstId?instId=${instId}`);
  expect(res.status).toBe(200);
  return res.value[0] as { id: string; name: string; assigneeName: string | null; needClaim: number };
}

describe('assignee rules against the directory', () => {
  it('chosen, role (with a required claim), post, FEEL and fixed users each reach the right people', async () => {
    const zhaoliu = await api.userId('zhaoliu');
    await deployDefinition(t.database.db, {
      tenantId,
      xml: lineProcess('rules', [
        { id: 'T_Chosen', name: '选择审批人', rule: '<baton:assignee type="chosen" />' },
        {
          id: 'T_Role',
          name: '财务角色',
          rule: '<baton:assignee type="role" value="finance" />',
          buttons: 'agree:同意,lockUnlock:签收',
        },
        { id: 'T_Post', name: '财务经理', rule: '<baton:assignee type="post" value="cwb-manager" />' },
        { id: 'T_Feel', name: '表达式', rule: '<baton:assignee type="feel" value="approver" />' },
        { id: 'T_Users', name: '指定人员', rule: `<baton:assignee type="users" value="${zhaoliu}" />` },
      ]),
    });
    const lisi = await api.userId('lisi');
    const wangwu = await api.userId('wangwu');
    const start = (nodeUsers?: object) =>
      api.post('zhangsan', '/runtime/instance/v1/start', {
        defKey: 'rules',
        data: { approver: lisi },
        ...(nodeUsers ? { nodeUsers: JSON.stringify(nodeUsers) } : {}),
      });
    expect(await start()).toMatchObject({ status: 400, message: '节点「选择审批人」没有可用的处理人' });
    expect(await start({ T_Chosen: ['nobody'] })).toMatchObject({
      status: 400,
      message: 'nodeUsers 包含不存在的用户',
    });
    const acmeUser = await api.userId('sunli', 'acme');
    expect((await start({ T_Chosen: [acmeUser] })).status).toBe(400);

    const started = await start({ T_Chosen: [wangwu] });
    expect(started.status).toBe(200);
    const instId = started.value.instId as string;
    const chosen = await myTask('zhangsan', instId);
    expect(chosen.assigneeName).toBe('王五');
    await api.post('wangwu', `${T}/complete`, { taskId: chosen.id, actionName: 'agree' });

    const role = await myTask('zhangsan', instId);
    expect(role).toMatchObject({ name: '财务角色', assigneeName: null, needClaim: 1 });
    const detail = await api.get('wangwu', `${T}/taskDetail?taskId=${role.id}`);
    expect(detail.value.buttons.map((b: { alias: string }) => b.alias)).toEqual(['lockUnlock']);
    expect(await api.post('wangwu', `${T}/complete`, { taskId: role.id, actionName: 'agree' })).toMatchObject(
      {
        status: 403,
        message: '请先签收该任务',
      },
    );
    expect((await api.post('xuli', `${T}/lockUnlock`, { taskId: role.id })).value).toBe(1);
    expect((await api.post('wangwu', `${T}/lockUnlock`, { taskId: role.id })).message).toBe(
      '该任务已被他人签收',
    );
    expect((await api.post('xuli', `${T}/complete`, { taskId: role.id, actionName: 'agree' })).state).toBe(
      true,
    );

    const post = await myTask('zhangsan', instId);
    expect(post).toMatchObject({ name: '财务经理', assigneeName: '王五' });
    await api.post('wangwu', `${T}/complete`, { taskId: post.id, actionName: 'agree' });
    const feel = await myTask('zhangsan', instId);
    expect(feel).toMatchObject({ name: '表达式', assigneeName: '李四' });
    await api.post('lisi', `${T}/complete`, { taskId: feel.id, actionName: 'agree' });
    const users = await myTask('zhangsan', instId);
    expect(users).toMatchObject({ name: '指定人员', assigneeName: '赵六' });
    await api.post('zhaoliu', `${T}/complete`, { taskId: users.id, actionName: 'agree' });
    const inst = await api.post('zhangsan', '/runtime/instance/v1/getByRecordInstId', { instId });
    expect(inst.value.status).toBe('end');
    const trail = await api.get('zhangsan', `${T}/opinions?instId=${instId}`);
    expect(
      trail.value.map((o: { auditorName: string; statusVal: string }) => `${o.auditorName}:${o.statusVal}`),
    ).toEqual(['张三:提交', '王五:同意', '徐丽:签收', '徐丽:同意', '王五:同意', '李四:同意', '赵六:同意']);
    expect(await instanceProblems(t)).toEqual([]);
  });

  it('refuses to deploy an element the engine cannot run, naming it', async () => {
    const xml = lineProcess('bad', [
      { id: 'T1', name: '审批', rule: '<baton:assignee type="starter" />' },
    ]).replace(
      '<bpmn:endEvent id="End" name="结束">',
      '<bpmn:serviceTask id="Svc_1" name="调用" /><bpmn:endEvent id="End" name="结束">',
    );
    const attempt = deployDefinition(t.database.db, { tenantId, xml });
    await expect(attempt).rejects.toBeInstanceOf(BadInput);
    await expect(attempt).rejects.toThrow(/bpmn:ServiceTask.*Svc_1/);
    const stored = await t.database.db
      .selectFrom('bpm_definitions')
      .select('id')
      .where('def_key', '=', 'bad')
      .execute();
    expect(stored).toEqual([]);
  });
});
