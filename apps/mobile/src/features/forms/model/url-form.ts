import { LIMITS } from '@baton/contracts/limits';

/** The answer an embedded URL form posts back (spec §3 "saved form message"). */
export interface SavedFormMessage {
  state: boolean;
  businessKey?: string;
  sysCode?: string;
  vars?: Record<string, unknown>;
  message?: string;
}

export type UrlFormSaveResult =
  | { ok: true; message: SavedFormMessage }
  | { ok: false; key: 'failure.urlFormTimeout' | 'failure.urlFormSave'; message?: string };

export interface UrlFormChannel {
  /** Posts `{ type: 'saveData' }` (and any payload) to the embedded frame. */
  post: (message: unknown) => void;
  /** Calls back with every message the frame sends; answers an unsubscribe. */
  listen: (onMessage: (data: unknown) => void) => () => void;
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

/**
 * Spec §4: a 'saveData' message goes to the frame; an acknowledgement is awaited 500 ms (without one the
 * message is sent again, for frames that load their listener late), then the save times out after 10 s with
 * 'URL表单处理业务数据超时.'. An answer with state false is '业务表单数据保存失败'.
 */
export function saveUrlForm(
  channel: UrlFormChannel,
  payload: Record<string, unknown> = {},
  timing: { ackMs?: number; saveMs?: number } = {},
): Promise<UrlFormSaveResult> {
  const ackMs = timing.ackMs ?? LIMITS.urlFormAckMs;
  const saveMs = timing.saveMs ?? LIMITS.urlFormSaveMs;
  return new Promise((resolve) => {
    let acknowledged = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const send = () => channel.post({ type: 'saveData', ...payload });
    const finish = (result: UrlFormSaveResult) => {
      timers.forEach(clearTimeout);
      unsubscribe();
      resolve(result);
    };
    const unsubscribe = channel.listen((data) => {
      if (!isRecord(data)) return;
      if (data.type === 'saveDataAck') {
        acknowledged = true;
        return;
      }
      if (data.type !== 'saveDataResult' && typeof data.state !== 'boolean') return;
      const message = (isRecord(data.value) ? data.value : data) as unknown as SavedFormMessage;
      if (message.state === true) finish({ ok: true, message });
      else finish({ ok: false, key: 'failure.urlFormSave', message: message.message });
    });
    send();
    timers.push(
      setTimeout(() => {
        if (!acknowledged) send();
      }, ackMs),
    );
    timers.push(setTimeout(() => finish({ ok: false, key: 'failure.urlFormTimeout' }), saveMs));
  });
}
