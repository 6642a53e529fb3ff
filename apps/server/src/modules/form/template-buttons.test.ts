import { randomUUID } from 'node:crypto';
import type { LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ALL_WRITABLE, saveBusinessData, saveFormDefinition } from './service';

/** A data template's buttons are what the server allows: an operation the template does not offer is refused. */

let t: TestApp;
let user: LoginToken;
let recordId: string;
const REFUSED = '该数据模板未提供此操作';

beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('zhangsan');
  const db = t.database.db;
  const tenantId = user.tenantId!;
  await saveFormDefinition(db, tenantId, {
    key: 'notice_board',
    name: '公告',
    boAlias: 'notice_board',
    fields: [{ name: 'title', label: '标题', type: 'text' }],
  });
  await db
    .insertInto('form_configs')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      kind: 'template',
      key: 'notice_list',
      alias: 'gglb',
      name: '公告列表',
      config: JSON.stringify({
        boAlias: 'notice_board',
        formKey: 'notice_board',
        columns: [{ name: 'title', label: '标题' }],
        filters: [],
        sort: [],
        buttons: [{ alias: 'get', name: '查看', row: true }],
        qrcode: false,
        pageSize: 20,
      }),
    })
    .execute();
  recordId = (
    await saveBusinessData(db, {
      tenantId,
      boAlias: 'notice_board',
      formKey: 'notice_board',
      userId: user.userId,
      permissions: ALL_WRITABLE,
      data: { title: '停水通知' },
    })
  ).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const stored = async () =>
  (
    await t.database.db
      .selectFrom('bo_records')
      .select(['id', 'data'])
      .where('bo_alias', '=', 'notice_board')
      .execute()
  ).map((r) => ({ id: r.id, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data }));

describe('a template that offers only 查看', () => {
  it('refuses adding a record and stores nothing', async () => {
    const before = await stored();
    const res = await call('POST', '/form/dataTemplate/v1/boSave/notice_board', {
      formKey: 'notice_board',
      data: { title: '新公告' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: false, message: REFUSED });
    expect(await stored()).toEqual(before);
  });

  it('refuses editing the creator’s own record and leaves it unchanged', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/boSave/notice_board', {
      id: recordId,
      formKey: 'notice_board',
      data: { title: '改过的' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
    expect(await stored()).toEqual([{ id: recordId, data: expect.objectContaining({ title: '停水通知' }) }]);
  });

  it('refuses deleting and keeps the record', async () => {
    const res = await call('DELETE', `/form/dataTemplate/v1/boDel/notice_board?ids=${recordId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
    expect((await stored()).map((r) => r.id)).toEqual([recordId]);
  });

  it('refuses copying a record (a copy is a new record) and updating several at once', async () => {
    const before = await stored();
    const copy = await call('POST', `/form/dataTemplate/v1/boCopy/notice_board?id=${recordId}`);
    expect(copy.statusCode).toBe(403);
    expect(copy.json().message).toBe(REFUSED);
    const batch = await call('POST', '/form/dataTemplate/v1/boBatchUpdate/notice_board', {
      ids: recordId,
      data: { title: '批量改' },
    });
    expect(batch.statusCode).toBe(403);
    expect(batch.json().message).toBe(REFUSED);
    expect(await stored()).toEqual(before);
  });

  it('refuses exporting the list', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/export?formKey=gglb');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
  });

  it('still lists and opens the record', async () => {
    const res = await call('GET', `/form/dataTemplate/v1/getForm/notice_board/notice_board?id=${recordId}`);
    expect(res.statusCode).toBe(200);
  });

  it('answers in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/form/dataTemplate/v1/boDel/notice_board?ids=${recordId}`,
      headers: { ...bearer(user.token), 'accept-language': 'en-US' },
    });
    expect(res.json().message).toBe('This data template does not offer this operation');
  });
});

describe('the seeded templates, which offer add, edit, delete and export', () => {
  it('still allow them', async () => {
    const added = await call('POST', '/form/dataTemplate/v1/boSave/supplier', {
      formKey: 'supplier',
      data: { name: '华东供应', category: 'bgyp', contact: '王五', phone: '13800000000' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const exported = await call('POST', '/form/dataTemplate/v1/export?formKey=gyslb');
    expect(exported.statusCode).toBe(200);
  });
});
