import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, testUser } from '../../../../test/render-app';
import { ok, serve } from '../../../../test/serve';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import type { ActionKey } from '../model/actions';
import type { ActionValues } from '../model/action-form';
import { ActionDialog } from './action-dialog';

// The real pad draws on a canvas, which jsdom lacks; this one "signs" at a tap and hands back the stored file.
vi.mock('../../../forms', () => ({
  HandwritingPad: ({ onSaved }: { onSaved: (fileId: string) => void }) => (
    <button type="button" onClick={() => onSaved('f-signature')}>
      落笔
    </button>
  ),
}));

const PHRASES = [
  { id: 'p1', expression: '已阅，同意', personal: 1 },
  { id: 'p2', expression: '同意，请按规定执行', personal: 0 },
];
const PEOPLE = [
  {
    id: 'u-wangwu',
    account: 'wangwu',
    fullname: '王五',
    status: 1,
    orgName: '财务部',
    postName: '财务部经理',
  },
  { id: 'u-wanghai', account: 'wanghai', fullname: '王海', status: 1, orgName: '研发部' },
];

beforeEach(() => {
  // antd-mobile's sheets capture the pointer, which jsdom does not implement.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  useSession.getState().setUser(testUser());
  serve({
    '/flow/approvalItem/v1': ok(PHRASES),
    '/runtime/task/v1/taskToReject': ok([
      { nodeId: 'Start', name: '发起', actors: ['u-zhangsan'] },
      { nodeId: 'Task_Leader', name: '部门负责人审批', actors: ['u-lisi'] },
    ]),
    '/api/demension/v1/dems/getAll': ok([
      { id: 'd1', demName: '行政', name: '行政', code: 'xz', isDefault: 1 },
    ]),
    '/api/org/v1/orgs/getByParentAndDem': ok([]),
    '/api/user/v1/users/queryUserWithMainOrgPost': (call) => {
      const body = call.body as { querys: { value: string }[] };
      const name = body.querys[0]?.value ?? '';
      return ok({ rows: PEOPLE.filter((p) => p.fullname.includes(name)), total: 2, page: 1, pageSize: 100 });
    },
  });
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

async function open(action: ActionKey, title: string) {
  const onSubmit = vi.fn<(a: ActionKey, v: ActionValues) => Promise<boolean>>(async () => true);
  const onClose = vi.fn();
  await renderPage(
    <ActionDialog action={action} title={title} taskId="t1" onSubmit={onSubmit} onClose={onClose} />,
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  return { dialog, onSubmit, onClose, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('action dialogs', () => {
  it('agree may be sent without an opinion', async () => {
    const { dialog, onSubmit, onClose, user } = await open('agree', '同意');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith('agree', expect.objectContaining({ opinion: '' })),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('an opinion can carry a handwritten signature, sent as one of its files', async () => {
    const { dialog, onSubmit, user } = await open('agree', '同意');
    await user.click(within(dialog).getByRole('button', { name: '手写签名' }));
    await user.click(await screen.findByRole('button', { name: '落笔' }));
    expect(within(dialog).getByRole('list', { name: '附件' })).toHaveTextContent('手写签名.png');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'agree',
        expect.objectContaining({ files: [expect.objectContaining({ id: 'f-signature', type: 'png' })] }),
      ),
    );
  });

  it('attachments are uploaded when chosen, can be taken off again, and go with the opinion', async () => {
    const calls = serve({
      '/flow/approvalItem/v1': ok(PHRASES),
      '/system/file/v1/fileUpload': ok({
        fileId: 'f1',
        files: [
          { id: 'f1', name: '发票.pdf', size: 2048, type: 'pdf' },
          { id: 'f2', name: '行程单.png', size: 1024, type: 'png' },
        ],
      }),
    });
    const { dialog, onSubmit, user } = await open('agree', '同意');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['%PDF-1.4'], '发票.pdf', { type: 'application/pdf' }),
      new File(['png'], '行程单.png', { type: 'image/png' }),
    ]);
    const list = within(dialog).getByRole('list', { name: '附件' });
    await waitFor(() => expect(list).toHaveTextContent('发票.pdf'));
    expect(list).toHaveTextContent('行程单.png');
    const upload = calls.find((c) => c.url === '/system/file/v1/fileUpload')!;
    expect((upload.body as FormData).getAll('files')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: '删除附件 行程单.png' }));
    expect(list).not.toHaveTextContent('行程单.png');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'agree',
        expect.objectContaining({ files: [expect.objectContaining({ id: 'f1', name: '发票.pdf' })] }),
      ),
    );
  });

  it('a refused upload adds nothing to the opinion', async () => {
    serve({
      '/flow/approvalItem/v1': ok(PHRASES),
      '/system/file/v1/fileUpload': { status: 400, data: { state: false, message: '不支持的文件类型' } },
    });
    const { dialog, onSubmit, user } = await open('agree', '同意');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    ]);
    await waitFor(() => expect(within(dialog).getByText('添加附件')).toBeInTheDocument());
    expect(within(dialog).getByRole('list', { name: '附件' })).not.toHaveTextContent('setup.exe');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith('agree', expect.objectContaining({ files: [] })),
    );
  });

  it('oppose needs an opinion: 请填写意见 until one is written', async () => {
    const { dialog, onSubmit, user } = await open('oppose', '反对');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请填写意见');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /审批意见/ }), '金额有误');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith('oppose', expect.objectContaining({ opinion: '金额有误' })),
    );
  });

  it('an approval phrase fills the opinion, which stays editable', async () => {
    const { dialog, onSubmit, user } = await open('agree', '同意');
    await user.click(within(dialog).getByRole('button', { name: '选择常用语' }));
    await user.click(await within(dialog).findByRole('button', { name: '同意，请按规定执行' }));
    const box = within(dialog).getByRole('textbox', { name: /审批意见/ });
    expect(box).toHaveValue('同意，请按规定执行');
    await user.type(box, '。');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'agree',
        expect.objectContaining({ opinion: '同意，请按规定执行。' }),
      ),
    );
  });

  it('keeps the written opinion as a phrase of ones own, and removes own phrases only', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    let phrases = [...PHRASES];
    const calls = serve({
      '/flow/approvalItem/v1': (call) => {
        if (call.method === 'GET') return ok(phrases);
        const { expression } = call.body as { expression: string };
        phrases = [{ id: 'p3', expression, personal: 1 }, ...phrases];
        return { data: { state: true, message: '保存成功', value: phrases[0] } };
      },
      '/flow/approvalItem/v1/remove': (call) => {
        const { id } = call.body as { id: string };
        phrases = phrases.filter((p) => p.id !== id);
        return { data: { state: true, message: '删除成功' } };
      },
    });
    const { dialog, user } = await open('agree', '同意');
    await user.click(within(dialog).getByRole('button', { name: '选择常用语' }));
    const list = await within(dialog).findByRole('list', { name: '选择常用语' });
    const keep = within(list).getByRole('button', { name: '把当前意见存为常用语' });
    // Nothing written yet, or a text that is a phrase already: nothing to keep.
    expect(keep).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: '已阅，同意' }));
    await user.click(within(dialog).getByRole('button', { name: '选择常用语' }));
    expect(
      within(await within(dialog).findByRole('list', { name: '选择常用语' })).getByRole('button', {
        name: '把当前意见存为常用语',
      }),
    ).toBeDisabled();

    const box = within(dialog).getByRole('textbox', { name: /审批意见/ });
    await user.clear(box);
    await user.type(box, '  材料齐全，同意  ');
    await user.click(within(dialog).getByRole('button', { name: '把当前意见存为常用语' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('保存成功'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ expression: '材料齐全，同意' });
    await within(dialog).findByRole('button', { name: '材料齐全，同意' });

    // The tenant's shared phrase has no remove button; one's own do.
    expect(within(dialog).queryByRole('button', { name: '删除常用语 同意，请按规定执行' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '删除常用语 已阅，同意' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('删除成功'));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '已阅，同意' })).toBeNull());
    expect(box).toHaveValue('  材料齐全，同意  ');
  });

  it('reject needs a node from the execution stack and an opinion; the mode is sent too', async () => {
    const { dialog, onSubmit, user } = await open('reject', '驳回');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['请选择驳回的节点', '请填写意见']);
    await user.click(within(dialog).getByRole('radio', { name: '发起' }));
    await user.click(within(dialog).getByRole('radio', { name: '直接回到本节点' }));
    await user.type(within(dialog).getByRole('textbox', { name: /审批意见/ }), '请补充证明');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'reject',
        expect.objectContaining({ destination: 'Start', backHandMode: 'direct', opinion: '请补充证明' }),
      ),
    );
  });

  it('transfer needs a person, found by name in the picker', async () => {
    const { dialog, onSubmit, user } = await open('transfer', '转办');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择人员');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /办理人/ }));
    const picker = await screen.findByRole('dialog', { name: '选择人员' });
    await user.type(within(picker).getByRole('searchbox'), '王五{Enter}');
    await user.click(await within(picker).findByRole('radio', { name: /王五/ }));
    await user.click(within(picker).getByRole('button', { name: '确定(1)' }));
    expect(within(dialog).getByRole('button', { name: /办理人/ })).toHaveTextContent('王五');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'transfer',
        expect.objectContaining({ users: [{ id: 'u-wangwu', name: '王五' }] }),
      ),
    );
  });

  it('the picker offers the heads of ones department first, and people by role', async () => {
    const calls = serve({
      '/flow/approvalItem/v1': ok(PHRASES),
      '/api/demension/v1/dems/getAll': ok([
        { id: 'd1', demName: '行政', name: '行政', code: 'xz', isDefault: 1 },
      ]),
      '/api/org/v1/orgs/getByParentAndDem': ok([]),
      '/api/org/v1/org/getOrgMaster': ok([
        {
          id: 'u-lisi',
          account: 'lisi',
          fullname: '李四',
          status: 1,
          orgName: '研发部',
          postName: '研发部经理',
        },
      ]),
      '/api/role/v1/roles/getRolePage': ok({
        rows: [
          { id: 'r-fin', name: '财务', code: 'finance' },
          { id: 'r-mgr', name: '经理', code: 'manager' },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
      '/api/user/v1/users/queryByType': (call) => {
        const { type, value } = call.body as { type: string; value: string };
        const rows = type === 'role' && value === 'r-fin' ? [PEOPLE[0]] : [];
        return ok({ rows, total: rows.length, page: 1, pageSize: 100 });
      },
    });
    const { dialog, onSubmit, user } = await open('copyTo', '传阅');
    await user.click(within(dialog).getByRole('button', { name: /人员/ }));
    const picker = await screen.findByRole('dialog', { name: '选择人员' });
    expect(await within(picker).findByText('本部门负责人')).toBeInTheDocument();
    await user.click(await within(picker).findByRole('checkbox', { name: /李四/ }));

    await user.click(within(picker).getByRole('tab', { name: '按角色' }));
    await user.click(await within(picker).findByRole('button', { name: '财务' }));
    await user.click(await within(picker).findByRole('checkbox', { name: /王五/ }));
    expect(calls.find((c) => c.url === '/api/user/v1/users/queryByType')?.body).toMatchObject({
      type: 'role',
      value: 'r-fin',
    });
    await user.click(within(picker).getByRole('button', { name: '全部角色' }));
    await user.click(await within(picker).findByRole('button', { name: '经理' }));
    expect(await within(picker).findByText('该角色下暂无人员')).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: '确定(2)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /留言内容/ }), '请知悉');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'copyTo',
        expect.objectContaining({
          users: [
            { id: 'u-lisi', name: '李四' },
            { id: 'u-wangwu', name: '王五' },
          ],
        }),
      ),
    );
  });

  it('communicate needs the people and what to ask', async () => {
    const { dialog, onSubmit, user } = await open('commu', '沟通');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['请选择人员', '请填写意见']);
    expect(onSubmit).not.toHaveBeenCalled();
    // What goes to the others is a message, not an approval opinion.
    expect(within(dialog).getByRole('textbox', { name: /留言内容/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /审批意见/ })).toBeNull();
  });

  it('a refused action keeps the dialog open with what was typed', async () => {
    const onSubmit = vi.fn(async () => false);
    const onClose = vi.fn();
    await renderPage(
      <ActionDialog action="agree" title="同意" taskId="t1" onSubmit={onSubmit} onClose={onClose} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    await user.type(within(dialog).getByRole('textbox', { name: /审批意见/ }), '可以');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /审批意见/ })).toHaveValue('可以');
  });
});
