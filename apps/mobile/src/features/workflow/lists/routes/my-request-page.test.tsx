import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpmInstanceRow } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { serve, type Call } from '../../../../test/serve';
import { useSession } from '../../../../lib/session';
import { notify } from '../../../../lib/notify';
import { confirmDialog } from '../components/confirm';
import { instance, pageOf, quietStream } from '../test/rows';
import { MyRequestPage } from './my-request-page';

vi.mock('../components/confirm', () => ({ confirmDialog: vi.fn() }));

let requests: BpmInstanceRow[];
let drafts: BpmInstanceRow[];
let requestCalls: Call[];

beforeEach(() => {
  quietStream();
  useSession.getState().setUser(testUser());
  requests = [
    instance('i1', '张三的请假申请(2026-12-01)', { urgentState: 'urgent' }),
    instance('i2', '北京出差费用报销', {
      procDefName: '费用报销',
      status: 'end',
      currentNodes: '',
      endTime: Date.UTC(2026, 11, 3),
    }),
  ];
  drafts = [
    instance('d1', '张三的请假申请（草稿）', {
      status: 'draft',
      procDefId: 'def-leave-v2',
      currentNodes: '',
    }),
    instance('d2', '', {
      status: 'draft',
      procDefId: 'def-expense',
      procDefName: '费用报销',
      currentNodes: '',
    }),
  ];
  requestCalls = [];
});

afterEach(() => {
  vi.mocked(confirmDialog).mockReset();
  useSession.getState().clearUser();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderRequests(path = '/work/myRequest', extra: Parameters<typeof serve>[0] = {}) {
  const calls = serve({
    '/runtime/instance/v1/myMobileRequest': pageOf(() => requests, requestCalls),
    '/runtime/instance/v1/myMobileDraft': pageOf(() => drafts),
    ...extra,
  });
  const view = await renderPage(<MyRequestPage />, {
    path,
    routePath: '/work/myRequest',
    routes: [
      { path: '/inst/:instId/:type', element: <p>instance screen</p> },
      { path: '/work/startFlow/:defId/:instId', element: <p>start form</p> },
    ],
  });
  return { ...view, calls };
}

describe('my requests', () => {
  it('lists the requests with status, current step and urgency; a request opens its instance', async () => {
    const { router } = await renderRequests();
    const list = await screen.findByRole('list', { name: '我的请求' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('审批中');
    expect(items[0]).toHaveTextContent('紧急');
    expect(items[0]).toHaveTextContent('当前节点：人事审批');
    expect(items[1]).toHaveTextContent('已结束');
    expect(items[1]).not.toHaveTextContent('当前节点');
    expect(requestCalls[0]?.body).toEqual({ pageBean: { page: 1, pageSize: 20, showTotal: true } });
    await userEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inst/i1/request'));
  });

  it('searches by subject or flow', async () => {
    await renderRequests();
    await screen.findByRole('list', { name: '我的请求' });
    await userEvent.type(screen.getByPlaceholderText('搜索标题或流程'), '报销{enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '我的请求' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(requestCalls.at(-1)?.body).toMatchObject({
      querys: [
        { property: 'subject', value: '报销' },
        { property: 'procDefName', value: '报销' },
      ],
    });
  });

  it('says so when there are none', async () => {
    requests = [];
    await renderRequests();
    expect(await screen.findByText('暂无请求')).toBeInTheDocument();
  });
});

describe('drafts', () => {
  it('the second tab (kept in the address) lists drafts; a draft opens the start form with it', async () => {
    const { router } = await renderRequests();
    await screen.findByRole('list', { name: '我的请求' });
    await userEvent.click(screen.getByRole('tab', { name: '草稿' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=drafts'));
    const list = await screen.findByRole('list', { name: '草稿' });
    const items = within(list).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('无标题草稿');
    await userEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/startFlow/def-leave-v2/d1'));
  });

  it('deletes a draft after asking, toasts 删除成功 and drops it from the list', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { calls } = await renderRequests('/work/myRequest?tab=drafts', {
      '/runtime/task/v1/removeDraft': (call) => {
        drafts = drafts.filter((d) => d.id !== (call.body as { instId: string }).instId);
        return { data: { state: true, message: '删除成功' } };
      },
    });
    const list = await screen.findByRole('list', { name: '草稿' });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(within(list).getByRole('button', { name: '删除「张三的请假申请（草稿）」' }));
    expect(confirmDialog).toHaveBeenCalledWith({
      title: '删除草稿？',
      content: '「张三的请假申请（草稿）」删除后不能恢复。',
      confirm: '删除',
      cancel: '取消',
    });
    expect(calls.some((c) => c.url === '/runtime/task/v1/removeDraft')).toBe(false);
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await userEvent.click(within(list).getByRole('button', { name: '删除「张三的请假申请（草稿）」' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('删除成功'));
    expect(calls.find((c) => c.url === '/runtime/task/v1/removeDraft')?.body).toEqual({ instId: 'd1' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '草稿' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('a refused delete shows the server message and keeps the draft', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    await renderRequests('/work/myRequest?tab=drafts', {
      '/runtime/task/v1/removeDraft': { status: 403, data: { state: false, message: '只能删除自己的草稿' } },
    });
    const list = await screen.findByRole('list', { name: '草稿' });
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await userEvent.click(within(list).getByRole('button', { name: '删除「张三的请假申请（草稿）」' }));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('只能删除自己的草稿'));
    expect(within(screen.getByRole('list', { name: '草稿' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there are no drafts', async () => {
    drafts = [];
    await renderRequests('/work/myRequest?tab=drafts');
    expect(await screen.findByText('暂无草稿')).toBeInTheDocument();
  });
});
