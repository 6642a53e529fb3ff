import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryUser, OrgNode, UserDetail } from '@baton/contracts';
import { renderPage, testUser } from '../../../test/render-app';
import { useSession } from '../../../lib/session';
import { ok, serve, type Call } from '../../../test/serve';
import { MailListPage } from './mail-list-page';
import { PersonPage } from './person-page';

const org = (id: string, name: string, parentId: string | undefined, userCount = 0): OrgNode => ({
  id,
  name,
  code: id,
  parentId,
  demId: 'd1',
  isParent: true,
  userCount,
  sort: 0,
});
const person = (id: string, fullname: string, orgName: string, postName?: string): DirectoryUser => ({
  id,
  account: id,
  fullname,
  status: 1,
  orgName,
  postName,
});

const TREE: Record<string, OrgNode[]> = {
  '': [org('root', '百特科技', undefined)],
  root: [org('rd', '研发部', 'root', 2), org('fin', '财务部', 'root', 1)],
  rd: [],
};
const PEOPLE: Record<string, DirectoryUser[]> = {
  rd: [person('zhangsan', '张三', '研发部', '研发工程师'), person('lisi', '李四', '研发部', '研发部经理')],
};

function answerUsers(call: Call) {
  const body = call.body as { querys: { property: string; value: string }[] };
  const q = body.querys[0];
  const rows =
    q?.property === 'fullname'
      ? Object.values(PEOPLE)
          .flat()
          .filter((p) => p.fullname.includes(q.value))
      : (PEOPLE[q?.value ?? ''] ?? []);
  return ok({ rows, total: rows.length, page: 1, pageSize: 100 });
}

beforeEach(() => {
  useSession.getState().setUser(testUser());
  serve({
    '/api/demension/v1/dems/getAll': ok([
      { id: 'd1', demName: '行政维度', name: '行政维度', code: 'xz', isDefault: 1 },
    ]),
    '/api/org/v1/orgs/getByParentAndDem': (call) =>
      ok(TREE[(call.body as { parentId?: string }).parentId ?? ''] ?? []),
    '/api/user/v1/users/queryUserWithMainOrgPost': answerUsers,
    '/uc/ucGroup/v1/query': ok({
      rows: [{ id: 'g1', name: '项目攻坚组', code: 'project', userCount: 1 }],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    '/uc/ucGroupUser/v1/loadUserByGroupId': ok({
      rows: [person('zhangsan', '张三', '研发部')],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    '/api/user/v1/user/getDetailByAccountOrId': ok({
      account: 'zhangsan',
      user: {
        id: 'zhangsan',
        account: 'zhangsan',
        fullname: '张三',
        status: 1,
        mobile: '138 0000 0001',
        email: 'zhangsan@demo.cn',
      },
      org: [{ id: 'rd', name: '研发部', code: 'rd', isMaster: '1' }],
      post: {
        p1: {
          postId: 'p1',
          postName: '研发工程师',
          postCode: 'dev',
          orgId: 'rd',
          orgName: '研发部',
          orgCode: 'rd',
          isMaster: '1',
        },
      },
      role: { roleName: '普通员工' },
    } satisfies UserDetail),
  });
});

afterEach(() => {
  useSession.getState().clearUser();
});

async function renderBook(path = '/mailList') {
  return renderPage(<MailListPage />, {
    path,
    routePath: '/mailList',
    routes: [{ path: '/mailList/user/:userId', element: <PersonPage /> }],
  });
}

describe('address book', () => {
  it('opens on the single top organisation, then goes down to the people with their main post', async () => {
    await renderBook();
    const trail = await screen.findByRole('navigation', { name: '当前位置' });
    await waitFor(() => expect(within(trail).getByText('百特科技')).toBeInTheDocument());
    const orgs = await screen.findByRole('list', { name: '下级组织' });
    await userEvent.click(within(orgs).getByRole('button', { name: /研发部/ }));
    const people = await screen.findByRole('list', { name: '成员' });
    expect(within(people).getByRole('link', { name: /张三/ })).toHaveTextContent('研发部 · 研发工程师');
    expect(within(people).getByRole('link', { name: /李四/ })).toHaveAttribute('href', '/mailList/user/lisi');
  });

  it("a person's card calls and mails with one tap", async () => {
    const { router } = await renderBook();
    await router.navigate('/mailList/user/zhangsan');
    expect(await screen.findByRole('heading', { name: '张三' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /拨打/ })).toHaveAttribute('href', 'tel:13800000001');
    expect(screen.getByRole('link', { name: /写邮件/ })).toHaveAttribute('href', 'mailto:zhangsan@demo.cn');
  });

  it('searches people by name', async () => {
    await renderBook();
    await userEvent.type(screen.getByPlaceholderText('搜索姓名'), '李{enter}');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(results).getAllByRole('link')).toHaveLength(1);
    expect(within(results).getByRole('link', { name: /李四/ })).toBeInTheDocument();
  });

  it('lists groups and their members', async () => {
    await renderBook('/mailList?tab=group');
    await userEvent.click(await screen.findByRole('button', { name: /项目攻坚组/ }));
    const members = await screen.findByRole('list', { name: '项目攻坚组' });
    await waitFor(() => expect(within(members).getByRole('link', { name: /张三/ })).toBeInTheDocument());
  });
});
