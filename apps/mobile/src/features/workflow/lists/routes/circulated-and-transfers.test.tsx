import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpmNoticeRow, BpmTaskRow } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { serve, type Call } from '../../../../test/serve';
import { useSession } from '../../../../lib/session';
import { notice, pageOf, quietStream, task } from '../test/rows';
import { MyNoticePage } from './my-notice-page';
import { MyTurnOutPage } from './my-turn-out-page';

beforeEach(() => {
  quietStream();
  useSession.getState().setUser(testUser());
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.unstubAllGlobals();
});

describe('circulated items (/work/myNotice)', () => {
  const unread: BpmNoticeRow[] = [
    notice('n1', '张三的请假申请(2026-12-01)'),
    notice('n2', '采购：显示器', { type: 'inquiry', content: '请给出意见', procDefName: '采购申请' }),
  ];
  const read: BpmNoticeRow[] = [notice('n3', '合同：云服务器', { status: 'replied', type: 'communicate' })];

  async function renderNotices() {
    const calls: Call[] = [];
    serve({
      '/runtime/task/v1/getNoticeTodoReadList': pageOf(() => unread, calls),
      '/runtime/task/v1/getNoticeDoneReadList': pageOf(() => read, calls),
    });
    const view = await renderPage(<MyNoticePage />, {
      path: '/work/myNotice',
      routes: [{ path: '/noticeTask/:noticeId/:type', element: <p>notice screen</p> }],
    });
    return { ...view, calls };
  }

  it('待阅 lists what is still to read, with its kind, sender and note; it opens the notice screen', async () => {
    const { router, calls } = await renderNotices();
    const list = await screen.findByRole('list', { name: '待阅事项' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('传阅');
    expect(items[0]).toHaveTextContent('发送人：徐丽');
    expect(items[0]).toHaveTextContent('请知悉');
    expect(items[1]).toHaveTextContent('征询');
    expect(calls[0]?.url).toBe('/runtime/task/v1/getNoticeTodoReadList');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/noticeTask/n2/inquiry'));
  });

  it('已阅 lists read and replied items', async () => {
    const { router, calls } = await renderNotices();
    await screen.findByRole('list', { name: '待阅事项' });
    await userEvent.click(screen.getByRole('tab', { name: '已阅' }));
    const list = await screen.findByRole('list', { name: '已阅事项' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('已回复');
    expect(router.state.location.search).toBe('?tab=read');
    expect(calls.at(-1)?.url).toBe('/runtime/task/v1/getNoticeDoneReadList');
  });

  it('searches by subject or sender', async () => {
    const { calls } = await renderNotices();
    await screen.findByRole('list', { name: '待阅事项' });
    await userEvent.type(screen.getByPlaceholderText('搜索标题或发送人'), '采购{enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '待阅事项' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(calls.at(-1)?.body).toMatchObject({
      querys: [
        { property: 'subject', value: '采购' },
        { property: 'senderName', value: '采购' },
      ],
    });
  });
});

describe('transfers and delegations (/work/myTurnOutList)', () => {
  let rows: BpmTaskRow[];
  beforeEach(() => {
    rows = [
      task('t1', '张三的请假申请', { kind: 'delegate', assigneeName: '王五', ownerName: '李四' }),
      task('t2', '北京出差费用报销', { kind: 'transfer', assigneeName: '赵六', status: 'completed' }),
    ];
  });

  it('shows each task handed on, to whom and whether it was dealt with; it opens the instance', async () => {
    serve({ '/runtime/instance/v1/transToMore': pageOf(() => rows) });
    const { router } = await renderPage(<MyTurnOutPage />, {
      path: '/work/myTurnOutList',
      routes: [{ path: '/inst/:instId', element: <p>instance</p> }],
    });
    const list = await screen.findByRole('list', { name: '我转办和委托的任务' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('委托');
    expect(items[0]).toHaveTextContent('现处理人：王五');
    expect(items[0]).toHaveTextContent('待处理');
    expect(items[1]).toHaveTextContent('转办');
    expect(items[1]).toHaveTextContent('已处理');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inst/inst-t2'));
  });

  it('says so when nothing was handed on', async () => {
    rows = [];
    serve({ '/runtime/instance/v1/transToMore': pageOf(() => rows) });
    await renderPage(<MyTurnOutPage />, { path: '/work/myTurnOutList' });
    expect(await screen.findByText('暂无转办或委托')).toBeInTheDocument();
  });
});
