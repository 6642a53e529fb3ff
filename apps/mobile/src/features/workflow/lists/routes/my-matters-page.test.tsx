import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpmDoneRow, BpmTaskRow } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { ok, serve, type Call } from '../../../../test/serve';
import { http } from '../../../../lib/http';
import { useSession } from '../../../../lib/session';
import { notify } from '../../../../lib/notify';
import { emitLiveEvent } from '../../../../lib/live-events';
import { forgetScrollPositions } from '../components/use-scroll-memory';
import { allowPointerCapture, done, pageOf, quietStream, task } from '../test/rows';
import { confirmDialog } from '../components/confirm';
import { MyMattersPage } from './my-matters-page';

// The real dialog by default; a test may answer it instead.
vi.mock('../components/confirm', async (importActual) => {
  const actual = await importActual<{ confirmDialog: typeof confirmDialog }>();
  return { confirmDialog: vi.fn(actual.confirmDialog) };
});

let todos: BpmTaskRow[];
let dones: BpmDoneRow[];
let todoCalls: Call[];
let doneCalls: Call[];

beforeEach(() => {
  allowPointerCapture();
  quietStream();
  useSession.getState().setUser(testUser());
  todos = [
    task('t1', '徐丽的请假申请(2026-12-01)'),
    task('t2', '林芳的费用报销', { procDefName: '费用报销', kind: 'delegate', ownerName: '王五' }),
  ];
  dones = [];
  todoCalls = [];
  doneCalls = [];
  forgetScrollPositions();
});

afterEach(() => {
  vi.mocked(confirmDialog).mockClear();
  useSession.getState().clearUser();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderMatters(tab: 0 | 1 = 0, extra: Parameters<typeof serve>[0] = {}, locale = 'zh-CN') {
  const calls = serve({
    '/runtime/task/v1/getTodoList': pageOf(() => todos, todoCalls),
    '/runtime/instance/v1/getDoneInstList': pageOf(() => dones, doneCalls),
    ...extra,
  });
  const view = await renderPage(<MyMattersPage />, {
    path: `/work/myMatters/${tab}`,
    routePath: '/work/myMatters/:activeNumber',
    locale,
    routes: [
      { path: '/task/:taskId/:leaderId', element: <p>task screen</p> },
      { path: '/doneDetail/:instId/:type', element: <p>done detail</p> },
    ],
  });
  return { ...view, calls };
}

const todoList = () => screen.findByRole('list', { name: '待办事项' });
/** The dialog just opened (one of an earlier test may still be closing). */
const lastDialog = async () => {
  const all = await screen.findAllByRole('dialog', undefined, { timeout: 5000 });
  return all.at(-1)!;
};

describe('to-do list', () => {
  it('shows each to-do with its flow, kind and starter, the count on the tab, and opens the task screen', async () => {
    const { router } = await renderMatters();
    const list = await todoList();
    expect(todoCalls[0]?.body).toEqual({
      isMobile: true,
      pageBean: { page: 1, pageSize: 20, showTotal: true },
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('徐丽的请假申请(2026-12-01)');
    expect(items[0]).toHaveTextContent('请假申请');
    expect(items[0]).toHaveTextContent('当前节点：部门负责人审批');
    expect(items[0]).toHaveTextContent('发起人：徐丽');
    // Every time on the card says what it is: when the task arrived.
    expect(items[0]).toHaveTextContent(/到达于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(items[1]).toHaveTextContent('委托');
    expect(items[1]).toHaveTextContent('委托人：王五');
    expect(screen.getByRole('tab', { name: '待办(2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/t1/0'));
  });

  it('shows a skeleton while the first page loads, then the list', async () => {
    const held: (() => void)[] = [];
    http.defaults.adapter = (config) =>
      new Promise((resolve) => {
        held.push(() =>
          resolve({
            data: ok({ rows: [], total: 0, page: 1, pageSize: 20 }).data,
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          }),
        );
      });
    await renderPage(<MyMattersPage />, {
      path: '/work/myMatters/0',
      routePath: '/work/myMatters/:activeNumber',
    });
    expect(await screen.findByRole('status', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.queryByText('暂无待办，休息一下')).toBeNull();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    act(() => held.forEach((release) => release()));
    expect(await screen.findByText('暂无待办，休息一下')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中…' })).toBeNull();
  });

  it('says so when there is nothing to do', async () => {
    todos = [];
    await renderMatters();
    expect(await screen.findByText('暂无待办，休息一下')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待办(0)' })).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    await renderMatters(0, {
      '/runtime/task/v1/getTodoList': (call) =>
        fail
          ? { status: 500, data: { state: false, message: '数据库忙' } }
          : pageOf(() => todos, todoCalls)(call),
    });
    expect(await screen.findByText('加载失败，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await todoList()).toBeInTheDocument();
  });

  it('searches subject, flow and starter; nothing found says so; cancel shows all again', async () => {
    await renderMatters();
    await todoList();
    const box = screen.getByPlaceholderText('搜索标题、流程或发起人');
    await userEvent.type(box, '报销{enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(todoCalls.at(-1)?.body).toMatchObject({
      querys: [
        { property: 'subject', value: '报销', operation: 'LIKE', group: 'search', relation: 'OR' },
        { property: 'procDefName', value: '报销', operation: 'LIKE', group: 'search', relation: 'OR' },
        { property: 'creatorName', value: '报销', operation: 'LIKE', group: 'search', relation: 'OR' },
      ],
    });
    await userEvent.clear(box);
    await userEvent.type(box, '没有这个{enter}');
    expect(await screen.findByText('没有找到相关内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('loads the next page at the end (infinite load)', async () => {
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement;
    });
    todos = Array.from({ length: 25 }, (_, i) => task(`t${i}`, `请假 ${i}`));
    await renderMatters();
    await todoList();
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(todoCalls.some((c) => (c.body as { pageBean: { page: number } }).pageBean.page === 2)).toBe(
        true,
      );
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('listitem')).toHaveLength(
        25,
      ),
    );
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    offsetParent.mockRestore();
  });

  it('refreshes the list and its count when the live stream reports a new message, without a reload', async () => {
    await renderMatters();
    await todoList();
    expect(screen.getByRole('tab', { name: '待办(2)' })).toBeInTheDocument();
    todos = [task('t3', '新到的请假申请'), ...todos];
    act(() => emitLiveEvent({ type: 'innermsg', data: '{"id":"m1","type":"task"}' }));
    expect(await screen.findByRole('tab', { name: '待办(3)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('新到的请假申请');
    const before = todoCalls.length;
    act(() => emitLiveEvent({ type: 'innermsg-read', data: '{"unread":0}' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(todoCalls.length).toBe(before);
    // The stream opens after the first screen: what came before it opened is fetched then.
    todos = [task('t4', '开流之前到的报销'), ...todos];
    act(() => emitLiveEvent({ type: 'ready', data: '{"unread":3}' }));
    expect(await screen.findByRole('tab', { name: '待办(4)' })).toBeInTheDocument();
  });

  it('comes back from a task at the scroll position it was left at', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = await renderMatters();
    const list = await todoList();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    fireEvent.scroll(window);
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    await userEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('link'));
    await screen.findByText('task screen');
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await todoList();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('speaks English in en-US', async () => {
    await renderMatters(0, {}, 'en-US');
    expect(await screen.findByRole('list', { name: 'To-dos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To-do (2)' })).toBeInTheDocument();
    expect(screen.getAllByText('Starter: 徐丽')).toHaveLength(2);
  });
});

describe('tabs', () => {
  it('switch the address between /work/myMatters/0 and /1', async () => {
    const { router } = await renderMatters();
    await todoList();
    await userEvent.click(screen.getByRole('tab', { name: '已办' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/myMatters/1'));
    expect(await screen.findByText('暂无已办事项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /待办/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/myMatters/0'));
  });

  it('an unknown tab number goes to the to-dos', async () => {
    const { router } = await renderPage(<MyMattersPage />, {
      path: '/work/myMatters/7',
      routePath: '/work/myMatters/:activeNumber',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/myMatters/0'));
  });
});

describe('done list', () => {
  const doneList = () => screen.findByRole('list', { name: '已办事项' });

  it('offers 撤回 only where the rule allows: running and agreed, or inquired, first of each id and taskKey', async () => {
    dones = [
      done('i1', '可撤回的请假'),
      done('i2', '已结束的请假', { status: 'end', currentNodes: '' }),
      done('i3', '我征询过的报销', { status: 'end', opinionStatus: 'inqu' }),
      done('i4', '我反对的采购', { opinionStatus: 'oppose' }),
      done('i1', '可撤回的请假', { taskId: 'older-step', completeTime: 1 }),
    ];
    const { router } = await renderMatters(1);
    const items = within(await doneList()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const revocable = items.map((item) => within(item).queryByRole('button', { name: /^撤回/ }) !== null);
    expect(revocable).toEqual([true, false, true, false, false]);
    expect(items[0]).toHaveTextContent('我的处理：部门负责人审批 · 同意');
    expect(items[0]).toHaveTextContent('审批中');
    expect(items[1]).toHaveTextContent('已结束');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doneDetail/i2/done'));
  });

  it('revoking asks first, calls revoke with the instance and the step, and toasts the server message', async () => {
    dones = [done('i1', '可撤回的请假')];
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { calls } = await renderMatters(1, {
      '/runtime/task/v1/revoke': () => {
        dones = [];
        return { data: { state: true, message: '撤回成功' } };
      },
    });
    await doneList();
    await userEvent.click(screen.getByRole('button', { name: '撤回「可撤回的请假」' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('「可撤回的请假」将回到您手中重新处理。')).toBeInTheDocument();
    // The dialog's buttons take pointer events only once its animation has run, which jsdom never does.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('撤回成功'));
    expect(calls.find((c) => c.url === '/runtime/task/v1/revoke')?.body).toEqual({
      instId: 'i1',
      taskId: 'task-i1',
    });
    expect(await screen.findByText('暂无已办事项')).toBeInTheDocument();
  });

  it('nothing is revoked when the question is declined; a refused revoke shows the server message and leaves the row', async () => {
    dones = [done('i1', '可撤回的请假')];
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { calls } = await renderMatters(1, {
      '/runtime/task/v1/revoke': { status: 400, data: { state: false, message: '后续节点已处理，不能撤回' } },
    });
    await doneList();
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: '撤回「可撤回的请假」' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.url === '/runtime/task/v1/revoke')).toBe(false);
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: '撤回「可撤回的请假」' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/runtime/task/v1/revoke')).toBe(true));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('后续节点已处理，不能撤回'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '撤回「可撤回的请假」' })).toBeEnabled();
  });
});

describe('batch approval', () => {
  it('agrees the chosen tasks with one opinion and reports each; a refusal does not stop the others', async () => {
    todos = [
      task('t1', '请假甲'),
      task('t2', '请假乙'),
      task('t3', '请假丙'),
      task('t4', '需签收的报销', { needClaim: 1 }),
      task('t5', '我被退回的请假', { creatorId: 'u1' }),
    ];
    const completes: Call[] = [];
    await renderMatters(0, {
      '/runtime/task/v1/complete': (call) => {
        completes.push(call);
        const { taskId } = call.body as { taskId: string };
        if (taskId === 't2')
          return { status: 409, data: { state: false, message: '任务已被处理，请刷新后重试' } };
        todos = todos.filter((t) => t.id !== taskId);
        return { data: { state: true, message: '办理成功', value: [] } };
      },
    });
    await todoList();
    await userEvent.click(screen.getByRole('button', { name: '批量审批' }));
    const list = screen.getByRole('list', { name: '待办事项' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[3]!).queryByRole('checkbox')).toBeNull();
    expect(items[3]).toHaveTextContent('需单独处理');
    expect(within(items[4]!).queryByRole('checkbox')).toBeNull();
    const bar = screen.getByRole('region', { name: '批量审批' });
    expect(within(bar).getByRole('button', { name: '批量同意' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择「请假甲」' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择「请假乙」' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择「请假丙」' }));
    expect(bar).toHaveTextContent('已选 3 项');
    await userEvent.click(within(bar).getByRole('button', { name: '批量同意' }));

    const sheet = await screen.findByRole('dialog', { name: '批量同意 3 项' }, { timeout: 5000 });
    const opinion = within(sheet).getByLabelText('审批意见');
    expect(opinion).toHaveValue('同意');
    await userEvent.clear(opinion);
    await userEvent.type(opinion, '同意，尽快办理');
    await userEvent.click(within(sheet).getByRole('button', { name: '批量同意' }));

    const results = await screen.findByRole('list', { name: '处理结果' });
    expect(screen.getByText('成功 2 项，失败 1 项')).toBeInTheDocument();
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '请假甲成功：办理成功',
      '请假乙失败：任务已被处理，请刷新后重试',
      '请假丙成功：办理成功',
    ]);
    expect(completes.map((c) => c.body)).toEqual(
      ['t1', 't2', 't3'].map((taskId) => ({ taskId, actionName: 'agree', opinion: '同意，尽快办理' })),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: '待办(3)' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '批量审批' })).toBeNull());
    expect(within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('选择全部 picks only tasks that allow it', async () => {
    todos = [task('t1', '请假甲'), task('t4', '需签收的报销', { needClaim: 1 }), task('t2', '请假乙')];
    await renderMatters();
    await todoList();
    await userEvent.click(screen.getByRole('button', { name: '批量审批' }));
    const bar = screen.getByRole('region', { name: '批量审批' });
    await userEvent.click(within(bar).getByRole('checkbox', { name: '全选' }));
    expect(bar).toHaveTextContent('已选 2 项');
    await userEvent.click(screen.getByRole('button', { name: '退出批量' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
