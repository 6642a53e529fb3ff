import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpmFlowEntry, BpmStartList } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { ok, serve, type Call } from '../../../../test/serve';
import { useSession } from '../../../../lib/session';
import { notify } from '../../../../lib/notify';
import { flow, pageOf } from '../test/rows';
import { StartFlowListPage } from './start-flow-list-page';
import { StartFlowSearchPage } from './start-flow-search-page';

const leave = flow('leave', '请假申请', { isAdd: 1 });
const expense = flow('expense', '费用报销', { categoryId: 'c2', categoryName: '财务报销', isAdd: 1 });
const purchase = flow('purchase', '采购申请', { categoryId: 'c3', categoryName: '采购合同' });
const contract = flow('contract', '合同审批', { categoryId: 'c3', categoryName: '采购合同' });

let saved: BpmFlowEntry[];

function startList(): BpmStartList {
  return {
    categories: [
      { id: 'c1', code: 'hr', name: '人事行政', flows: [leave] },
      { id: 'c2', code: 'finance', name: '财务报销', flows: [expense] },
      { id: 'c3', code: 'purchase', name: '采购合同', flows: [purchase, contract] },
      { id: 'c4', code: 'empty', name: '空分类', flows: [] },
    ],
    common: saved,
  };
}

beforeEach(() => {
  useSession.getState().setUser(testUser());
  saved = [leave, expense];
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

const commonNames = () =>
  within(screen.getByRole('list', { name: '常用流程' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function renderStartList(save: Parameters<typeof serve>[0][string]) {
  const calls = serve({
    '/flow/def/v1/startList': () => ok(startList()),
    '/flow/def/v1/saveCommonFlows': save,
  });
  const view = await renderPage(<StartFlowListPage />, {
    path: '/work/startFlowList',
    routes: [
      { path: '/work/startFlow/:defId/:instId', element: <p>start form</p> },
      { path: '/work/startFlowList_search', element: <p>search</p> },
    ],
  });
  await screen.findByRole('list', { name: '常用流程' });
  return { ...view, calls };
}

describe('start list (/work/startFlowList)', () => {
  it('shows the common flows and the categories with their flows; a flow opens its start form', async () => {
    const { router } = await renderStartList(ok(null));
    expect(commonNames()).toEqual(['请假申请', '费用报销']);
    expect(screen.getByRole('heading', { name: '采购合同（2）' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /空分类/ })).toBeNull();
    const purchases = screen.getByRole('list', { name: '采购合同' });
    expect(within(purchases).getByText('采购申请的说明')).toBeInTheDocument();
    await userEvent.click(within(purchases).getByRole('link', { name: /采购申请/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/startFlow/def-purchase/0'));
  });

  it('the search entry opens /work/startFlowList_search', async () => {
    const { router } = await renderStartList(ok(null));
    await userEvent.click(screen.getByRole('link', { name: '搜索流程' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/startFlowList_search'));
  });

  it('edits a copy: cancelling leaves the saved common flows as they were', async () => {
    const { calls } = await renderStartList(ok(null));
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    await userEvent.click(screen.getByRole('button', { name: '添加「采购申请」到常用流程' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: '常用流程' })).getByRole('button', {
        name: '从常用流程移除「请假申请」',
      }),
    );
    expect(commonNames()).toEqual(['费用报销', '采购申请']);
    const bar = screen.getByRole('region', { name: '编辑常用流程' });
    await userEvent.click(within(bar).getByRole('button', { name: '取消' }));
    expect(commonNames()).toEqual(['请假申请', '费用报销']);
    expect(calls.some((c) => c.url === '/flow/def/v1/saveCommonFlows')).toBe(false);
  });

  it('saving sends the copy in order; after the server accepts it the copy is the saved list (保存常用流程成功)', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { calls } = await renderStartList((call: Call) => {
      const keys = (call.body as { defKeys: string }).defKeys.split(',');
      saved = keys.map((k) => [leave, expense, purchase, contract].find((f) => f.defKey === k)!);
      return { data: { state: true, message: '保存常用流程成功' } };
    });
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    const bar = screen.getByRole('region', { name: '编辑常用流程' });
    expect(within(bar).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '添加「合同审批」到常用流程' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: '财务报销' })).getByRole('button', {
        name: '从常用流程移除「费用报销」',
      }),
    );
    await userEvent.click(within(bar).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('保存常用流程成功'));
    expect(calls.find((c) => c.url === '/flow/def/v1/saveCommonFlows')?.body).toEqual({
      defKeys: 'leave,contract',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: '编辑常用流程' })).toBeNull());
    expect(commonNames()).toEqual(['请假申请', '合同审批']);
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('a refused save shows the server message, keeps editing the copy, and the saved list stays', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    await renderStartList({ status: 400, data: { state: false, message: '流程不存在：purchase' } });
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    await userEvent.click(screen.getByRole('button', { name: '添加「采购申请」到常用流程' }));
    const bar = screen.getByRole('region', { name: '编辑常用流程' });
    await userEvent.click(within(bar).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('流程不存在：purchase'));
    expect(success).not.toHaveBeenCalled();
    expect(commonNames()).toEqual(['请假申请', '费用报销', '采购申请']);
    await userEvent.click(within(bar).getByRole('button', { name: '取消' }));
    expect(commonNames()).toEqual(['请假申请', '费用报销']);
  });

  it('with nothing to start it says so', async () => {
    serve({ '/flow/def/v1/startList': ok({ categories: [], common: [] }) });
    await renderPage(<StartFlowListPage />, { path: '/work/startFlowList' });
    expect(await screen.findByText('暂无可发起的流程')).toBeInTheDocument();
  });
});

describe('flow search (/work/startFlowList_search)', () => {
  it('lists flows page by page and narrows them by name; a flow opens its start form', async () => {
    const calls: Call[] = [];
    serve({
      '/runtime/instance/v1/myMobileProcess': pageOf(() => [leave, expense, purchase, contract], calls),
    });
    const { router } = await renderPage(<StartFlowSearchPage />, {
      path: '/work/startFlowList_search',
      routes: [{ path: '/work/startFlow/:defId/:instId', element: <p>start form</p> }],
    });
    expect(
      within(await screen.findByRole('list', { name: '全部流程' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const box = screen.getByPlaceholderText('输入流程名称');
    expect(box).toHaveFocus();
    await userEvent.type(box, '报销{enter}');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.at(-1)?.body).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [{ property: 'name', value: '报销', operation: 'LIKE', group: 'search', relation: 'OR' }],
    });
    await userEvent.clear(box);
    await userEvent.type(box, '没有{enter}');
    expect(await screen.findByText('没有找到相关内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    const all = await screen.findByRole('list', { name: '全部流程' });
    await userEvent.click(within(all).getByRole('link', { name: /费用报销/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/startFlow/def-expense/0'));
  });
});
