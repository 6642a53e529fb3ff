import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

let calls: Call[];
beforeEach(() => {
  Element.prototype.setPointerCapture ??= () => {};
  useSession.getState().setUser(testUser());
  calls = serve({
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
    '/runtime/instance/v1/start': {
      data: { state: true, message: '启动成功', value: { instId: 'i9', taskIds: [] } },
    },
  });
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

async function open() {
  const view = await renderPage(<StartFlowPage />, {
    path: `/work/startFlow/${DEF}/0`,
    routePath: '/work/startFlow/:defId/:instId',
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
