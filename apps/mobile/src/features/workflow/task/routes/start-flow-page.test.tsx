import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@baton/contracts';
import { renderPage, testUser } from '../../../../test/render-app';
import { ok, serve, type Call } from '../../../../test/serve';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { StartFlowPage } from './start-flow-page';

const DEF = '0bf2d82f-535e-40c8-ac60-10a1617d509a';
const FORM = {
  key: 'leave',
  name: '请假申请',
  version: 1,
  boAlias: 'leave',
  fields: [{ name: 'reason', label: '请假事由', type: 'textarea', required: true }],
} as FormDefinition;

/** The server of the leave's start form; `answers` replace or add calls. */
function serveStart(answers: Parameters<typeof serve>[0] = {}) {
  return serve({
    '/runtime/instance/v1/startForm': ok({
      defId: DEF,
      defKey: 'leave',
      name: '请假申请',
      formKey: 'leave',
      fields: { reason: 'w' },
      buttons: [],
      data: {},
      instId: '',
      subject: '',
    }),
    '/form/form/v1/previewDesignVue': ok(FORM),
    '/flow/def/v1/defGet': ok({ id: DEF, defKey: 'leave', name: '请假申请', bpmnXml: '' }),
    '/runtime/task/v1/saveDraft': { data: { state: true, message: '保存成功', value: 'draft-1' } },
    '/runtime/agent/v1/principals': ok([{ userId: 'u-lisi', name: '李四' }]),
    '/runtime/instance/v1/start': {
      data: { state: true, message: '启动成功', value: { instId: 'i9', taskIds: [] } },
    },
    ...answers,
  });
}

let calls: Call[];
beforeEach(() => {
  Element.prototype.setPointerCapture ??= () => {};
  useSession.getState().setUser(testUser());
  calls = serveStart();
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

async function open(path = `/work/startFlow/${DEF}/0`) {
  const agent = path.startsWith('/work/agentStart/');
  const view = await renderPage(<StartFlowPage />, {
    path,
    routePath: agent ? '/work/agentStart/:defId/:leaderId' : '/work/startFlow/:defId/:instId',
    routes: [{ path: '/inst/:instId', element: <p>详情</p> }],
  });
  await screen.findByRole('textbox', { name: /请假事由/ });
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), router: view.router };
}

describe('the start form', () => {
  it('does not start while a required field is empty', async () => {
    vi.spyOn(notify, 'danger').mockImplementation(() => {});
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('必填项不能为空')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/runtime/instance/v1/start')).toBe(false);
  });

  it('starts with the form data and the urgency, then shows the new request', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: /请假事由/ }), '回老家探亲');
    await user.click(screen.getByRole('radio', { name: '紧急' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('启动成功'));
    expect(calls.find((c) => c.url === '/runtime/instance/v1/start')?.body).toMatchObject({
      defId: DEF,
      urgentState: 'urgent',
      data: { reason: '回老家探亲' },
    });
    expect(await screen.findByText('详情')).toBeInTheDocument();
  });

  it('saves a draft without checking the form, and keeps editing that draft', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('保存成功'));
    expect(calls.find((c) => c.url === '/runtime/task/v1/saveDraft')?.body).toMatchObject({ defId: DEF });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/work/startFlow/${DEF}/draft-1`));
  });
});

describe('the agent start', () => {
  it("starts in the named principal's name, without a draft, which 本人 offers again", async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = await open(`/work/agentStart/${DEF}/u-lisi`);
    const onBehalf = await screen.findByRole('group', { name: '代谁发起' });
    expect(screen.getByRole('radio', { name: '李四' })).toBeChecked();
    expect(onBehalf).toHaveTextContent('本人');
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '本人' }));
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '李四' }));
    await user.type(screen.getByRole('textbox', { name: /请假事由/ }), '代领导请假');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/runtime/instance/v1/start')?.body).toMatchObject({
        defId: DEF,
        agentLeaderId: 'u-lisi',
        data: { reason: '代领导请假' },
      }),
    );
  });

  it('with 0 it starts as oneself until a principal is chosen', async () => {
    const { user } = await open(`/work/agentStart/${DEF}/0`);
    expect(await screen.findByRole('radio', { name: '本人' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /请假事由/ }), '本人请假');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/runtime/instance/v1/start')).toBe(true));
    expect(calls.find((c) => c.url === '/runtime/instance/v1/start')?.body).not.toHaveProperty(
      'agentLeaderId',
    );
  });

  it('starts nothing while it cannot tell whom the user may start for', async () => {
    vi.spyOn(notify, 'danger').mockImplementation(() => {});
    calls = serveStart({
      '/runtime/agent/v1/principals': { status: 500, data: { state: false, message: '服务器错误' } },
    });
    await open(`/work/agentStart/${DEF}/u-lisi`);
    expect(await screen.findByRole('alert')).toHaveTextContent('无法获取可代理发起的人员，请稍后重试。');
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
  });

  it('says so when the named person has not made the user their agent', async () => {
    await open(`/work/agentStart/${DEF}/u-someone`);
    expect(await screen.findByText('你不是该用户的流程代理人，将以本人身份发起。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '本人' })).toBeChecked();
  });
});

describe('a start the form asks to confirm (code 6)', () => {
  const confirmed = (days: number) =>
    serveStart({
      '/runtime/instance/v1/startForm': ok({
        defId: DEF,
        defKey: 'leave',
        name: '请假申请',
        formKey: 'leave',
        fields: {},
        buttons: [],
        data: { days },
        instId: '',
        subject: '',
      }),
      '/form/form/v1/previewDesignVue': ok({
        ...FORM,
        fields: [...FORM.fields, { name: 'days', label: '请假天数', type: 'number' }],
        confirms: [{ field: 'days', when: 'above', value: 10, message: '请假超过 10 天' }],
      }),
    });

  it('shows 是否仍然启动流程？ under what holds; cancel keeps the form, confirm starts', async () => {
    calls = confirmed(12);
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: /请假事由/ }), '出国探亲');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('请假超过 10 天');
    expect(dialog).toHaveTextContent('是否仍然启动流程？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/runtime/instance/v1/start')).toBe(false);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/runtime/instance/v1/start')?.body).toMatchObject({
        data: { days: 12, reason: '出国探亲' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts without asking when nothing holds', async () => {
    calls = confirmed(3);
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: /请假事由/ }), '看病');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/runtime/instance/v1/start')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
