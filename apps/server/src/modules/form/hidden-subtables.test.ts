import { randomUUID } from 'node:crypto';
import type { LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ALL_WRITABLE, saveBusinessData, saveFormDefinition } from './service';

/** Sub-table calls show what the form shows: no hidden sub-table, no hidden column. */

let t: TestApp;
let user: LoginToken;
let recordId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('zhangsan');
  const db = t.database.db;
  const tenantId = user.tenantId!;
  await saveFormDefinition(db, tenantId, {
    key: 'payroll',
    name: '薪资',
    boAlias: 'payroll',
    fields: [
      { name: 'title', label: '标题', type: 'text' },
      {
        name: 'lines',
        label: '明细',
        type: 'subtable',
        fields: [
          { name: 'item', label: '项目', type: 'text' },
          { name: 'salary', label: '工资', type: 'number' },
        ],
      },
      {
        name: 'bonuses',
        label: '奖金',
        type: 'subtable',
        fields: [{ name: 'amount', label: '金额', type: 'number' }],
      },
    ],
    permissions: { default: 'w', fields: { 'lines.salary': 'n', bonuses: 'n' } },
  });
  await db
    .insertInto('form_configs')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      kind: 'template',
      key: 'payroll_list',
      alias: 'xzlb',
      name: '薪资列表',
      config: JSON.stringify({
        boAlias: 'payroll',
        formKey: 'payroll',
        columns: [{ name: 'title', label: '标题' }],
        filters: [],
        sort: [],
        buttons: [],
        qrcode: false,
        pageSize: 20,
      }),
    })
    .execute();
  recordId = (
    await saveBusinessData(db, {
      tenantId,
      boAlias: 'payroll',
      formKey: 'payroll',
      userId: user.userId,
      permissions: ALL_WRITABLE,
      data: { title: '十一月', lines: [{ item: '基本', salary: 9000 }], bonuses: [{ amount: 3000 }] },
    })
  ).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(user.token) });

describe('sub-table calls', () => {
  it('leave out a column the form hides', async () => {
    for (const url of [
      `/form/dataTemplate/v1/getSubData?alias=xzlb.lines&refId=${recordId}`,
      `/form/dataTemplate/v1/getSubDataPagination?alias=xzlb&subName=lines&refId=${recordId}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const rows = (Array.isArray(res.json().value) ? res.json().value : res.json().value.rows) as object[];
      expect(rows, url).toEqual([{ id: expect.any(String), item: '基本' }]);
    }
  });

  it('answer a hidden sub-table as if it did not exist', async () => {
    const res = await get(`/form/dataTemplate/v1/getSubData?alias=xzlb.bonuses&refId=${recordId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '子表不存在' });
    const exported = await t.app.inject({
      method: 'POST',
      url: `/form/dataTemplate/v1/exportSub?alias=xzlb.bonuses&refId=${recordId}`,
      headers: bearer(user.token),
    });
    expect(exported.statusCode).toBe(404);
  });
});
