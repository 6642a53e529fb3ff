import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUrlForm, type UrlFormChannel } from './url-form';

function channel() {
  const posted: unknown[] = [];
  let listener: ((data: unknown) => void) | null = null;
  const c: UrlFormChannel = {
    post: (m) => posted.push(m),
    listen: (fn) => {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
  return { c, posted, answer: (data: unknown) => listener?.(data), listening: () => listener !== null };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saveUrlForm', () => {
  it("posts 'saveData' and resolves with the frame's saved message", async () => {
    const { c, posted, answer, listening } = channel();
    const saving = saveUrlForm(c);
    expect(posted).toEqual([{ type: 'saveData' }]);
    answer({ type: 'saveDataAck' });
    answer({ state: true, businessKey: 'bk1', vars: { days: 3 } });
    await expect(saving).resolves.toEqual({
      ok: true,
      message: { state: true, businessKey: 'bk1', vars: { days: 3 } },
    });
    expect(listening()).toBe(false);
  });

  it('sends again when no acknowledgement comes within 500 ms, not when one came', async () => {
    const a = channel();
    void saveUrlForm(a.c);
    await vi.advanceTimersByTimeAsync(499);
    expect(a.posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.posted).toHaveLength(2);

    const b = channel();
    void saveUrlForm(b.c);
    b.answer({ type: 'saveDataAck' });
    await vi.advanceTimersByTimeAsync(600);
    expect(b.posted).toHaveLength(1);
  });

  it("times out after 10 s with 'URL表单处理业务数据超时.'", async () => {
    const { c, listening } = channel();
    const saving = saveUrlForm(c);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(listening()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(saving).resolves.toEqual({ ok: false, key: 'failure.urlFormTimeout' });
    expect(listening()).toBe(false);
  });

  it("answers '业务表单数据保存失败' when the frame reports state false", async () => {
    const { c, answer } = channel();
    const saving = saveUrlForm(c);
    answer('noise');
    answer({ type: 'other' });
    answer({ state: false, message: '库存不足' });
    await expect(saving).resolves.toEqual({ ok: false, key: 'failure.urlFormSave', message: '库存不足' });
  });
});
