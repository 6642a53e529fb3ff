import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField, FormSignatureEntry } from '@baton/contracts';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { testUser } from '../../../test/render-app';
import { definition, fakeServer, only, renderForm, type Reply } from '../test/harness';
import { confirmDialog } from './confirm';

/** Signatures, rich text and the pickers' sheets load on demand. */
const LAZY = { timeout: 5000 };

vi.mock('./confirm', () => ({ confirmDialog: vi.fn() }));

// The lazily loaded parts, transformed once up front so no test waits on the first transform.
beforeAll(async () => {
  await Promise.all([
    import('./fields/signature-field'),
    import('./fields/picker-popup'),
    import('./fields/rich-text-field'),
  ]);
}, 60_000);

let server: ReturnType<typeof fakeServer>;
let routes: Record<string, Reply>;
beforeEach(() => {
  useSession.getState().setUser(testUser());
  routes = {
    '/system/file/v1/preview': () => new Blob(['png'], { type: 'image/png' }),
    '/system/file/v1/fileUpload': (config) => {
      const files = (config.data as FormData).getAll('files') as File[];
      const stored = files.map((file, i) => ({ id: `file-${i}`, name: file.name, size: 1536, type: 'pdf' }));
      return { state: true, message: '', value: { fileId: stored[0]!.id, files: stored } };
    },
  };
  server = fakeServer(new Proxy({}, { get: (_t, path: string) => routes[path] }) as Record<string, Reply>);
  vi.spyOn(notify, 'danger').mockImplementation(() => {});
  vi.spyOn(notify, 'warning').mockImplementation(() => {});
  URL.createObjectURL = () => 'blob:x';
  // The popups' swipe handling captures the pointer; jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
  vi.mocked(confirmDialog).mockReset();
});

const f = (
  type: FormField['type'],
  name: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  type,
  name,
  label,
  ...extra,
});

describe('file and image upload', () => {
  it('uploads through the file call, lists the file with its size, deletes it after the confirm', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await renderForm(definition([f('file', 'files', '附件')]));
    await user.upload(
      screen.getByLabelText('上传附件'),
      new File(['x'], '发票.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('发票.pdf')).toBeVisible();
    expect(screen.getByText('1.50 KB')).toBeVisible();
    expect(server.callsTo('/system/file/v1/fileUpload')).toHaveLength(1);

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: '删除 发票.pdf' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定要删除吗?', { confirm: '确定', cancel: '取消' });
    expect(screen.getByText('发票.pdf')).toBeVisible();

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: '删除 发票.pdf' }));
    await waitFor(() => expect(screen.queryByText('发票.pdf')).toBeNull());
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toEqual({ ok: true, data: { files: [] } });
  });

  it('refuses an image that is not a .png with the spec’s text and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    await renderForm(definition([f('image', 'photos', '现场照片', { pngOnly: true })]));
    await user.upload(
      screen.getByLabelText('上传图片'),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(notify.warning).toHaveBeenCalledWith('请上传后缀名为png类型的图片！');
    expect(server.callsTo('/system/file/v1/fileUpload')).toHaveLength(0);
  });

  it('shows an uploaded image as a thumbnail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderForm(definition([f('image', 'photos', '现场照片', { pngOnly: true })]));
    await user.upload(screen.getByLabelText('上传图片'), new File(['x'], 'site.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'site.png' }).tagName).toBe('IMG'));
    expect(screen.getByRole('img', { name: 'site.png' })).toHaveAttribute('src', 'blob:x');
  });

  it('refuses more than 10 files', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderForm(definition([f('file', 'files', '附件')]));
    const files = Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.txt`));
    await user.upload(screen.getByLabelText('上传附件'), files);
    expect(notify.warning).toHaveBeenCalledWith('最多上传10个文件');
    expect(server.callsTo('/system/file/v1/fileUpload')).toHaveLength(0);
  });

  it('a submit verification holds the form while an upload is under way', async () => {
    let release!: () => void;
    const upload = routes['/system/file/v1/fileUpload']!;
    routes['/system/file/v1/fileUpload'] = (config) =>
      new Promise((resolve) => {
        release = () => resolve(upload(config));
      });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await renderForm(definition([f('file', 'files', '附件')]));
    await user.upload(screen.getByLabelText('上传附件'), new File(['x'], 'a.pdf'));
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toMatchObject({ ok: false, code: 3, messages: ['上传中…'] });
    expect(notify.danger).toHaveBeenCalledWith('上传中…');
    release();
    await screen.findByText('a.pdf');
  });
});

const sealOk: Reply = () => ({ state: true, message: '', value: 'seal-file' });

describe('signature field', () => {
  const sign = f('signature', 'sign', '审批签章');
  const other: FormSignatureEntry = {
    index: 0,
    userId: 'u2',
    name: '李四',
    signature: 'seal-u2',
    createTime: '2026-11-21 09:30:00',
  };

  it('asks the seal password, refuses an empty one, signs, and hides the add button once signed', async () => {
    routes['/uc/electronicSeal/v1/getElectronicSeal'] = sealOk;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await renderForm(definition([sign]), { data: { sign: [other] } });
    expect(await screen.findByRole('button', { name: '李四 2026-11-21 09:30:00' }, LAZY)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '签章' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('获取签章')).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(notify.warning).toHaveBeenCalledWith('请填写获取签章密码！');
    expect(server.callsTo('/uc/electronicSeal/v1/getElectronicSeal')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('签章密码'), 'seal123');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('签章成功')).toBeVisible();
    expect(server.callsTo('/uc/electronicSeal/v1/getElectronicSeal')[0]?.params).toEqual({
      password: 'seal123',
    });
    expect(screen.queryByRole('button', { name: '签章' })).toBeNull();
    expect(screen.getByRole('button', { name: /^张三 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ })).toBeVisible();
    // Only the owner removes their own.
    expect(screen.getByRole('button', { name: '删除 张三 的签章' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '删除 李四 的签章' })).toBeNull();
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(
      result.ok && (result.data.sign as FormSignatureEntry[]).map((e) => [e.userId, e.signature]),
    ).toEqual([
      ['u2', 'seal-u2'],
      ['u1', 'seal-file'],
    ]);
    await user.click(screen.getByRole('button', { name: '删除 张三 的签章' }));
    expect(screen.getByRole('button', { name: '签章' })).toBeVisible();
  });

  it('shows the signer and time as a tooltip on tap, at 80×26', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderForm(definition([sign]), { data: { sign: [other] } });
    await user.click(await screen.findByRole('button', { name: '李四 2026-11-21 09:30:00' }, LAZY));
    expect(screen.getByRole('tooltip')).toHaveTextContent('李四 2026-11-21 09:30:00');
  });

  it('fails when the seal answer is state false, or the dialog is cancelled', async () => {
    routes['/uc/electronicSeal/v1/getElectronicSeal'] = () => ({ state: false, message: '签章密码错误' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderForm(definition([sign]));
    await user.click(await screen.findByRole('button', { name: '签章' }, LAZY));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('签章密码'), 'bad');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('签章失败')).toBeVisible();
    expect(notify.danger).toHaveBeenCalledWith('签章密码错误');

    await user.click(screen.getByRole('button', { name: '签章' }));
    expect(await screen.findByText('签章中…')).toBeVisible();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('签章失败')).toBeVisible();
  });

  it('uses the seal without a password where the node is secret-free', async () => {
    routes['/uc/electronicSeal/v1/getElectronicSeal'] = sealOk;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderForm(definition([sign]), { signature: { field: 'sign', secretFree: true } });
    await user.click(await screen.findByRole('button', { name: '签章' }, LAZY));
    expect(await screen.findByText('签章成功')).toBeVisible();
    expect(server.callsTo('/uc/electronicSeal/v1/getElectronicSeal')[0]?.params).toEqual({
      secretFree: true,
    });
  });

  it("under 'r' shows signatures with no add and no remove, even one's own", async () => {
    await renderForm(definition([sign]), {
      permissions: only('r'),
      data: { sign: [{ ...other, userId: 'u1', name: '张三' }] },
    });
    expect(await screen.findByRole('button', { name: '张三 2026-11-21 09:30:00' }, LAZY)).toBeVisible();
    expect(screen.queryByRole('button', { name: '签章' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 张三 的签章' })).toBeNull();
  });

  it("under 'n' shows nothing", async () => {
    await renderForm(definition([sign]), { permissions: only('n'), data: { sign: [other] } });
    expect(screen.queryByText('审批签章')).toBeNull();
    expect(screen.queryByRole('button', { name: /李四/ })).toBeNull();
  });

  it('warns when the node names no signature field, or one the form lacks', async () => {
    const { handle } = await renderForm(definition([sign]), { signature: { field: 'elsewhere' } });
    await screen.findByRole('button', { name: '签章' }, LAZY);
    expect(handle().startSignature()).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('未找到签章字段路径，请重新初始化表单模板并保存！');
  });

  it('focuses the sign button of the node’s signature field', async () => {
    const { handle } = await renderForm(definition([sign]), { signature: { field: 'sign' } });
    const button = await screen.findByRole('button', { name: '签章' }, LAZY);
    expect(handle().startSignature()).toBe(true);
    expect(button).toHaveFocus();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it("'b' requires a signature", async () => {
    const { handle } = await renderForm(definition([sign]), { permissions: only('b') });
    act(() => void handle().getData());
    expect(notify.danger).toHaveBeenCalledWith('请正确的填写以下表单内容：审批签章：必填项不能为空');
  });
});

describe('custom dialog picker', () => {
  const supplier = f('dialog', 'supplier', '供应商', {
    dialog: { alias: 'suppliers', multiple: false, valueField: 'id', labelField: 'name' },
  });

  beforeEach(() => {
    routes['/form/customDialog/v1/getByAlias'] = () => ({
      state: true,
      message: '',
      value: {
        alias: 'suppliers',
        name: '供应商',
        displayfield: [
          { field: 'name', comment: '名称' },
          { field: 'city', comment: '城市' },
        ],
        resultfield: [
          { field: 'id', comment: '编号' },
          { field: 'name', comment: '名称' },
        ],
        sortfield: [],
        conditionfield: [{ field: 'name', comment: '名称', condition: 'LIKE' }],
        selectNum: 1,
        needPage: true,
        pageSize: 20,
        dsType: 'dataSource',
        requestType: 'GET',
        url: '',
        listKey: 'rows',
        pageKey: 'page',
        pageSizeKey: 'pageSize',
        totalKey: 'total',
      },
    });
    routes['/form/customDialog/v1/getListData'] = (config) => {
      const params = config.params as { mapParam?: string; page: number };
      const all = [
        { id: 's1', name: '华东钢材', city: '上海' },
        { id: 's2', name: '华南电子', city: '深圳' },
      ];
      const term = params.mapParam ? (JSON.parse(params.mapParam) as { name: string }).name : '';
      const rows = all.filter((r) => r.name.includes(term));
      return {
        state: true,
        message: '',
        value: { rows, total: rows.length, page: params.page, pageSize: 20 },
      };
    };
  });

  it('searches by the condition field and stores the chosen row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await renderForm(definition([supplier]));
    await user.click(screen.getByRole('button', { name: '供应商' }));
    const dialog = await screen.findByRole('dialog', { name: '供应商' }, LAZY);
    expect(await within(dialog).findByText('华东钢材')).toBeVisible();
    expect(within(dialog).getByText('城市: 上海')).toBeVisible();
    await user.type(within(dialog).getByRole('searchbox'), '华南{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('华东钢材')).toBeNull());
    const listCalls = server.callsTo('/form/customDialog/v1/getListData');
    expect(listCalls.at(-1)?.params).toEqual({ alias: 'suppliers', mapParam: '{"name":"华南"}', page: 1 });
    await user.click(within(dialog).getByText('华南电子'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '供应商' })).toHaveTextContent('华南电子'));
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    // What is stored is the row's result fields.
    expect(result).toEqual({ ok: true, data: { supplier: [{ id: 's2', name: '华南电子' }] } });
  });

  it('shows a stored value by its label field', async () => {
    const seeded = { ...supplier, dialog: { ...supplier.dialog!, valueField: 'name' } } as FormField;
    await renderForm(definition([seeded]), { data: { supplier: [{ name: '华东钢材', phone: '138' }] } });
    expect(screen.getByRole('button', { name: '供应商' })).toHaveTextContent('华东钢材');
  });

  it('refuses fixed POST parameters that are not JSON, calling nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const broken = { ...supplier, dialog: { ...supplier.dialog!, params: '{oops' } } as FormField;
    await renderForm(definition([broken]));
    await user.click(screen.getByRole('button', { name: '供应商' }));
    await waitFor(() => expect(notify.danger).toHaveBeenCalledWith('POST参数不是有效的JSON格式'));
    expect(server.callsTo('/form/customDialog/v1/getListData')).toHaveLength(0);
  });
});

describe('directory pickers', () => {
  it.each([
    [
      'user',
      '/api/user/v1/users/queryUserWithMainOrgPost',
      { id: 'u9', fullname: '王五' },
      '王五',
      '选择人员',
    ],
    ['org', '/api/org/v1/orgs/getOrgPage', { id: 'o1', name: '财务部' }, '财务部', '选择组织'],
    ['role', '/api/role/v1/roles/getRolePage', { id: 'r1', name: '部门经理' }, '部门经理', '选择角色'],
    ['post', '/api/org/v1/orgPosts/getOrgPostPage', { id: 'p1', name: '会计' }, '会计', '选择岗位'],
  ] as const)('%s picks from %s', async (type, url, row, name, title) => {
    routes[url] = () => ({
      state: true,
      message: '',
      value: { rows: [row], total: 1, page: 1, pageSize: 20 },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await renderForm(definition([f(type, 'who', '对象', { multiple: true })]));
    await user.click(screen.getByRole('button', { name: '对象' }));
    const dialog = await screen.findByRole('dialog', { name: title }, LAZY);
    await user.click(await within(dialog).findByText(name));
    expect(within(dialog).getByText('已选 1 项')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toEqual({ ok: true, data: { who: [{ id: Object.values(row)[0], name }] } });
    expect(JSON.parse(String(server.callsTo(url)[0]?.data))).toMatchObject({
      pageBean: { page: 1, pageSize: 20 },
    });
  });
});
