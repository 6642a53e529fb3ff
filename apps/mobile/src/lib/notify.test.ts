import { Toast } from './antd-imperative';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('success lasts 1500 ms', async () => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => {} });
    notify.success('删除成功');
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith({ content: '删除成功', icon: 'success', duration: 1500 }),
    );
  });

  it.each([
    { kind: 'danger' as const, icon: 'fail' },
    { kind: 'info' as const, icon: undefined },
  ])('$kind shows the message', async ({ kind, icon }) => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => {} });
    notify[kind]('终止成功');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(icon ? { content: '终止成功', icon } : { content: '终止成功' });
  });

  it('warning shows the message with a warning icon', async () => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => {} });
    notify.warning('请登录');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ content: '请登录' });
    expect((show.mock.calls[0]![0] as { icon: unknown }).icon).toBeTruthy();
  });
});
