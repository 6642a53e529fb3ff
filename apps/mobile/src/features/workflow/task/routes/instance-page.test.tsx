import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpmOpinionRow, BpmTaskDetail, FormDefinition } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { ok, serve, type Call } from '../../../../test/serve';
import { notify } from '../../../../lib/notify';
import { http } from '../../../../lib/http';
import { useSession } from '../../../../lib/session';
import { InstancePage } from './instance-page';

const APPROVE = [
  { alias: 'agree', name: '同意' },
  { alias: 'oppose', name: '反对' },
  { alias: 'reject', name: '驳回' },
  { alias: 'backToStart', name: '驳回发起人' },
  { alias: 'transfer', name: '转办' },
  { alias: 'commu', name: '沟通' },
  { alias: 'endProcess', name: '终止' },
];

const FORM: FormDefinition = {
  key: 'leave',
  name: '请假申请',
  version: 1,
  boAlias: 'leave',
  fields: [
    { name: 'reason', label: '请假事由', type: 'textarea' },
    { name: 'days', label: '请假天数', type: 'number' },
  ],
} as FormDefinition;

function detail(over: Partial<BpmTaskDetail> = {}): BpmTaskDetail {
  return {
    task: {
      id: 't1',
      name: '部门负责人审批',
      subject: '张三的请假申请',
      procInstId: 'i1',
      procDefId: 'd1',
      procDefKey: 'leave',
      procDefName: '请假申请',
      nodeId: 'Task_Leader',
      taskKey: 'Task_Leader',
      status: 'pending',
      kind: 'normal',
      assigneeId: 'u1',
      assigneeName: '李四',
      ownerId: null,
      ownerName: null,
      creatorId: 'u-zhangsan',
      creatorName: '张三',
      needClaim: 0,
      dueTime: null,
      createTime: Date.UTC(2026, 10, 20),
      completeTime: null,
    },
    instance: {
      id: 'i1',
      subject: '张三的请假申请',
      procDefId: 'd1',
      procDefKey: 'leave',
      procDefName: '请假申请',
      status: 'running',
      creatorId: 'u-zhangsan',
      creatorName: '张三',
      createTime: Date.UTC(2026, 10, 20),
      updateTime: Date.UTC(2026, 10, 20),
      endTime: null,
      currentNodes: '部门负责人审批',
      urgentState: 'urgent',
    },
    buttons: APPROVE,
    node: {
      nodeId: 'Task_Leader',
      name: '部门负责人审批',
      nodeType: 'USERTASK',
      formKey: 'leave',
      fields: { reason: 'r', days: 'r' },
      buttons: APPROVE,
      countersign: null,
      rejectMode: 'normal',
      dueTime: 'P2D',
      assignees: [],
    },
    formKey: 'leave',
    data: { reason: '年假出游', days: 5 },
    canAct: true,
    ...over,
  };
}

const opinion = (over: Partial<BpmOpinionRow>): BpmOpinionRow => ({
  id: 'o',
  instId: 'i1',
  taskId: null,
  taskKey: 'Start',
  taskName: '发起',
  auditor: 'u-zhangsan',
  auditorName: '张三',
  qualfiedNames: '张三',
  status: 'start',
  opinionStatus: 'start',
  statusVal: '提交',
  isRead: 1,
  opinion: '',
  files: '[]',
  zfiles: '[]',
  createTime: Date.UTC(2026, 10, 20),
  completeTime: Date.UTC(2026, 10, 20),
  durMs: 30_000,
  ...over,
});

const OPINIONS = [
  opinion({ id: 'o1' }),
  opinion({
    id: 'o2',
    taskId: 't1',
    taskKey: 'Task_Leader',
    taskName: '部门负责人审批',
    auditor: 'u1',
    auditorName: '李四',
    qualfiedNames: '李四',
    status: 'awaiting_check',
    statusVal: '待审批',
    isRead: 0,
    completeTime: null,
    durMs: null,
  }),
];

let calls: Call[];
function answer(task: BpmTaskDetail, extra: Parameters<typeof serve>[0] = {}) {
  calls = serve({
    '/runtime/task/v1/taskDetail': ok(task),
    '/runtime/task/v1/opinions': ok(OPINIONS),
    '/form/form/v1/previewDesignVue': ok(FORM),
    '/runtime/task/v1/canLock': ok({ canLock: false, canUnlock: false, lockUser: null, lockUserName: null }),
    '/runtime/task/v1/addReadRecord': { data: { state: true, message: '操作成功' } },
    ...extra,
  });
}

/** Opens the task; unless told otherwise, waits for its form too (the actions wait for it). */
async function openTask({ formLoaded = true } = {}) {
  const view = await renderPage(<InstancePage />, {
    path: '/task/t1/0',
    routePath: '/task/:taskId/:leaderId',
    routes: [{ path: '/home', element: <p>首页</p> }],
  });
  await screen.findByRole('heading', { name: '张三的请假申请' });
  if (formLoaded) {
    await waitFor(() => expect(screen.queryByRole('status', { name: '加载中…' })).not.toBeInTheDocument());
  }
  return view;
}

beforeEach(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  useSession.getState().setUser(testUser());
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

const bar = () => screen.getByRole('navigation', { name: '操作' });

describe('the task screen', () => {
  it('shows the form read-only at an approval node and the buttons of taskDetail: 同意 and 驳回 at the bottom, the rest under 更多', async () => {
    answer(detail());
    await openTask();
    expect(await screen.findByText('年假出游')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /请假事由/ })).toBeNull();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['更多', '驳回', '同意']);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(bar()).getByRole('button', { name: '更多' }));
    const sheet = await screen.findByRole('dialog', { name: '更多' });
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((o) => o.textContent),
    ).toEqual(['反对', '驳回发起人', '终止', '转办', '委托', '沟通', '征询', '传阅', '取消']);
  });

  it('shows the request while its form is still on its way; the actions wait for the form', async () => {
    answer(detail());
    const served = http.defaults.adapter;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    http.defaults.adapter = async (config) => {
      if (config.url === '/form/form/v1/previewDesignVue') await gate;
      return served(config);
    };
    await openTask({ formLoaded: false });
    expect(screen.getByText(/请假申请 · 张三 ·/)).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('status', { name: '加载中…' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '同意' })).toBeDisabled();
    release();
    expect(await screen.findByText('年假出游')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '同意' })).toBeEnabled();
  });

  it('a node without reject or transfer does not offer them', async () => {
    const buttons = [
      { alias: 'agree', name: '同意' },
      { alias: 'abandon', name: '弃权' },
    ];
    answer(detail({ buttons }));
    await openTask();
    await screen.findByText('年假出游');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['更多', '弃权', '同意']);
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('someone who may not act sees the request without any task button', async () => {
    answer(detail({ buttons: [], canAct: false }));
    await openTask();
    await screen.findByText('年假出游');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['传阅']);
  });

  it('agree sends the opinion, shows the server message and leaves the finished task', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    answer(detail(), {
      '/runtime/task/v1/complete': { data: { state: true, message: '办理成功', value: [] } },
    });
    await openTask();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(bar()).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    await user.type(within(dialog).getByRole('textbox', { name: /审批意见/ }), '同意，注意交接');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('办理成功'));
    const complete = calls.find((c) => c.url === '/runtime/task/v1/complete');
    expect(complete?.body).toEqual({ taskId: 't1', actionName: 'agree', opinion: '同意，注意交接' });
    // Opened directly (no page before it), going back lands on home.
    expect(await screen.findByText('首页')).toBeInTheDocument();
  });

  it('when someone else completed the task first, the server message shows and the dialog stays', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => {});
    answer(detail(), {
      '/runtime/task/v1/complete': {
        status: 409,
        data: { state: false, message: '任务已被处理，请刷新后重试' },
      },
    });
    await openTask();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(bar()).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('任务已被处理，请刷新后重试'));
    expect(screen.getByRole('dialog', { name: '同意' })).toBeInTheDocument();
  });

  it('a candidate claims the task with 签收 and the server says 已签收', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    answer(
      // A node that requires the claim: its candidates get only 签收 until one of them claims.
      detail({
        buttons: [{ alias: 'lockUnlock', name: '签收' }],
        canAct: false,
        task: { ...detail().task, assigneeId: null, assigneeName: null },
      }),
      {
        '/runtime/task/v1/canLock': ok({
          canLock: true,
          canUnlock: false,
          lockUser: null,
          lockUserName: null,
        }),
        '/runtime/task/v1/lockUnlock': { data: { state: true, message: '已签收', value: 1 } },
      },
    );
    await openTask();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await within(bar()).findByRole('button', { name: '签收' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已签收'));
    expect(calls.find((c) => c.url === '/runtime/task/v1/lockUnlock')?.body).toEqual({ taskId: 't1' });
  });

  it('the flow tree shows each step, the pending one as 待审批 · 待阅, and how long steps took', async () => {
    answer(detail());
    await openTask();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('tab', { name: /审批记录/ }));
    const list = await screen.findByRole('list', { name: '审批记录' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('提交');
    expect(items[0]).toHaveTextContent('耗时 不足1分钟');
    expect(items[1]).toHaveTextContent('待审批');
    expect(items[1]).toHaveTextContent('待阅');
    expect(items[1]).toHaveTextContent('李四');
  });
});

describe('a request opened without a task of ones own', () => {
  async function openInstance(mayCopyTo: boolean) {
    // Someone else holds the open task; its detail comes read-only.
    answer(detail({ canAct: false }), {
      '/runtime/task/v1/getBpmTaskByInstId': ok([detail().task]),
      '/runtime/task/v1/relatedInformation': ok({
        ...detail().instance,
        starterOrgName: '研发部',
        businessKey: 'b1',
        opinionCount: 2,
        noticeCount: 0,
        mayCopyTo,
      }),
    });
    await renderPage(<InstancePage />, { path: '/inst/i1', routePath: '/inst/:instId' });
    await screen.findByRole('heading', { name: '张三的请假申请' });
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/runtime/task/v1/relatedInformation')).toBe(true),
    );
  }

  it('offers 传阅 to someone involved in it', async () => {
    await openInstance(true);
    expect(await within(bar()).findByRole('button', { name: '传阅' })).toBeInTheDocument();
  });

  it('offers nothing to a flow agent who only follows it', async () => {
    await openInstance(false);
    // Settled: the form and the opinions are on screen, and still no action.
    await screen.findByText('年假出游');
    expect(screen.queryByRole('button', { name: '传阅' })).toBeNull();
  });
});

describe('the flow tree after a return', () => {
  it('shows the starter sending the request again as 重新提交, not as an approval', async () => {
    const history = [
      opinion({ id: 'o1' }),
      opinion({
        id: 'o2',
        taskId: 't0',
        taskKey: 'Task_Leader',
        taskName: '部门负责人审批',
        auditor: 'u1',
        auditorName: '李四',
        status: 'reject',
        statusVal: '驳回',
      }),
      opinion({ id: 'o3', taskId: 't9', status: 'agree', statusVal: '同意' }),
      opinion({
        id: 'o4',
        taskId: 't1',
        taskKey: 'Task_Leader',
        taskName: '部门负责人审批',
        auditor: 'u1',
        auditorName: '李四',
        status: 'agree',
        statusVal: '同意',
      }),
    ];
    answer(detail(), { '/runtime/task/v1/opinions': ok(history) });
    await openTask();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('tab', { name: /审批记录/ }));
    const items = within(await screen.findByRole('list', { name: '审批记录' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('[data-tone]:not(li)')?.textContent)).toEqual([
      '提交',
      '驳回',
      '重新提交',
      '同意',
    ]);
  });
});

describe('the related information', () => {
  const related = {
    ...detail().instance,
    starterOrgName: '研发部',
    businessKey: 'b1',
    opinionCount: 2,
    noticeCount: 1,
    mayCopyTo: true,
  };
  const infoCalls = {
    '/runtime/task/v1/relatedInformation': ok(related),
    '/runtime/instance/v1/getUrgrntById': ok({
      instId: 'i1',
      urgentState: 'urgent',
      options: [
        { key: 'normal', name: '普通' },
        { key: 'urgent', name: '紧急' },
        { key: 'critical', name: '特急' },
      ],
    }),
    '/runtime/task/v1/expirationDate': ok({
      dueTime: Date.UTC(2026, 10, 22),
      remainingMs: 3_600_000 * 5,
      overdue: false,
    }),
    '/runtime/instance/v1/relatedProcess': ok({ rows: [], total: 0, page: 1, pageSize: 10 }),
  };
  const row = (list: HTMLElement, label: string) =>
    within(list).getByText(label, { selector: 'dt' }).nextElementSibling;

  async function openInfo() {
    await openTask();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('tab', { name: '相关信息' }));
    const panel = await screen.findByRole('region', { name: '相关信息' });
    await within(panel).findByText('研发部');
    return panel;
  }

  it('shows the urgency by its configured name, the due time with what is left, and no signature when the node asks none', async () => {
    answer(detail(), infoCalls);
    const panel = await openInfo();
    await waitFor(() => expect(row(panel, '紧急程度')).toHaveTextContent('紧急'));
    await waitFor(() => expect(row(panel, '办理期限')).toHaveTextContent('剩余 5小时'));
    expect(row(panel, '签章配置')).toHaveTextContent('未启用');
    expect(row(panel, '记录')).toHaveTextContent('审批 2 条，传阅与沟通 1 条');
  });

  it('names the signature field the node asks the approver to sign', async () => {
    const signed = {
      ...FORM,
      fields: [...FORM.fields, { name: 'sign', label: '审批签名', type: 'signature' }],
    } as FormDefinition;
    const node = { ...detail().node, fields: { reason: 'r', days: 'r', sign: 'b' } };
    answer(detail({ node }), { ...infoCalls, '/form/form/v1/previewDesignVue': ok(signed) });
    const panel = await openInfo();
    await waitFor(() => expect(row(panel, '签章配置')).toHaveTextContent('需签章：审批签名'));
  });
});
