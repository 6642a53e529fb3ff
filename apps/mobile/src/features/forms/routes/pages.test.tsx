import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDataTemplate, FormDefinition } from '@baton/contracts';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { renderPage, testUser } from '../../../test/render-app';
import { confirmDialog } from '../components/confirm';
import { fakeServer, type Reply } from '../test/harness';
import { AppContentPage } from './app-content-page';
import { QrCodeFormPage, TemplateFormPage } from './template-form-page';
import { TemplateListPage } from './template-list-page';

vi.mock('../components/confirm', () => ({ confirmDialog: vi.fn() }));

const template: FormDataTemplate = {
  id: 't1',
  key: 'supplier_list',
  alias: 'gyslb',
  name: '供应商',
  boAlias: 'supplier',
  formKey: 'supplier',
  columns: [
    { name: 'name', label: '供应商名称' },
    { name: 'contact', label: '联系人' },
    { name: 'credit', label: '授信额度', format: 'currency' },
  ],
  filters: [
    { name: 'name', label: '供应商名称', control: 'text', operation: 'LIKE' },
    {
      name: 'level',
      label: '等级',
      control: 'select',
      operation: 'EQUAL',
      options: [
        { key: 'a', name: 'A级' },
        { key: 'b', name: 'B级' },
      ],
    },
  ],
  sort: [],
  buttons: [
    { alias: 'add', name: '新增', row: false },
    { alias: 'get', name: '查看', row: true },
    { alias: 'edit', name: '编辑', row: true },
    { alias: 'del', name: '删除', row: true },
  ],
  qrcode: true,
  pageSize: 20,
};

const form: FormDefinition = {
  id: 'f',
  key: 'supplier',
  name: '供应商',
  version: 1,
  boAlias: 'supplier',
  fields: [
    { name: 'name', label: '供应商名称', type: 'text', required: true },
    { name: 'contact', label: '联系人', type: 'text' },
  ],
};

const rows = [
  { id: 'r1', name: '华东钢材', contact: '王磊', credit: 1234567.5 },
  { id: 'r2', name: '华南电子', contact: '刘洋', credit: 0 },
];

let server: ReturnType<typeof fakeServer>;
let routes: Record<string, Reply>;
const ok = (value: unknown) => ({ state: true, message: '', value });

beforeEach(() => {
  useSession.getState().setUser(testUser());
  routes = {
    '/form/dataTemplate/v1/getBpmDataTemplateInfo': () => ok({ template, form }),
    '/form/dataTemplate/v1/dataList_supplier_list': () => ok({ rows, total: 2, page: 1, pageSize: 20 }),
    '/form/dataTemplate/v1/getForm/supplier/supplier': (config) => {
      const { id, action } = config.params as { id?: string; action: string };
      return ok({
        form,
        data: id ? { name: '华东钢材', contact: '王磊' } : {},
        ...(id ? { id } : {}),
        permissions: { default: action === 'get' ? 'r' : 'w', fields: {} },
        dictionaries: {},
      });
    },
    '/form/dataTemplate/v1/boSave/supplier': () => ({
      state: true,
      message: '保存成功',
      value: { id: 'r3', data: {} },
    }),
    '/form/dataTemplate/v1/boDel/supplier': () => ({ state: true, message: '删除成功', value: 1 }),
  };
  server = fakeServer(new Proxy({}, { get: (_t, path: string) => routes[path] }) as Record<string, Reply>);
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'danger').mockImplementation(() => {});
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
  vi.mocked(confirmDialog).mockReset();
});

const bodyOf = (path: string) =>
  JSON.parse(String(server.callsTo(path).at(-1)?.data)) as Record<string, unknown>;

describe('data list (/template/preview)', () => {
  const open = (search = '') =>
    renderPage(<TemplateListPage />, {
      path: `/template/preview/gyslb${search}`,
      routePath: '/template/preview/:alias',
      routes: [{ path: '/templateForm/:key/:action', element: <p>form page</p> }],
    });

  it('shows the records as cards with their columns and the total', async () => {
    await open();
    expect(await screen.findByText('华东钢材')).toBeVisible();
    expect(screen.getByRole('heading', { name: '供应商', level: 1 })).toBeVisible();
    expect(screen.getByText('共 2 条')).toBeVisible();
    expect(screen.getByText('1,234,567.50')).toBeVisible();
    expect(screen.getByRole('link', { name: '新增' })).toHaveAttribute(
      'href',
      '/templateForm/supplier_list/add',
    );
    expect(screen.getByRole('link', { name: /^华东钢材/ })).toHaveAttribute(
      'href',
      '/templateForm/supplier_list/get?id=r1',
    );
    expect(bodyOf('/form/dataTemplate/v1/dataList_supplier_list')).toEqual({ pageSize: 20, page: 1 });
  });

  it('a template that cannot be loaded says so instead of loading for ever', async () => {
    routes['/form/dataTemplate/v1/getBpmDataTemplateInfo'] = () => ({
      state: false,
      message: '数据模板不存在',
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('数据列表加载失败，请稍后再试');
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
    expect(server.callsTo('/form/dataTemplate/v1/dataList_supplier_list')).toHaveLength(0);
    // Once the template answers, 重试 brings the list.
    routes['/form/dataTemplate/v1/getBpmDataTemplateInfo'] = () => ok({ template, form });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('华东钢材')).toBeVisible();
  });

  it('searches by keyword, filters, and takes qQuerys from the address', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open(`?qQuerys=${encodeURIComponent('{"city":"上海"}')}`);
    await screen.findByText('华东钢材');
    expect(bodyOf('/form/dataTemplate/v1/dataList_supplier_list').queryFilter).toEqual({
      querys: [{ property: 'city', value: '上海', operation: 'EQUAL', relation: 'AND' }],
    });
    await user.type(screen.getByRole('searchbox'), '钢材{Enter}');
    await waitFor(() => expect(bodyOf('/form/dataTemplate/v1/dataList_supplier_list').keyword).toBe('钢材'));
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const panel = await screen.findByRole('form', { name: '筛选' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('radio', { name: 'B级' }));
    await user.click(within(panel).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodyOf('/form/dataTemplate/v1/dataList_supplier_list').queryFilter).toEqual({
        querys: [
          { property: 'city', value: '上海', operation: 'EQUAL', relation: 'AND' },
          { property: 'level', value: 'b', operation: 'EQUAL', relation: 'AND' },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: /^筛选\s*1$/ })).toBeVisible();
  });

  it('deletes a record only after the confirm', async () => {
    const user = userEvent.setup();
    await open();
    await screen.findByText('华南电子');
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: '删除 华南电子' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定要删除吗?', { confirm: '确定', cancel: '取消' });
    expect(server.callsTo('/form/dataTemplate/v1/boDel/supplier')).toHaveLength(0);
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: '删除 华南电子' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('删除成功'));
    expect(server.callsTo('/form/dataTemplate/v1/boDel/supplier')[0]?.params).toEqual({ ids: 'r2' });
  });
});

describe('data form (/templateForm, /QRCodeForm)', () => {
  it('adds a record: validates, then saves to the business object', async () => {
    const user = userEvent.setup();
    await renderPage(<TemplateFormPage />, {
      path: '/templateForm/supplier_list/add',
      routePath: '/templateForm/:templateKey/:action',
      routes: [{ path: '/home', element: <p>home page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(notify.danger).toHaveBeenCalledWith('请正确的填写以下表单内容：供应商名称：必填项不能为空');
    expect(server.callsTo('/form/dataTemplate/v1/boSave/supplier')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '供应商名称' }), '西南物流');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('保存成功'));
    // Opened directly, so going back after the save lands on home.
    expect(await screen.findByText('home page')).toBeVisible();
    expect(bodyOf('/form/dataTemplate/v1/boSave/supplier')).toEqual({
      formKey: 'supplier',
      data: { name: '西南物流' },
    });
  });

  it('a record opened with get is read-only and offers 编辑', async () => {
    await renderPage(<TemplateFormPage />, {
      path: '/templateForm/supplier_list/get?id=r1',
      routePath: '/templateForm/:templateKey/:action',
    });
    expect(await screen.findByText('华东钢材')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: '编辑' })).toBeVisible();
    expect(server.callsTo('/form/dataTemplate/v1/getForm/supplier/supplier')[0]?.params).toEqual({
      id: 'r1',
      action: 'get',
    });
  });

  it('the QR-code form is read-only, has no operation buttons, and asks with action get', async () => {
    await renderPage(<QrCodeFormPage />, {
      path: '/QRCodeForm/supplier_list?id=r1',
      routePath: '/QRCodeForm/:templateKey',
    });
    expect(await screen.findByText('王磊')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /保存|编辑|提交/ })).toBeNull();
    expect(server.callsTo('/form/dataTemplate/v1/getForm/supplier/supplier')[0]?.params).toEqual({
      id: 'r1',
      action: 'get',
    });
  });
});

describe('app content (/appContent)', () => {
  it.each([
    ['?type=chart&id=c1', '暂不支持移动端图表应用'],
    ['?type=list&id=l1&appName=台账', '暂不支持移动端数据列表应用'],
  ])('%s shows %s', async (search, text) => {
    await renderPage(<AppContentPage />, { path: `/appContent${search}`, routePath: '/appContent' });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('opens a data template by its alias', async () => {
    const { router } = await renderPage(<AppContentPage />, {
      path: '/appContent?type=template&alias=gyslb',
      routePath: '/appContent',
      routes: [{ path: '/template/preview/:alias', element: <p>list page</p> }],
    });
    expect(await screen.findByText('list page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/template/preview/gyslb');
  });
});
