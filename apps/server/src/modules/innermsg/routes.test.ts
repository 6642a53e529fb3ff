import type { InnermsgReceiverRow, LoginToken, PageResult } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { HEARTBEAT_MS } from './routes';
import { sendInnerMessages } from './service';

let t: TestApp;
let zhangsan: LoginToken;
let lisi: LoginToken;
let acme: LoginToken;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
  lisi = await t.login('lisi');
  acme = await t.login('acme');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const list = async (token: string, body: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/innermsg/messageReceiver/v1/list',
    headers: bearer(token),
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.json() as { state: boolean; value: PageResult<InnermsgReceiverRow> },
  };
};
const get = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const unread = async (token: string) =>
  (await get('/innermsg/messageReceiver/v1/unreadCount', token)).body.value as number;

const demoTenant = () => lisi.tenantId ?? '';

const send = (over: Partial<Parameters<typeof sendInnerMessages>[1]> = {}) =>
  sendInnerMessages(t.database.db, {
    tenantId: demoTenant(),
    senderId: lisi.userId,
    senderName: '李四',
    subject: '请审批：差旅报销',
    content: '<p>报销单已提交</p>',
    type: 'task',
    receiverIds: [zhangsan.userId],
    ...over,
  });

describe('message list', () => {
  it("lists the caller's messages, newest first, with the spec's fields", async () => {
    await send({ subject: 'list-first' });
    await new Promise((r) => setTimeout(r, 5));
    await send({ subject: 'list-second', link: '/work/myMatters/0' });
    const { body } = await list(zhangsan.token, {
      pageBean: { page: 1, pageSize: 50, showTotal: true },
      sorter: [
        { property: 'receiver_name_', direction: 'ASC' },
        { property: 'CREATE_TIME_', direction: 'DESC' },
      ],
    });
    expect(body.state).toBe(true);
    const subjects = body.value.rows.map((r) => r.subject);
    expect(subjects.indexOf('list-second')).toBeLessThan(subjects.indexOf('list-first'));
    const row = body.value.rows.find((r) => r.subject === 'list-second')!;
    expect(row).toMatchObject({
      owner: '李四',
      receiver_name_: '张三',
      type: 'task',
      link: '/work/myMatters/0',
      content: '<p>报销单已提交</p>',
    });
    expect(row.CREATE_TIME_).toBe(row.createTime);
    expect(row).not.toHaveProperty('receiveTime');
    expect(body.value).toMatchObject({ page: 1, pageSize: 50 });
    expect(body.value.total).toBeGreaterThanOrEqual(2);
  });

  it('searches subject or content by contains, and a cleared search lists everything', async () => {
    await send({ subject: '研讨通知', content: 'Q4X 周五下午三点在 A 研讨室' });
    await send({ subject: '系统巡检', content: 'Q4X 本周五晚上例行维护' });
    const search = (value: string) =>
      list(zhangsan.token, {
        querys: [
          { property: 'subject', value, operation: 'LIKE', relation: 'OR', group: 'main' },
          { property: 'content', value, operation: 'LIKE', relation: 'OR', group: 'main' },
        ],
      });
    expect((await search('研讨')).body.value.rows.map((r) => r.subject)).toEqual(['研讨通知']);
    expect((await search('例行维护')).body.value.rows.map((r) => r.subject)).toEqual(['系统巡检']);
    expect((await search('q4x')).body.value.total).toBe(2);
    expect((await search('100%')).body.value.total).toBe(0);
    const all = await search('');
    expect(all.body.value.total).toBe((await list(zhangsan.token)).body.value.total);
  });

  it('pages from 1 with a stable order', async () => {
    const first = (await list(zhangsan.token, { pageBean: { page: 1, pageSize: 2 } })).body.value;
    const second = (await list(zhangsan.token, { pageBean: { page: 2, pageSize: 2 } })).body.value;
    expect(first.rows).toHaveLength(2);
    expect(second.page).toBe(2);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unknown query field or sort direction with a clear message', async () => {
    const bad = await list(zhangsan.token, { querys: [{ property: 'password_hash', value: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ state: false, message: '不支持的查询字段：password_hash' });
    const dir = await list(zhangsan.token, { sorter: [{ property: 'subject', direction: 'sideways' }] });
    expect(dir.status).toBe(400);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await list(zhangsan.token, { pageBean: { page: 0 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('body/pageBean/page');
    const junk = await list(zhangsan.token, { querys: [{ property: 'subject', value: 'x', extra: 1 }] });
    expect(junk.status).toBe(400);
  });

  it('keeps messages inside their receiver and tenant', async () => {
    await send({ subject: 'only-for-zhangsan' });
    const own = (await list(lisi.token)).body.value.rows.map((r) => r.subject);
    expect(own).not.toContain('only-for-zhangsan');
    const other = (await list(acme.token)).body.value.rows.map((r) => r.subject);
    expect(other).not.toContain('only-for-zhangsan');
    // An OR search must stay inside the caller's own messages too.
    const orSearch = {
      querys: [
        { property: 'subject', value: 'only-for', relation: 'OR' },
        { property: 'content', value: 'only-for', relation: 'OR' },
      ],
    };
    expect((await list(acme.token, orSearch)).body.value.total).toBe(0);
    expect((await list(lisi.token, orSearch)).body.value.total).toBe(0);
    const entry = (await list(zhangsan.token)).body.value.rows.find(
      (r) => r.subject === 'only-for-zhangsan',
    )!;
    expect((await get(`/innermsg/messageReceiver/v1/get?id=${entry.id}`, lisi.token)).status).toBe(404);
    expect((await get(`/innermsg/messageReceiver/v1/get?id=${entry.id}`, acme.token)).status).toBe(404);
  });

  it('leaves out receivers who are not members of the tenant', async () => {
    await send({ subject: 'to-a-stranger', receiverIds: [acme.userId, zhangsan.userId] });
    const strangers = (await list(acme.token)).body.value.rows.map((r) => r.subject);
    expect(strangers).not.toContain('to-a-stranger');
    const own = (await list(zhangsan.token)).body.value.rows.map((r) => r.subject);
    expect(own).toContain('to-a-stranger');
  });
});

describe('reading a message', () => {
  it('sets receiveTime and lowers the unread count once', async () => {
    await send({ subject: 'read-me', content: '<b>正文</b>' });
    const before = await unread(zhangsan.token);
    const entry = (await list(zhangsan.token)).body.value.rows.find((r) => r.subject === 'read-me')!;
    const opened = await get(`/innermsg/messageReceiver/v1/get?id=${entry.id}`, zhangsan.token);
    expect(opened.body.value).toMatchObject({ subject: 'read-me', content: '<b>正文</b>' });
    const readAt = opened.body.value.receiveTime as number;
    expect(readAt).toBeGreaterThan(0);
    expect(await unread(zhangsan.token)).toBe(before - 1);
    const again = await get(`/innermsg/messageReceiver/v1/get?id=${entry.id}`, zhangsan.token);
    expect(again.body.value.receiveTime).toBe(readAt);
    expect(await unread(zhangsan.token)).toBe(before - 1);
    const row = (await list(zhangsan.token)).body.value.rows.find((r) => r.id === entry.id)!;
    expect(row.receiveTime).toBe(readAt);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const missing = await get('/innermsg/messageReceiver/v1/get?id=nope', zhangsan.token);
    expect(missing).toMatchObject({ status: 404, body: { state: false, message: '消息不存在' } });
    expect((await get('/innermsg/messageReceiver/v1/get', zhangsan.token)).status).toBe(400);
  });

  it('a guest has no messages', async () => {
    const guest = (await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' })).json().value
      .token as string;
    expect((await list(guest)).body.value).toMatchObject({ rows: [], total: 0 });
    expect(await unread(guest)).toBe(0);
  });
});

describe('stored XSS', () => {
  it('a message body with script and event-handler payloads comes out inert', async () => {
    await send({
      subject: 'xss-body',
      content:
        '<p onclick="alert(1)">好</p><script>alert(document.cookie)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg>',
    });
    const row = (await list(zhangsan.token)).body.value.rows.find((r) => r.subject === 'xss-body')!;
    const opened = (await get(`/innermsg/messageReceiver/v1/get?id=${row.id}`, zhangsan.token)).body.value;
    for (const html of [row.content, opened.content as string]) {
      expect(html).toContain('好');
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg/i);
    }
  });

  it('keeps only in-app paths as links', async () => {
    await send({ subject: 'bad-link', link: 'javascript:alert(1)' });
    await send({ subject: 'offsite-link', link: '//evil.example/x' });
    const rows = (await list(zhangsan.token, { pageBean: { pageSize: 100 } })).body.value.rows;
    for (const subject of ['bad-link', 'offsite-link']) {
      expect(rows.find((r) => r.subject === subject)).not.toHaveProperty('link');
    }
  });
});

/** Reads SSE frames from a live stream until `until` says stop or the time runs out. */
async function readStream(token: string, until: (events: { event: string; data: unknown }[]) => boolean) {
  const controller = new AbortController();
  const res = await fetch(`${base}/innermsg/messageReceiver/v1/stream`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let raw = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) {
          ended = true;
          return;
        }
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (event) events.push({ event, data: JSON.parse(data ?? '{}') });
          if (until(events)) return;
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    events,
    raw: () => raw,
    ended: () => ended,
    wait: (ms: number) => Promise.race([done, new Promise((r) => setTimeout(r, ms))]),
    close: () => controller.abort(),
  };
}

describe('live stream', () => {
  it('delivers a new message to its receiver and nothing to another user', async () => {
    const mine = await readStream(zhangsan.token, (e) => e.some((x) => x.event === 'innermsg'));
    const theirs = await readStream(lisi.token, (e) => e.some((x) => x.event === 'innermsg'));
    expect(mine.status).toBe(200);
    expect(mine.type).toContain('text/event-stream');
    await mine.wait(200);
    expect(mine.events[0]).toMatchObject({ event: 'ready' });
    await send({ subject: 'live-one' });
    await mine.wait(3000);
    await theirs.wait(300);
    mine.close();
    theirs.close();
    expect(mine.events.find((e) => e.event === 'innermsg')?.data).toMatchObject({
      subject: 'live-one',
      owner: '李四',
    });
    expect(theirs.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('sends the event only after the transaction commits, and none for a rollback', async () => {
    const stream = await readStream(zhangsan.token, (e) => e.some((x) => x.event === 'innermsg'));
    await stream.wait(200);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await sendInnerMessages(trx, {
          tenantId: demoTenant(),
          senderId: lisi.userId,
          senderName: '李四',
          subject: 'rolled-back',
          content: 'x',
          type: 'task',
          receiverIds: [zhangsan.userId],
        });
        throw new Error('abort');
      })
      .catch(() => {});
    await stream.wait(400);
    expect(stream.events.some((e) => e.event === 'innermsg')).toBe(false);
    await t.database.db.transaction().execute(async (trx) => {
      await sendInnerMessages(trx, {
        tenantId: demoTenant(),
        senderId: lisi.userId,
        senderName: '李四',
        subject: 'committed',
        content: 'x',
        type: 'task',
        receiverIds: [zhangsan.userId],
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(stream.events.some((e) => e.event === 'innermsg')).toBe(false);
    });
    await stream.wait(3000);
    stream.close();
    expect(stream.events.find((e) => e.event === 'innermsg')?.data).toMatchObject({ subject: 'committed' });
  });

  it('tells the other tabs of the reader that a message was read', async () => {
    await send({ subject: 'read-elsewhere' });
    const entry = (await list(zhangsan.token)).body.value.rows.find((r) => r.subject === 'read-elsewhere')!;
    const stream = await readStream(zhangsan.token, (e) => e.some((x) => x.event === 'innermsg-read'));
    await stream.wait(200);
    await get(`/innermsg/messageReceiver/v1/get?id=${entry.id}`, zhangsan.token);
    await stream.wait(2000);
    stream.close();
    expect(stream.events.find((e) => e.event === 'innermsg-read')?.data).toEqual({
      id: entry.id,
      unread: await unread(zhangsan.token),
    });
  });

  it('writes heartbeat comments and ends once its login is signed out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const login = await t.login('zhaoliu');
      const stream = await readStream(login.token, () => false);
      await stream.wait(200);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      await stream.wait(300);
      expect(stream.raw()).toContain(': heartbeat\n\n');
      expect(stream.ended()).toBe(false);
      await t.app.inject({ url: '/signout', headers: bearer(login.token) });
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      await stream.wait(3000);
      expect(stream.ended()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a stream without a token', async () => {
    const res = await fetch(`${base}/innermsg/messageReceiver/v1/stream`);
    expect(res.status).toBe(401);
  });
});
