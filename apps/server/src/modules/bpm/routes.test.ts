import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { caller, instanceProblems } from './test-support';

let t: TestApp;
let api: ReturnType<typeof caller>;
const I = '/runtime/instance/v1';
const T = '/runtime/task/v1';
const CONFLICT = '任务已被处理，请刷新后重试';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const leave = (days: number) => ({
  leaveType: 'sj',
  startDate: '2026-12-01',
  endDate: `2026-12-${String(days).padStart(2, '0')}`,
  days,
  reason: '家中有事',
});

async function startLeave(account: string, days: number, subject?: string) {
  const res = await api.post(account, `${I}/start`, {
    defKey: 'leave',
    data: leave(days),
    ...(subject ? { subject } : {}),
  });
  expect(res.message).toBe('启动成功');
  expect(res.status).toBe(200);
  return res.value as { instId: string; taskIds: string[] };
}

async function todo(account: string, subject?: string) {
  const res = await api.post(account, `${T}/getTodoList`, {
    isMobile: true,
    pageBean: { page: 1, pageSize: 50 },
    ...(subject ? { querys: [{ property: 'subject', value: subject, operation: 'EQUAL' }] } : {}),
  });
  expect(res.status).toBe(200);
  return res.value as {
    rows: { id: string; subject: string; name: string; procInstId: string }[];
    total: number;
  };
}

async function taskRow(id: string) {
  return t.database.db.selectFrom('bpm_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('start, to-do, detail, complete', () => {
  it('a long leave goes to the department head, then HR, and ends; every step is in the opinions', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '长假-主路径');
    expect(taskIds).toHaveLength(1);
    const lisiTodo = await todo('lisi', '长假-主路径');
    expect(lisiTodo.rows.map((r) => r.name)).toEqual(['部门负责人审批']);
    expect((await todo('wangwu', '长假-主路径')).total).toBe(0);

    const detail = await api.get('lisi', `${T}/taskDetail?taskId=${taskIds[0]}`);
    expect(detail.value.canAct).toBe(true);
    expect(detail.value.buttons.map((b: { alias: string }) => b.alias)).toEqual(
      expect.arrayContaining(['agree', 'oppose', 'reject', 'transfer']),
    );
    expect(detail.value.data).toMatchObject({ days: 5, reason: '家中有事' });

    const done = await api.post('lisi', `${T}/complete`, {
      taskId: taskIds[0],
      actionName: 'agree',
      opinion: '同意',
    });
    expect(done).toMatchObject({ status: 200, state: true, message: '办理成功' });
    const hrTask = (done.value as string[])[0]!;
    const hr = await todo('zhaoliu', '长假-主路径');
    expect(hr.rows.map((r) => r.name)).toEqual(['人事审批']);

    const ended = await api.post('zhaoliu', `${T}/complete`, {
      taskId: hrTask,
      actionName: 'agree',
      opinion: '已登记',
    });
    expect(ended.state).toBe(true);
    const inst = await api.post('zhangsan', `${I}/getByRecordInstId`, { instId });
    expect(inst.value.status).toBe('end');

    const ops = await api.get('zhangsan', `${T}/opinions?instId=${instId}`);
    expect(
      ops.value.map((o: { statusVal: string; auditorName: string }) => `${o.auditorName}:${o.statusVal}`),
    ).toEqual(['张三:提交', '李四:同意', '赵六:同意']);
    const image = await api.get('zhangsan', `${T}/flowImage?instId=${instId}`);
    expect(image.value.bpmnXml).toContain('bpmn:definitions');
    const status = Object.fromEntries(
      image.value.nodes.map((n: { nodeId: string; status: string }) => [n.nodeId, n.status]),
    );
    expect(status).toMatchObject({ Task_Leader: 'done', Task_HR: 'done' });
  });

  it('a short leave skips the head; HR candidates see it, the flow image shows the current node', async () => {
    const { instId } = await startLeave('zhangsan', 2, '短假');
    expect((await todo('lisi', '短假')).total).toBe(0);
    const hr = await todo('zhaoliu', '短假');
    expect(hr.total).toBe(1);
    const image = await api.get('zhangsan', `${T}/flowImage?instId=${instId}`);
    const status = Object.fromEntries(
      image.value.nodes.map((n: { nodeId: string; status: string }) => [n.nodeId, n.status]),
    );
    expect(status).toMatchObject({ Task_Leader: 'untouched', Task_HR: 'current', End: 'untouched' });
    const ops = await api.get('zhangsan', `${T}/opinions?instId=${instId}`);
    const pending = ops.value.at(-1);
    expect(pending).toMatchObject({ statusVal: '待审批', isRead: 0, taskName: '人事审批' });
    expect(pending.qualfiedNames).toContain('赵六');
    await api.post('zhaoliu', `${T}/addReadRecord`, { instId });
    const again = await api.get('zhangsan', `${T}/opinions?instId=${instId}`);
    expect(again.value.at(-1).isRead).toBe(1);
  });

  it('lists my requests, done items and the four summary counts', async () => {
    const { taskIds } = await startLeave('zhangsan', 5, '统计用');
    const before = (await api.get('lisi', `${T}/getFlowSummary`)).value;
    await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'oppose', opinion: '不同意' });
    const after = (await api.get('lisi', `${T}/getFlowSummary`)).value;
    expect(after.myTaks.dataText).toBe(before.myTaks.dataText - 1);
    expect(after.myAlready.dataText).toBe(before.myAlready.dataText + 1);
    const doneList = await api.post('lisi', `${I}/getDoneInstList`, {
      querys: [{ property: 'subject', value: '统计用', operation: 'EQUAL' }],
    });
    expect(doneList.value.rows[0]).toMatchObject({
      subject: '统计用',
      status: 'running',
      opinionStatus: 'oppose',
      taskKey: 'Task_Leader',
    });
    const mine = await api.post('zhangsan', `${I}/myMobileRequest`, {
      querys: [{ property: 'subject', value: '统计', operation: 'LIKE' }],
    });
    expect(mine.value.rows.map((r: { subject: string }) => r.subject)).toEqual(['统计用']);
    expect(mine.value.rows[0].currentNodes).toBe('人事审批');
  });
});

describe('who may act, and bad input', () => {
  it('another user, another tenant and a guest are refused; nothing changes', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '权限');
    const taskId = taskIds[0]!;
    const other = await api.post('wangwu', `${T}/complete`, { taskId, actionName: 'agree' });
    expect(other).toMatchObject({ status: 403, state: false, message: '您不是该任务的处理人' });
    const acme = await api.post('sunli', `${T}/complete`, { taskId, actionName: 'agree' }, 'acme');
    expect(acme).toMatchObject({ status: 404, message: '任务不存在' });
    const acmeRead = await api.get('sunli', `${T}/opinions?instId=${instId}`, 'acme');
    expect(acmeRead.status).toBe(404);
    const stranger = await api.get('wangwu', `${T}/opinions?instId=${instId}`);
    expect(stranger.status).toBe(403);
    expect((await taskRow(taskId)).status).toBe('pending');
    const notStarter = await api.post('lisi', `${T}/revoke`, { instId });
    expect(notStarter).toMatchObject({ status: 403, message: '只有发起人可以执行此操作' });
    const notStarterRetrieve = await api.post('lisi', `${T}/retrieve`, { instId });
    expect(notStarterRetrieve.status).toBe(403);
  });

  it('bad input answers 400 naming the field and changes nothing', async () => {
    const { taskIds } = await startLeave('zhangsan', 5, '坏输入');
    const taskId = taskIds[0]!;
    const version = async () =>
      (
        await t.database.db
          .selectFrom('bpm_instances')
          .select('version')
          .where('subject', '=', '坏输入')
          .executeTakeFirstOrThrow()
      ).version;
    const v0 = await version();
    const cases: [object, string][] = [
      [{ taskId, actionName: 'maybe' }, 'actionName 只能是 agree、oppose、abandon'],
      [{ actionName: 'agree' }, 'body/taskId 为必填项'],
      [{ taskId, actionName: 'agree', nodeUsers: '{x' }, 'nodeUsers 不是有效的 JSON'],
      [{ taskId, actionName: 'agree', files: 'nope' }, 'files 应为 JSON 数组'],
      [{ taskId, actionName: 'agree', extra: 1 }, 'body/extra 是不允许的字段'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.post('lisi', `${T}/complete`, payload);
      expect(res.status, message).toBe(400);
      expect(res.message).toBe(message);
    }
    const badFilter = await api.post('lisi', `${T}/getTodoList`, {
      querys: [{ property: 'password', value: 'x' }],
    });
    expect(badFilter).toMatchObject({ status: 400, message: 'querys: 不支持按 password 查询' });
    const badSort = await api.post('lisi', `${T}/getTodoList`, {
      sorter: [{ property: 'x', direction: 'ASC' }],
    });
    expect(badSort.status).toBe(400);
    const noDef = await api.post('zhangsan', `${I}/start`, { defKey: 'nope' });
    expect(noDef).toMatchObject({ status: 404, message: '流程定义不存在' });
    expect(await version()).toBe(v0);
    expect((await taskRow(taskId)).status).toBe('pending');
  });

  it('a form rule refuses a start without required fields, and nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('bpm_instances')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n0 = await count();
    const res = await api.post('zhangsan', `${I}/start`, { defKey: 'leave', data: { days: 2 } });
    expect(res.status).toBe(400);
    expect(res.message).toContain('请正确的填写以下表单内容');
    expect(await count()).toBe(n0);
  });
});

describe('concurrency', () => {
  it('50 simultaneous completes of one task: one success, 49 clear errors, a consistent instance', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '并发');
    const taskId = taskIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.post('lisi', `${T}/complete`, { taskId, actionName: 'agree' })),
    );
    expect(results.filter((r) => r.state)).toHaveLength(1);
    const failures = results.filter((r) => !r.state);
    expect(failures).toHaveLength(49);
    for (const f of failures) expect(f).toMatchObject({ status: 409, message: CONFLICT });
    const opinions = await t.database.db
      .selectFrom('bpm_opinions')
      .select('status')
      .where('inst_id', '=', instId)
      .execute();
    expect(opinions.map((o) => o.status).sort()).toEqual(['agree', 'start']);
    const open = await t.database.db
      .selectFrom('bpm_tasks')
      .select('node_id')
      .where('inst_id', '=', instId)
      .where('status', '=', 'pending')
      .execute();
    expect(open.map((o) => o.node_id)).toEqual(['Task_HR']);
    expect(await instanceProblems(t)).toEqual([]);
    const { token } = await t.login('lisi');
    const english = await t.app.inject({
      method: 'POST',
      url: `${T}/complete`,
      headers: { ...bearer(token), 'accept-language': 'en-US' },
      payload: { taskId, actionName: 'agree' },
    });
    expect(english.json()).toEqual({
      state: false,
      message: 'This task has already been handled. Please refresh and try again',
    });
  });

  it('candidates racing for one task: one wins, the others learn it was handled', async () => {
    const { taskIds } = await startLeave('zhangsan', 2, '候选竞争');
    const taskId = taskIds[0]!;
    const results = await Promise.all(
      ['zhaoliu', 'hanxue', 'zhulin', 'donghui'].map((who) =>
        api.post(who, `${T}/complete`, { taskId, actionName: 'agree' }),
      ),
    );
    expect(results.filter((r) => r.state)).toHaveLength(1);
    for (const f of results.filter((r) => !r.state))
      expect(f).toMatchObject({ status: 409, message: CONFLICT });
    expect(await instanceProblems(t)).toEqual([]);
  });

  it('reject racing complete: exactly one wins', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '驳回竞争');
    const taskId = taskIds[0]!;
    const results = await Promise.all([
      api.post('lisi', `${T}/complete`, { taskId, actionName: 'agree' }),
      api.post('lisi', `${T}/rejectComplete`, { taskId, destination: 'start', opinion: '退回' }),
      api.post('lisi', `${T}/complete`, { taskId, actionName: 'agree' }),
      api.post('lisi', `${T}/rejectComplete`, { taskId, destination: 'start' }),
    ]);
    expect(results.filter((r) => r.state)).toHaveLength(1);
    for (const f of results.filter((r) => !r.state)) expect(f.message).toBe(CONFLICT);
    const open = await t.database.db
      .selectFrom('bpm_tasks')
      .select('node_id')
      .where('inst_id', '=', instId)
      .where('status', '=', 'pending')
      .execute();
    expect(open).toHaveLength(1);
    expect(await instanceProblems(t)).toEqual([]);
  });
});

describe('reject, revoke, retrieve, end', () => {
  it('taskToReject lists passed nodes; rejectComplete to start gives the starter a task', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '驳回');
    const targets = await api.get('lisi', `${T}/taskToReject?taskId=${taskIds[0]}`);
    expect(targets.status).toBe(200);
    expect(targets.value.map((x: { nodeId: string }) => x.nodeId)).toContain('Start');
    const res = await api.post('lisi', `${T}/rejectComplete`, {
      taskId: taskIds[0],
      destination: 'start',
      opinion: '补材料',
    });
    expect(res).toMatchObject({ state: true, message: '驳回成功' });
    const mine = await todo('zhangsan', '驳回');
    expect(mine.rows.map((r) => r.name)).toEqual(['发起']);
    // The starter is told, and the message's 立即处理 leads to the request (its screen opens on their task).
    const told = await t.database.db
      .selectFrom('innermsg_receivers')
      .innerJoin('innermsg_messages', 'innermsg_messages.id', 'innermsg_receivers.message_id')
      .select(['innermsg_messages.link'])
      .where('innermsg_receivers.receiver_id', '=', await api.userId('zhangsan'))
      .where('innermsg_messages.subject', '=', '驳回：驳回')
      .execute();
    expect(told).toEqual([{ link: `/inst/${instId}` }]);
    const back = await api.get('zhangsan', `${T}/taskDetail?taskId=${mine.rows[0]!.id}`);
    expect(back.value.buttons.map((b: { alias: string }) => b.alias)).toEqual(['agree', 'endProcess']);
    const again = await api.post('zhangsan', `${T}/complete`, {
      taskId: mine.rows[0]!.id,
      actionName: 'agree',
      data: { ...leave(5), reason: '已补充证明' },
    });
    expect(again.state).toBe(true);
    expect((await todo('lisi', '驳回')).rows.map((r) => r.name)).toEqual(['部门负责人审批']);
    const ops = await api.get('zhangsan', `${T}/opinions?instId=${instId}`);
    expect(ops.value.map((o: { statusVal: string }) => o.statusVal)).toContain('驳回到发起人');
  });

  it('the starter withdraws a request nobody has acted on, not one already approved', async () => {
    const a = await startLeave('zhangsan', 5, '撤销');
    const res = await api.post('zhangsan', `${T}/revoke`, { instId: a.instId, opinion: '不请了' });
    expect(res).toMatchObject({ state: true, message: '撤回成功' });
    expect((await api.post('zhangsan', `${I}/getByRecordInstId`, { instId: a.instId })).value.status).toBe(
      'revoked',
    );
    expect((await todo('lisi', '撤销')).total).toBe(0);

    const b = await startLeave('zhangsan', 5, '撤销-已审');
    await api.post('lisi', `${T}/complete`, { taskId: b.taskIds[0], actionName: 'agree' });
    const refused = await api.post('zhangsan', `${T}/revoke`, { instId: b.instId });
    expect(refused).toMatchObject({ status: 400, message: '流程已有人审批，不能撤销' });
  });

  it('an approver takes back their step while the next node is untouched', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '审批撤回');
    await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'agree' });
    const res = await api.post('lisi', `${T}/revoke`, { instId, taskId: taskIds[0] });
    expect(res.state).toBe(true);
    expect((await todo('lisi', '审批撤回')).total).toBe(1);
    expect((await todo('zhaoliu', '审批撤回')).total).toBe(0);
    // On lisi's done list the step now reads as taken back, so it is not offered for revoking again.
    const done = await api.post('lisi', `${I}/getDoneInstList`, {
      pageBean: { page: 1, pageSize: 50 },
      querys: [{ property: 'subject', value: '审批撤回', operation: 'EQUAL' }],
    });
    expect(done.value).toMatchObject({ rows: [{ id: instId, opinionStatus: 'revoke' }] });
  });

  it('retrieve brings the request back to the starter; end process stops it', async () => {
    const { instId } = await startLeave('zhangsan', 5, '取回');
    const res = await api.post('zhangsan', `${T}/retrieve`, { instId, opinion: '改一下' });
    expect(res).toMatchObject({ state: true, message: '取回成功' });
    const mine = await todo('zhangsan', '取回');
    expect(mine.total).toBe(1);

    const b = await startLeave('zhangsan', 5, '终止');
    const end = await api.post('lisi', `${T}/endProcess`, { taskId: b.taskIds[0], opinion: '不批' });
    expect(end).toMatchObject({ state: true, message: '终止成功' });
    expect((await api.post('zhangsan', `${I}/getByRecordInstId`, { instId: b.instId })).value.status).toBe(
      'manualend',
    );
    expect(await instanceProblems(t)).toEqual([]);
  });
});

describe('hand on, claim, notices, urge', () => {
  it('transfer and delegate move the task; getDelegate and transToMore list them', async () => {
    const a = await startLeave('zhangsan', 5, '转办');
    const wangwu = await api.userId('wangwu');
    const self = await api.post('lisi', `${T}/transfer`, {
      taskId: a.taskIds[0],
      userId: await api.userId('lisi'),
    });
    expect(self.status).toBe(400);
    const res = await api.post('lisi', `${T}/transfer`, {
      taskId: a.taskIds[0],
      userId: wangwu,
      opinion: '请王五处理',
    });
    expect(res).toMatchObject({ state: true, message: '转办成功' });
    expect((await todo('wangwu', '转办')).total).toBe(1);
    expect((await todo('lisi', '转办')).total).toBe(0);
    const moved = await api.post('lisi', `${I}/transToMore`, {
      querys: [{ property: 'subject', value: '转办', operation: 'EQUAL' }],
    });
    expect(moved.value.rows[0]).toMatchObject({ assigneeName: '王五', kind: 'transfer' });

    const b = await startLeave('zhangsan', 5, '委托');
    await api.post('lisi', `${T}/delegate`, { taskId: b.taskIds[0], userId: wangwu });
    const delegated = await api.post('lisi', `${T}/getDelegate`, {
      querys: [{ property: 'subject', value: '委托', operation: 'EQUAL' }],
    });
    expect(delegated.value.rows[0]).toMatchObject({
      assigneeName: '王五',
      ownerName: '李四',
      kind: 'delegate',
    });
    const done = await api.post('wangwu', `${T}/complete`, { taskId: b.taskIds[0], actionName: 'agree' });
    expect(done.state).toBe(true);
  });

  it('a candidate claims (1) and gives back (3) a task; others cannot act while it is claimed', async () => {
    const { taskIds } = await startLeave('zhangsan', 2, '签收');
    const taskId = taskIds[0]!;
    const state = await api.get('zhaoliu', `${T}/canLock?taskId=${taskId}`);
    expect(state.value).toMatchObject({ canLock: true, canUnlock: false });
    const claim = await api.post('zhaoliu', `${T}/lockUnlock`, { taskId });
    expect(claim).toMatchObject({ value: 1, message: '已签收' });
    expect((await todo('hanxue', '签收')).total).toBe(0);
    const blocked = await api.post('hanxue', `${T}/complete`, { taskId, actionName: 'agree' });
    expect(blocked.status).toBe(403);
    const release = await api.post('zhaoliu', `${T}/lockUnlock`, { taskId });
    expect(release).toMatchObject({ value: 3, message: '已取消签收' });
    expect((await todo('hanxue', '签收')).total).toBe(1);
    // Once done, the task leaves every candidate's list, while the candidates may still read the instance.
    const done = await api.post('hanxue', `${T}/complete`, { taskId, actionName: 'agree' });
    expect(done.state).toBe(true);
    expect((await todo('hanxue', '签收')).total).toBe(0);
    expect((await todo('zhaoliu', '签收')).total).toBe(0);
    const offers = await t.database.db
      .selectFrom('bpm_task_candidates')
      .select(['user_id', 'open'])
      .where('task_id', '=', taskId)
      .execute();
    expect(offers.length).toBeGreaterThan(1);
    expect(offers.every((o) => o.open === 0)).toBe(true);
  });

  it('copy-to reaches the receiver as to-read with an inner message; the reply is written once', async () => {
    const { instId } = await startLeave('zhangsan', 5, '传阅');
    const wangwu = await api.userId('wangwu');
    const res = await api.post('zhangsan', `${T}/copyTo`, { instId, userIds: wangwu, opinion: '请知悉' });
    expect(res).toMatchObject({ state: true, message: '传阅成功', value: 1 });
    const toRead = await api.post('wangwu', `${T}/getNoticeTodoReadList`, {
      querys: [{ property: 'subject', value: '传阅', operation: 'EQUAL' }],
    });
    expect(toRead.value.rows[0]).toMatchObject({ type: 'copyto', senderName: '张三', status: 'unread' });
    const msg = await t.database.db
      .selectFrom('innermsg_receivers')
      .innerJoin('innermsg_messages', 'innermsg_messages.id', 'innermsg_receivers.message_id')
      .select(['innermsg_messages.subject'])
      .where('innermsg_receivers.receiver_id', '=', wangwu)
      .where('innermsg_messages.subject', '=', '传阅：传阅')
      .execute();
    expect(msg).toHaveLength(1);
    const noticeId = toRead.value.rows[0].id;
    expect((await api.post('lisi', `${T}/readNotice`, { noticeId })).status).toBe(403);
    expect((await api.post('wangwu', `${T}/readNotice`, { noticeId })).state).toBe(true);
    const stillToRead = await api.post('wangwu', `${T}/getNoticeTodoReadList`, {
      querys: [{ property: 'subject', value: '传阅', operation: 'EQUAL' }],
    });
    expect(stillToRead.value.total).toBe(0);
    expect((await api.post('lisi', `${T}/copyToReply`, { noticeId, opinion: '收到' })).status).toBe(403);
    expect((await api.post('wangwu', `${T}/copyToReply`, { noticeId, opinion: '收到' })).state).toBe(true);
    expect((await api.post('wangwu', `${T}/copyToReply`, { noticeId, opinion: '再次' })).status).toBe(409);
    const readList = await api.post('wangwu', `${T}/getNoticeDoneReadList`, {
      querys: [{ property: 'subject', value: '传阅', operation: 'EQUAL' }],
    });
    expect(readList.value.rows[0]).toMatchObject({ status: 'replied', reply: '收到' });
    const sent = await api.post('zhangsan', `${T}/getMyNoticeReadList`, {
      querys: [{ property: 'subject', value: '传阅', operation: 'EQUAL' }],
    });
    expect(sent.value.total).toBe(1);
    // The receiver may now read the instance.
    expect((await api.get('wangwu', `${T}/opinions?instId=${instId}`)).status).toBe(200);
  });

  it('a notice is read by id by its receiver and its sender only (the link of its message)', async () => {
    const { instId } = await startLeave('zhangsan', 2, '传阅按编号');
    const wangwu = await api.userId('wangwu');
    await api.post('zhangsan', `${T}/copyTo`, { instId, userIds: wangwu, opinion: '请看' });
    const list = await api.post('wangwu', `${T}/getNoticeTodoReadList`, {
      querys: [{ property: 'subject', value: '传阅按编号', operation: 'EQUAL' }],
    });
    const noticeId = list.value.rows[0].id as string;
    const mine = await api.get('wangwu', `${T}/notice?noticeId=${noticeId}`);
    expect(mine.value).toMatchObject({
      id: noticeId,
      instId,
      type: 'copyto',
      senderName: '张三',
      content: '请看',
      status: 'unread',
    });
    expect((await api.get('zhangsan', `${T}/notice?noticeId=${noticeId}`)).value.id).toBe(noticeId);
    expect((await api.get('lisi', `${T}/notice?noticeId=${noticeId}`)).status).toBe(404);
    expect((await api.get('wangwu', `${T}/notice?noticeId=nope`)).status).toBe(404);
  });

  it('communication and inquiry go from the handler and are answered by the receivers', async () => {
    const { taskIds } = await startLeave('zhangsan', 5, '沟通');
    const wangwu = await api.userId('wangwu');
    const com = await api.post('lisi', `${T}/communicate`, {
      taskId: taskIds[0],
      userIds: wangwu,
      opinion: '这次请假合适吗',
    });
    expect(com.state).toBe(true);
    const inq = await api.post('lisi', `${T}/inquiry`, {
      taskId: taskIds[0],
      userIds: wangwu,
      opinion: '请给意见',
    });
    expect(inq.state).toBe(true);
    expect((await api.post('zhangsan', `${T}/inquiry`, { taskId: taskIds[0], userIds: wangwu })).status).toBe(
      403,
    );
    const list = await api.post('wangwu', `${T}/getNoticeTodoReadList`, {
      querys: [{ property: 'subject', value: '沟通', operation: 'EQUAL' }],
    });
    const byType = Object.fromEntries(
      list.value.rows.map((r: { type: string; id: string }) => [r.type, r.id]),
    );
    expect(
      (await api.post('wangwu', `${T}/communicateReply`, { noticeId: byType.communicate, opinion: '合适' }))
        .state,
    ).toBe(true);
    expect(
      (await api.post('wangwu', `${T}/inquiryReply`, { noticeId: byType.inquiry, opinion: '同意' })).state,
    ).toBe(true);
    expect(
      (await api.post('wangwu', `${T}/inquiryReply`, { noticeId: byType.communicate, opinion: 'x' })).status,
    ).toBe(404);
  });

  it('urge writes an inner message to the current handlers', async () => {
    const { instId } = await startLeave('zhangsan', 5, '催办');
    const res = await api.post('zhangsan', `${T}/urge`, { instId, content: '请尽快' });
    expect(res).toMatchObject({ state: true, message: '催办成功', value: 1 });
    const lisi = await api.userId('lisi');
    const msg = await t.database.db
      .selectFrom('innermsg_receivers')
      .innerJoin('innermsg_messages', 'innermsg_messages.id', 'innermsg_receivers.message_id')
      .select(['innermsg_messages.type', 'innermsg_messages.content'])
      .where('innermsg_receivers.receiver_id', '=', lisi)
      .where('innermsg_messages.subject', '=', '催办：催办')
      .execute();
    expect(msg).toEqual([{ type: 'urge', content: '请尽快' }]);
    expect((await api.post('wangwu', `${T}/urge`, { instId })).status).toBe(403);
  });
});

describe('countersign', () => {
  it('contract review is a sequential countersign; a manager adds a signer, sign lines show the votes', async () => {
    const res = await api.post('zhangsan', `${I}/start`, {
      defKey: 'contract',
      subject: '会签合同',
      data: {
        title: '测试合同',
        contractType: 'fw',
        partyB: '乙方公司',
        amount: 1000,
        signDate: '2026-12-01',
      },
    });
    const { instId, taskIds } = res.value;
    const next = await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'agree' });
    const reviewTask = next.value[0];
    const row = await taskRow(reviewTask);
    const first = await t.database.db
      .selectFrom('users')
      .select('account')
      .where('id', '=', row.assignee_id!)
      .executeTakeFirstOrThrow();
    const zhaoliu = await api.userId('zhaoliu');
    const added = await api.post(first.account, `${T}/addSign`, {
      taskId: reviewTask,
      userIds: zhaoliu,
      position: 'after',
    });
    expect(added).toMatchObject({ state: true, message: '加签成功' });
    const lines = await api.get('zhangsan', `${T}/signLines?instId=${instId}&nodeId=Task_Review`);
    expect(lines.value.map((l: { userName: string }) => l.userName)).toContain('赵六');
    // The review node offers no end or transfer: a crafted request is refused and changes nothing.
    for (const [url, body] of [
      [`${T}/endProcess`, { taskId: reviewTask }],
      [`${T}/transfer`, { taskId: reviewTask, userId: zhaoliu }],
    ] as const) {
      const refused = await api.post(first.account, url, body);
      expect(refused, url).toMatchObject({ status: 403, message: '当前节点不允许此操作' });
    }
    expect((await taskRow(reviewTask)).status).toBe('pending');
    const removed = await api.post(first.account, `${T}/removeSign`, { taskId: reviewTask, userId: zhaoliu });
    expect(removed).toMatchObject({ state: true, message: '减签成功' });
    const after = await api.get('zhangsan', `${T}/signLines?instId=${instId}&nodeId=Task_Review`);
    expect(after.value.map((l: { userName: string }) => l.userName)).not.toContain('赵六');
    const bad = await api.post(first.account, `${T}/addSign`, {
      taskId: reviewTask,
      userIds: zhaoliu,
      position: 'sideways',
    });
    expect(bad.status).toBe(400);
  });
});

describe('drafts, phrases, common flows, start list', () => {
  it('saves, lists, starts from and removes drafts', async () => {
    const saved = await api.post('zhangsan', `${T}/saveDraft`, {
      defKey: 'leave',
      subject: '草稿A',
      data: { days: 1 },
    });
    expect(saved.state).toBe(true);
    const drafts = await api.post('zhangsan', `${I}/myMobileDraft`, {
      querys: [{ property: 'subject', value: '草稿A', operation: 'EQUAL' }],
    });
    expect(drafts.value.total).toBe(1);
    expect((await api.post('lisi', `${T}/removeDraft`, { instId: saved.value })).status).toBe(403);
    const form = await api.post('zhangsan', `${I}/startForm`, { instId: saved.value });
    expect(form.value).toMatchObject({ defKey: 'leave', data: { days: 1 }, subject: '草稿A' });
    const started = await api.post('zhangsan', `${I}/start`, { instId: saved.value, data: leave(1) });
    expect(started.value.instId).toBe(saved.value);
    const full = await api.post('zhangsan', `${T}/saveDraft`, {
      defKey: 'leave',
      subject: '草稿C',
      data: leave(2),
    });
    const fromSaved = await api.post('zhangsan', `${I}/start`, { instId: full.value, urgentState: 'urgent' });
    expect(fromSaved.state).toBe(true);
    expect((await api.post('zhangsan', `${I}/getUrgrntById`, { instId: full.value })).value.urgentState).toBe(
      'urgent',
    );
    const badUrgency = await api.post('zhangsan', `${I}/start`, {
      defKey: 'leave',
      data: leave(1),
      urgentState: 'panic',
    });
    expect(badUrgency).toMatchObject({ status: 400, message: 'urgentState 只能是 normal、urgent、critical' });
    const second = await api.post('zhangsan', `${T}/saveDraft`, { defKey: 'leave', subject: '草稿B' });
    const removed = await api.post('zhangsan', `${T}/removeDraft`, { instId: second.value });
    expect(removed).toMatchObject({ state: true, message: '删除成功' });
    expect(
      (
        await api.post('zhangsan', `${I}/myMobileDraft`, {
          querys: [{ property: 'subject', value: '草稿B', operation: 'EQUAL' }],
        })
      ).value.total,
    ).toBe(0);
  });

  it('approval phrases: shared ones for all, own ones added and changed only by their owner', async () => {
    const list = await api.get('zhangsan', '/flow/approvalItem/v1');
    expect(list.value.map((i: { expression: string }) => i.expression)).toContain('同意');
    const added = await api.post('zhangsan', '/flow/approvalItem/v1', { expression: '我的常用语' });
    expect(added.value).toMatchObject({ expression: '我的常用语', personal: 1 });
    const otherList = await api.get('lisi', '/flow/approvalItem/v1');
    expect(otherList.value.map((i: { expression: string }) => i.expression)).not.toContain('我的常用语');
    expect(
      (await api.post('lisi', '/flow/approvalItem/v1', { id: added.value.id, expression: 'x' })).status,
    ).toBe(403);
    expect((await api.post('zhangsan', '/flow/approvalItem/v1', { expression: '' })).status).toBe(400);
    expect((await api.post('zhangsan', '/flow/approvalItem/v1/remove', { id: added.value.id })).state).toBe(
      true,
    );
  });

  it('start list by category with search; common flows saved and listed', async () => {
    const list = await api.get('zhangsan', '/flow/def/v1/startList');
    const names = list.value.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(['人事行政', '财务报销', '采购合同']);
    const search = await api.get('zhangsan', `/flow/def/v1/startList?keyword=${encodeURIComponent('请假')}`);
    expect(
      search.value.categories.flatMap((c: { flows: { name: string }[] }) => c.flows.map((f) => f.name)),
    ).toEqual(['请假申请']);
    const saved = await api.post('wangwu', '/flow/def/v1/saveCommonFlows', { defKeys: 'contract,leave' });
    expect(saved).toMatchObject({ state: true, message: '保存常用流程成功' });
    const common = await api.get('wangwu', '/flow/def/v1/commonFlows');
    expect(common.value.map((c: { defKey: string }) => c.defKey)).toEqual(['contract', 'leave']);
    expect((await api.post('wangwu', '/flow/def/v1/saveCommonFlows', { defKeys: 'nope' })).status).toBe(400);
    const page = await api.post('zhangsan', `${I}/myMobileProcess`, {
      querys: [{ property: 'name', value: '合同' }],
    });
    expect(page.value.rows.map((r: { defKey: string }) => r.defKey)).toEqual(['contract']);
    const acme = await api.get('sunli', '/flow/def/v1/startList', 'acme');
    expect(acme.value.common).toEqual([]);
  });
});

describe('reads of an instance and a task', () => {
  it('answers nodes, follows, due time, properties, chart, related, executor, task key, urgency, script', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '读取');
    const taskId = taskIds[0]!;
    const def = (await api.post('zhangsan', `${I}/getByRecordInstId`, { instId })).value.procDefId;
    const nodes = await api.get('zhangsan', `${T}/nodes?instId=${instId}`);
    expect(nodes.value).toEqual(
      expect.arrayContaining([
        { nodeId: 'Start', name: '发起', nodeType: 'START' },
        { nodeId: 'Gateway_Days', name: '请假天数', nodeType: 'EXCLUSIVEGATEWAY' },
      ]),
    );
    expect(
      (await api.post('zhangsan', `${T}/followSave`, { instId, nodeIds: 'Task_HR,Task_Leader' })).state,
    ).toBe(true);
    expect((await api.get('zhangsan', `${T}/followedNodes?instId=${instId}`)).value).toBe(
      'Task_HR,Task_Leader',
    );
    expect((await api.post('zhangsan', `${T}/followSave`, { instId, nodeIds: 'Nope' })).status).toBe(400);

    const due = Date.now() + 86_400_000;
    expect((await api.post('lisi', `${T}/dueTimeSave`, { taskId, dueTime: due })).state).toBe(true);
    expect((await api.post('zhangsan', `${T}/dueTimeSave`, { taskId, dueTime: due })).status).toBe(403);
    expect((await api.get('lisi', `${T}/dueTime?taskId=${taskId}`)).value.dueTime).toBe(due);
    expect((await api.get('lisi', `${T}/expirationDate?taskId=${taskId}`)).value.overdue).toBe(false);
    expect(
      (await api.get('lisi', `${T}/afterJumpNodes?taskId=${taskId}`)).value.map(
        (n: { nodeId: string }) => n.nodeId,
      ),
    ).toEqual(['Task_HR']);
    const props = await api.get('lisi', `${T}/nodeProperties?instId=${instId}&nodeId=Task_Leader`);
    expect(props.value).toMatchObject({ nodeType: 'USERTASK', formKey: 'leave', dueTime: 'P2D' });
    expect((await api.get('lisi', `${T}/getCurNodeProperties?taskId=${taskId}`)).value.nodeId).toBe(
      'Task_Leader',
    );
    expect((await api.get('zhangsan', `${T}/getCurNodeProperties?defId=${def}`)).value.nodeId).toBe('Start');
    expect((await api.get('zhangsan', `${T}/chartData?instId=${instId}`)).value[0]).toMatchObject({
      nodeId: 'Start',
    });
    expect((await api.get('zhangsan', `${T}/relatedInformation?instId=${instId}`)).value).toMatchObject({
      starterOrgName: '研发部',
    });
    expect((await api.get('zhangsan', `${T}/executorName?taskId=${taskId}`)).value).toBe('李四');
    expect((await api.get('lisi', `${T}/taskKey?instId=${instId}`)).value).toEqual({
      taskKey: 'Task_Leader',
      taskId,
    });
    expect(
      (await api.get('zhangsan', `${T}/urgentStateConfig`)).value.map((u: { key: string }) => u.key),
    ).toEqual(['normal', 'urgent', 'critical']);
    expect((await api.post('zhangsan', `${I}/getUrgrntById`, { instId })).value.urgentState).toBe('normal');
    expect((await api.get('zhangsan', `${T}/getBpmTaskByInstId?instId=${instId}`)).value[0].id).toBe(taskId);
    const byPks = await api.post('wangwu', `${I}/getInstanceByPks`, { ids: instId });
    expect(byPks.value).toEqual([]);
    expect((await api.post('zhangsan', `${I}/getInstanceByPks`, { ids: instId })).value).toHaveLength(1);
    const related = await api.post('zhangsan', `${I}/relatedProcess`, { instId });
    expect(related.value.total).toBeGreaterThan(0);
    const defGet = await api.get('zhangsan', `/flow/def/v1/defGet?defId=${def}`);
    expect(defGet.value).toMatchObject({ defKey: 'leave', isMain: 1 });
    const json = await api.get('zhangsan', '/flow/def/v1/getJson?defKey=leave');
    expect(json.value.nodes.length).toBeGreaterThan(3);
    const script = await api.post('zhangsan', '/runtime/script/v1/executeScript', {
      script: 'days > 3',
      vars: { days: 5 },
    });
    expect(script.value).toBe(true);
    const evil = await api.post('zhangsan', '/runtime/script/v1/executeScript', {
      script: 'process.exit(1)',
    });
    expect(evil.status).toBe(400);
    for (const script of [
      'count(for x in 1..100000000 return x)',
      'some x in [1,2] satisfies x > 1',
      '1..5',
    ]) {
      const slow = await api.post('zhangsan', '/runtime/script/v1/executeScript', { script });
      expect(slow, script).toMatchObject({ status: 400, message: '脚本不支持循环与区间' });
    }
    const text = await api.post('zhangsan', '/runtime/script/v1/executeScript', {
      script: 'upper case("for every..some")',
    });
    expect(text.value).toBe('FOR EVERY..SOME');
  });

  it('records changes of business data (boDataModifyRecord)', async () => {
    const { instId } = await startLeave('zhangsan', 5, '改数据');
    const retrieved = await api.post('zhangsan', `${T}/retrieve`, { instId });
    const task = retrieved.value[0];
    const saved = await api.post('zhangsan', `${T}/saveFormData`, {
      taskId: task,
      data: { ...leave(6), reason: '改了' },
    });
    expect(saved.state).toBe(true);
    const records = await api.post('zhangsan', '/bpm/boDataModifyRecord/v1/listJson', { instId });
    expect(records.value.rows[0].changes).toEqual(
      expect.arrayContaining([{ field: 'reason', before: '家中有事', after: '改了' }]),
    );
  });

  it('a new version does not disturb running instances', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '版本');
    const { deployDefinition } = await import('./definitions');
    const { DEMO_PROCESSES } = await import('@baton/workflow-engine');
    const tenant = (
      await t.database.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    const v = await deployDefinition(t.database.db, {
      tenantId: tenant,
      xml: DEMO_PROCESSES.leave.replace('请假申请', '请假申请V2'),
    });
    expect(v.version).toBe(2);
    expect((await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'agree' })).state).toBe(
      true,
    );
    expect((await api.post('zhangsan', `${I}/getByRecordInstId`, { instId })).value.procDefName).toBe(
      '请假申请',
    );
    const fresh = await api.post('zhangsan', `${I}/start`, { defKey: 'leave', data: leave(1) });
    expect(
      (await api.post('zhangsan', `${I}/getByRecordInstId`, { instId: fresh.value.instId })).value
        .procDefName,
    ).toBe('请假申请V2');
  });
});

describe('the demo data', () => {
  it('has to-dos, requests, done items, drafts, circulated and delegated items for the demo users', async () => {
    const summary = async (account: string) => (await api.get(account, `${T}/getFlowSummary`)).value;
    const z = await summary('zhangsan');
    expect(z.myRequest.dataText).toBeGreaterThan(3);
    expect(z.myTaks.dataText).toBeGreaterThan(0);
    expect((await summary('lisi')).myAlready.dataText).toBeGreaterThan(0);
    expect((await summary('wangwu')).myNoticeRead.dataText).toBeGreaterThan(0);
    expect((await summary('admin')).myTaks.dataText).toBeGreaterThan(0);
    expect((await api.post('zhaoliu', `${I}/myMobileDraft`, {})).value.total).toBeGreaterThan(0);
    expect((await api.post('lisi', `${T}/getDelegate`, {})).value.total).toBeGreaterThan(0);
    expect(await instanceProblems(t)).toEqual([]);
  });
});

describe('every instance and task call refuses strangers and other tenants', () => {
  it('reads: 403 for a stranger, 404 for another tenant', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '陌生人');
    const taskId = taskIds[0]!;
    const reads = [
      `${T}/opinions?instId=${instId}`,
      `${T}/nodes?instId=${instId}`,
      `${T}/followedNodes?instId=${instId}`,
      `${T}/flowImage?instId=${instId}`,
      `${T}/chartData?instId=${instId}`,
      `${T}/relatedInformation?instId=${instId}`,
      `${T}/signLines?instId=${instId}&nodeId=Task_Leader`,
      `${T}/taskKey?instId=${instId}`,
      `${T}/getBpmTaskByInstId?instId=${instId}`,
      `${T}/getCurNodeProperties?instId=${instId}`,
      `${T}/nodeProperties?instId=${instId}&nodeId=Task_Leader`,
      `${T}/taskDetail?taskId=${taskId}`,
      `${T}/dueTime?taskId=${taskId}`,
      `${T}/expirationDate?taskId=${taskId}`,
      `${T}/afterJumpNodes?taskId=${taskId}`,
      `${T}/executorName?taskId=${taskId}`,
      `${T}/taskToReject?taskId=${taskId}`,
      `${T}/canLock?taskId=${taskId}`,
    ];
    for (const url of reads) {
      expect((await api.get('lisi', url)).status, url).toBe(200);
      expect((await api.get('wangwu', url)).status, url).toBe(403);
      expect((await api.get('sunli', url, 'acme')).status, url).toBe(404);
    }
    const posts: [string, object][] = [
      [`${I}/getByRecordInstId`, { instId }],
      [`${I}/getUrgrntById`, { instId }],
      [`${I}/relatedProcess`, { instId }],
      ['/bpm/boDataModifyRecord/v1/listJson', { instId }],
    ];
    for (const [url, body] of posts) {
      expect((await api.post('lisi', url, body)).status, url).toBe(200);
      expect((await api.post('wangwu', url, body)).status, url).toBe(403);
      expect((await api.post('sunli', url, body, 'acme')).status, url).toBe(404);
    }
  });

  it('operations: 403 for a stranger, 404 for another tenant, and the task stays as it was', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '陌生操作');
    const taskId = taskIds[0]!;
    const zhaoliu = await api.userId('zhaoliu');
    const ops: [string, object][] = [
      [`${T}/complete`, { taskId, actionName: 'agree' }],
      [`${T}/rejectComplete`, { taskId, destination: 'start' }],
      [`${T}/transfer`, { taskId, userId: zhaoliu }],
      [`${T}/delegate`, { taskId, userId: zhaoliu }],
      [`${T}/lockUnlock`, { taskId }],
      [`${T}/addSign`, { taskId, userIds: zhaoliu, position: 'after' }],
      [`${T}/removeSign`, { taskId, userId: zhaoliu }],
      [`${T}/communicate`, { taskId, userIds: zhaoliu }],
      [`${T}/inquiry`, { taskId, userIds: zhaoliu }],
      [`${T}/endProcess`, { taskId }],
      [`${T}/dueTimeSave`, { taskId, dueTime: Date.now() + 60_000 }],
      [`${T}/saveFormData`, { taskId, data: { reason: 'x' } }],
      [`${T}/copyTo`, { instId, userIds: zhaoliu }],
      [`${T}/urge`, { instId }],
      [`${T}/revoke`, { instId }],
      [`${T}/retrieve`, { instId }],
      [`${T}/followSave`, { instId, nodeIds: 'Task_HR' }],
      [`${T}/addReadRecord`, { instId }],
    ];
    const before = await taskRow(taskId);
    for (const [url, body] of ops) {
      expect((await api.post('wangwu', url, body)).status, url).toBe(403);
      expect((await api.post('sunli', url, body, 'acme')).status, url).toBe(404);
    }
    expect(await taskRow(taskId)).toEqual(before);
    const trail = await t.database.db
      .selectFrom('bpm_opinions')
      .select('status')
      .where('inst_id', '=', instId)
      .execute();
    expect(trail.map((o) => o.status)).toEqual(['start']);
  });
});

describe('guests', () => {
  it('a guest token gets 403 from the workflow calls', async () => {
    const res = await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' });
    const guest = (res.json() as { value: { token: string } }).value.token;
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['POST', `${T}/getTodoList`, {}],
      ['GET', `${T}/getFlowSummary`],
      ['GET', '/flow/def/v1/startList'],
      ['POST', `${I}/start`, { defKey: 'leave' }],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await t.app.inject({
        method,
        url,
        headers: bearer(guest),
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toEqual({ state: false, message: '游客无权访问，请先登录' });
    }
  });
});

describe('the demo processes with their forms', () => {
  it('an expense above 5,000 goes to the general manager, then a finance countersign passes at half', async () => {
    const started = await api.post('zhangsan', `${I}/start`, {
      defKey: 'expense',
      subject: '大额报销',
      data: {
        title: '设备维修',
        payType: 'transfer',
        items: [{ date: '2026-11-10', category: 'bg', description: '服务器维修', amount: 6200 }],
      },
    });
    expect(started.status).toBe(200);
    const { instId, taskIds } = started.value;
    const gm = await api.post('lisi', `${T}/complete`, { taskId: taskIds[0], actionName: 'agree' });
    expect(gm.state).toBe(true);
    expect((await taskRow(gm.value[0])).name).toBe('总经理审批');
    const finance = await api.post('admin', `${T}/complete`, { taskId: gm.value[0], actionName: 'agree' });
    const signers = await Promise.all(
      (finance.value as string[]).map(async (id) => {
        const row = await taskRow(id);
        const user = await t.database.db
          .selectFrom('users')
          .select('account')
          .where('id', '=', row.assignee_id!)
          .executeTakeFirstOrThrow();
        return { id, account: user.account };
      }),
    );
    expect(signers.length).toBeGreaterThanOrEqual(2);
    const half = Math.ceil(signers.length / 2);
    for (const s of signers.slice(0, half)) {
      const vote = await api.post(s.account, `${T}/complete`, { taskId: s.id, actionName: 'agree' });
      expect(vote.state).toBe(true);
    }
    const inst = await api.post('zhangsan', `${I}/getByRecordInstId`, { instId });
    expect(inst.value.status).toBe('end');
    for (const s of signers.slice(half)) expect((await taskRow(s.id)).status).toBe('cancelled');
    for (const s of signers.slice(0, half)) expect((await taskRow(s.id)).status).toBe('completed');
    const lines = await api.get('zhangsan', `${T}/signLines?instId=${instId}&nodeId=Task_Finance`);
    expect(lines.value.filter((l: { vote: string }) => l.vote === 'agree')).toHaveLength(half);
    expect(await instanceProblems(t)).toEqual([]);
  });

  it('an IT purchase runs the parallel approvals, then the IT branch of the inclusive gateway', async () => {
    const started = await api.post('zhangsan', `${I}/start`, {
      defKey: 'purchase',
      subject: '电脑采购',
      data: {
        title: '笔记本',
        category: 'dzsb',
        needDate: '2026-12-20',
        items: [{ name: '笔记本电脑', quantity: 1, price: 8000 }],
      },
    });
    const { instId } = started.value;
    const act = async () => {
      const open = await t.database.db
        .selectFrom('bpm_tasks')
        .selectAll()
        .where('inst_id', '=', instId)
        .where('status', '=', 'pending')
        .execute();
      return open;
    };
    const handle = async (row: { id: string; assignee_id: string | null }) => {
      const who =
        row.assignee_id ??
        (
          await t.database.db
            .selectFrom('bpm_task_candidates')
            .select('user_id')
            .where('task_id', '=', row.id)
            .executeTakeFirstOrThrow()
        ).user_id;
      const user = await t.database.db
        .selectFrom('users')
        .select('account')
        .where('id', '=', who)
        .executeTakeFirstOrThrow();
      expect(
        (await api.post(user.account, `${T}/complete`, { taskId: row.id, actionName: 'agree' })).state,
      ).toBe(true);
    };
    const parallel = await act();
    expect(parallel.map((r) => r.name).sort()).toEqual(['行政审批', '部门负责人审批']);
    for (const r of parallel) await handle(r);
    const financeStep = await act();
    expect(financeStep.map((r) => r.name)).toEqual(['财务审核']);
    await handle(financeStep[0]!);
    const branch = await act();
    expect(branch.map((r) => r.name)).toEqual(['研发部审批']);
  });
});

describe('field permissions of a node', () => {
  it('an approver cannot change a read-only field by a crafted request; nothing is stored', async () => {
    const { instId, taskIds } = await startLeave('zhangsan', 5, '只读字段');
    const res = await api.post('lisi', `${T}/complete`, {
      taskId: taskIds[0],
      actionName: 'agree',
      data: { ...leave(5), reason: '被审批人改掉' },
    });
    expect(res.status).toBe(400);
    expect((await taskRow(taskIds[0]!)).status).toBe('pending');
    const detail = await api.get('lisi', `${T}/taskDetail?taskId=${taskIds[0]}`);
    expect(detail.value.data.reason).toBe('家中有事');
    const saved = await api.post('lisi', `${T}/saveFormData`, {
      taskId: taskIds[0],
      data: { reason: '再改' },
    });
    expect(saved).toMatchObject({
      status: 400,
      message: '请正确的填写以下表单内容：请假事由为只读字段，不能修改',
    });
    const records = await api.post('zhangsan', '/bpm/boDataModifyRecord/v1/listJson', { instId });
    expect(records.value.total).toBe(0);
  });
});
