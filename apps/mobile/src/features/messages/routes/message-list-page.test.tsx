import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InnermsgReceiverRow } from '@baton/contracts';
import { renderPage, testUser } from '../../../test/render-app';
import { useSession } from '../../../lib/session';
import { unreadCountQueryOptions, useUnreadCount } from '../api/unread';
import { ok, serve, type Call } from '../../../test/serve';
import { MessageListPage } from './message-list-page';

const row = (
  id: string,
  subject: string,
  read: boolean,
  over: Partial<InnermsgReceiverRow> = {},
): InnermsgReceiverRow => ({
  id,
  messageId: `m-${id}`,
  subject,
  content: `<p>${subject}的内容</p>`,
  type: 'system',
  owner: '李四',
  ownerId: 'u2',
  createTime: Date.UTC(2026, 10, 20, 2, 30),
  ...(read ? { receiveTime: Date.UTC(2026, 10, 21) } : {}),
  receiver_name_: '张三',
  CREATE_TIME_: Date.UTC(2026, 10, 20, 2, 30),
  ...over,
});

let unread: InnermsgReceiverRow[];
let read: InnermsgReceiverRow[];
let lists: Call[];

function answerList(call: Call) {
  lists.push(call);
  const body = call.body as { pageBean: { page: number; pageSize: number }; querys: { value: string }[] };
  const all = [...unread, ...read];
  const search = body.querys[0]?.value ?? '';
  const matching = search ? all.filter((r) => r.subject.includes(search) || r.content.includes(search)) : all;
  const { page, pageSize } = body.pageBean;
  return ok({
    rows: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  });
}

beforeEach(() => {
  useSession.getState().setUser(testUser());
  unread = [
    row('1', '请审批：差旅报销', false, {
      content:
        '<p>金额 <b>1200</b> 元</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    }),
  ];
  read = [row('2', '系统维护通知', true)];
  lists = [];
});

afterEach(async () => {
  const { Dialog } = await import('../../../lib/antd-imperative');
  Dialog.clear();
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

/** Stands in for the tab bar's badge, which reads the same query. */
function UnreadBadge() {
  const count = useUnreadCount();
  return <output aria-label="badge">{count.data ?? ''}</output>;
}

async function renderList(extra: Parameters<typeof serve>[0] = {}) {
  const calls = serve({
    '/innermsg/messageReceiver/v1/list': answerList,
    '/innermsg/messageReceiver/v1/get': (call) => {
      const found = [...unread, ...read].find((r) => r.id === call.params?.id);
      if (found && !found.receiveTime) {
        unread = unread.filter((r) => r !== found);
        read = [{ ...found, receiveTime: Date.now() }, ...read];
      }
      return ok(found);
    },
    '/innermsg/messageReceiver/v1/unreadCount': () => ok(unread.length),
    ...extra,
  });
  const view = await renderPage(
    <>
      <UnreadBadge />
      <MessageListPage />
    </>,
    { path: '/messageReceiverList', routes: [{ path: '*', element: <p>elsewhere</p> }] },
  );
  return { ...view, calls };
}

describe('message list', () => {
  it('titles 消息, sends the spec order from page 1 with showTotal, and shows each item', async () => {
    await renderList();
    expect(screen.getByRole('heading', { name: '消息' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入标题或内容...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '消息' });
    expect(lists[0]?.body).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [],
      sorter: [
        { property: 'receiver_name_', direction: 'ASC' },
        { property: 'CREATE_TIME_', direction: 'DESC' },
      ],
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('请审批：差旅报销');
    expect(items[0]).toHaveTextContent('李四');
    expect(items[0]).toHaveTextContent('2026-11-20');
    expect(items[0]).toHaveTextContent('未读');
    expect(items[1]).toHaveTextContent('已读');
    expect(within(items[0]!).getByRole('button', { name: '立即处理' })).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('tapping an unread message opens an alert with the subject and the sanitised content, then refreshes badge and list', async () => {
    const { queryClient } = await renderList();
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('1'));
    await screen.findByRole('list', { name: '消息' });
    const before = lists.length;
    await userEvent.click(screen.getByRole('button', { name: /请审批：差旅报销/ }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText('请审批：差旅报销')).toBeInTheDocument();
    expect(within(dialog).getByText('1200')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('0'));
    expect(queryClient.getQueryData(unreadCountQueryOptions('u1').queryKey)).toBe(0);
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('立即处理 opens the page the message points to, or the message itself when it points nowhere', async () => {
    unread = [row('1', '请审批：差旅报销', false, { link: '/work/myMatters/0' })];
    const { router } = await renderList();
    const list = await screen.findByRole('list', { name: '消息' });
    const items = within(list).getAllByRole('listitem');
    await userEvent.click(within(items[1]!).getByRole('button', { name: '立即处理' }));
    expect(await screen.findByText('系统维护通知的内容', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('button', { name: '立即处理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/myMatters/0'));
  });

  it('a read message opens without refreshing anything', async () => {
    const { calls } = await renderList();
    await screen.findByRole('list', { name: '消息' });
    const before = lists.length;
    const counts = calls.filter((c) => c.url.endsWith('/unreadCount')).length;
    await userEvent.click(screen.getByRole('button', { name: /系统维护通知/ }));
    expect(await screen.findByText('系统维护通知的内容', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/unreadCount')).length).toBe(counts);
    expect(lists.length).toBe(before);
  });

  it('searches subject or content by contains; cancel clears the search', async () => {
    await renderList();
    await screen.findByRole('list', { name: '消息' });
    const box = screen.getByPlaceholderText('请输入标题或内容...');
    await userEvent.type(box, '维护{enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(lists.at(-1)?.body).toMatchObject({
      querys: [
        { property: 'subject', value: '维护', operation: 'LIKE', relation: 'OR' },
        { property: 'content', value: '维护', operation: 'LIKE', relation: 'OR' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(box).toHaveValue('');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('loads the next page at the end (infinite load)', async () => {
    // jsdom lays nothing out: the end-of-list marker must count as placed for the load to trigger.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement;
    });
    read = Array.from({ length: 25 }, (_, i) => row(`r${i}`, `通知 ${i}`, true, { CREATE_TIME_: 1000 - i }));
    await renderList();
    await screen.findByRole('list', { name: '消息' });
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(lists.some((c) => (c.body as { pageBean: { page: number } }).pageBean.page === 2)).toBe(true);
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息' })).getAllByRole('listitem')).toHaveLength(26),
    );
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    offsetParent.mockRestore();
  });

  it('load errors are silently ignored: an empty list, no notice', async () => {
    await renderList({
      '/innermsg/messageReceiver/v1/list': { status: 500, data: { state: false, message: '数据库忙' } },
    });
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.queryByText('数据库忙')).not.toBeInTheDocument();
  });
});
