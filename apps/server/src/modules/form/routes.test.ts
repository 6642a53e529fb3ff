import type { FormDataTemplate, FormListPage, FormWithData, LoginToken } from '@baton/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let zhangsan: LoginToken;
let lisi: LoginToken;
let admin: LoginToken;
let sunli: LoginToken;
beforeAll(async () => {
  t = await createTestApp();
  [zhangsan, lisi, admin, sunli] = await Promise.all([
    t.login('zhangsan'),
    t.login('lisi'),
    t.login('admin'),
    t.login('sunli'),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: isJson ? res.json() : undefined, raw: res };
}

const listPurchases = async (token: string, body: object = {}) =>
  (await call('POST', '/form/dataTemplate/v1/dataList_purchase_list', token, body)).body
    .value as FormListPage;

describe('data templates', () => {
  it('getBpmDataTemplateInfo answers the template by alias, with its form when asked', async () => {
    const { status, body } = await call(
      'GET',
      '/form/dataTemplate/v1/getBpmDataTemplateInfo?alias=cgsqlb&needDisplayFileds=true',
      zhangsan.token,
    );
    expect(status).toBe(200);
    const template = body.value.template as FormDataTemplate;
    expect(template).toMatchObject({
      key: 'purchase_list',
      alias: 'cgsqlb',
      name: '采购申请',
      formKey: 'purchase',
    });
    expect(template.columns.map((c) => c.label)).toContain('合计金额');
    expect(body.value.form.fields.map((f: { name: string }) => f.name)).toContain('items');
  });

  it('dataList_{key} lists the demo purchases newest first with computed totals', async () => {
    const page = await listPurchases(zhangsan.token);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.title)).toEqual(['会议室桌椅更新', '季度办公用品', '研发部笔记本电脑采购']);
    const laptops = page.rows.find((r) => r.title === '研发部笔记本电脑采购')!;
    expect(laptops.total).toBe(3 * 12999 + 3 * 899);
    expect(laptops.purchaseNo).toMatch(/^CG\d{4}\d{5}$/);
    expect(laptops.items).toBeUndefined();
  });

  it('listJson filters with queryFilter and selectField', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/listJson', zhangsan.token, {
      templateId: 'cgsqlb',
      queryFilter: {
        pageBean: { page: 1, pageSize: 10 },
        querys: [
          { property: 'title', value: '电脑', operation: 'LIKE', relation: 'OR' },
          { property: 'title', value: '办公', operation: 'LIKE', relation: 'OR' },
        ],
        sorter: [{ property: 'total', direction: 'ASC' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.rows.map((r: { title: string }) => r.title)).toEqual([
      '季度办公用品',
      '研发部笔记本电脑采购',
    ]);
    const bySelect = await call('POST', '/form/dataTemplate/v1/listJson', zhangsan.token, {
      templateId: 'purchase_list',
      selectField: 'category',
      selectValue: 'jj',
    });
    expect(bySelect.body.value.rows.map((r: { title: string }) => r.title)).toEqual(['会议室桌椅更新']);
  });

  it('refuses a filter on a property the list does not have', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/listJson', zhangsan.token, {
      templateId: 'cgsqlb',
      queryFilter: { querys: [{ property: 'password', value: 'x' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ state: false, message: 'queryFilter 的字段 password 不存在' });
  });

  it('another tenant sees its own records, never demo ones', async () => {
    const page = await listPurchases(sunli.token);
    expect(page.total).toBe(3);
    const demoIds = new Set((await listPurchases(zhangsan.token)).rows.map((r) => r.id));
    expect(page.rows.some((r) => demoIds.has(r.id as string))).toBe(false);
    const demoId = [...demoIds][0]!;
    const res = await call(
      'GET',
      `/form/dataTemplate/v1/getForm/purchase/purchase?id=${demoId}&action=get`,
      sunli.token,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ state: false, message: '业务数据不存在' });
  });
});

describe('getForm and boSave', () => {
  it('getForm for add answers the form, defaults, permissions and dictionaries', async () => {
    const { body } = await call(
      'GET',
      '/form/dataTemplate/v1/getForm/purchase/purchase?action=add',
      zhangsan.token,
    );
    const value = body.value as FormWithData;
    expect(value.form.key).toBe('purchase');
    expect(value.data).toEqual({ urgent: false });
    expect(value.permissions).toEqual({ default: 'w', fields: {} });
    expect(value.dictionaries.purchaseCategory?.map((o) => o.name)).toEqual([
      '办公用品',
      '电子设备',
      '家具',
      '服务',
    ]);
  });

  it('saves a new record with rows, computes amounts and draws a serial number', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/boSave/purchase', zhangsan.token, {
      formKey: 'purchase',
      data: {
        title: '显示器',
        category: 'dzsb',
        needDate: '2026-12-01',
        items: [{ name: '27寸显示器', quantity: 2, price: '1,299.50' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('保存成功');
    const saved = res.body.value;
    expect(saved.data.total).toBe(2599);
    expect(saved.data.items[0]).toMatchObject({ quantity: 2, price: 1299.5, amount: 2599 });
    expect(saved.data.items[0].id).toMatch(/[0-9a-f-]{36}/);
    const read = await call(
      'GET',
      `/form/dataTemplate/v1/getForm/purchase/purchase?id=${saved.id}&action=edit`,
      zhangsan.token,
    );
    expect(read.body.value.data.purchaseNo).toBe(saved.data.purchaseNo);
  });

  it('refuses a submission with every failed field named, and stores nothing', async () => {
    const before = (await listPurchases(zhangsan.token)).total;
    const res = await call('POST', '/form/dataTemplate/v1/boSave/purchase', zhangsan.token, {
      data: {
        title: '',
        category: 'nope',
        needDate: '2026-02-30',
        items: [{ name: 'x', quantity: 0, price: 'abc' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '请正确的填写以下表单内容：采购名称不能为空；采购类别不是可选的值；需求日期应为日期（yyyy-MM-dd）；' +
        '数量不能小于1；单价应为金额（只能包含数字、逗号和小数点）',
    );
    expect((await listPurchases(zhangsan.token)).total).toBe(before);
  });

  it('only the creator or an administrator edits a record', async () => {
    const mine = (await listPurchases(zhangsan.token)).rows.find((r) => r.title === '会议室桌椅更新')!;
    const res = await call('POST', '/form/dataTemplate/v1/boSave/purchase', lisi.token, {
      id: mine.id,
      data: { title: '改名' },
    });
    expect(res.status).toBe(403);
    const byAdmin = await call('POST', '/form/dataTemplate/v1/boSave/purchase', admin.token, {
      id: mine.id,
      data: { remark: '管理员补充' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.value.data).toMatchObject({ title: '会议室桌椅更新', remark: '管理员补充' });
  });

  it('a draft is removed when the record is saved from it', async () => {
    const draft = await call('POST', '/form/dataTemplate/v1/boSaveDraft/supplier', zhangsan.token, {
      formKey: 'supplier',
      data: { name: '草稿供应商' },
    });
    expect(draft.status).toBe(200);
    const saved = await call(
      'POST',
      `/form/dataTemplate/v1/boSave/supplier?delDraftId=${draft.body.value}`,
      zhangsan.token,
      { data: { name: '正式供应商', category: 'fw' } },
    );
    expect(saved.status).toBe(200);
    const left = await t.database.db
      .selectFrom('bo_drafts')
      .select('id')
      .where('id', '=', draft.body.value)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('boDel, export and sub-data', () => {
  it('exports the list as a readable .xlsx', async () => {
    const res = await call(
      'POST',
      '/form/dataTemplate/v1/export?formKey=cgsqlb&expField=title,total',
      zhangsan.token,
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, '采购名称', '合计金额']);
    const titles = [];
    for (let r = 2; r <= ws.rowCount; r++) titles.push(ws.getRow(r).getCell(1).value);
    expect(titles).toContain('研发部笔记本电脑采购');
  });

  it('getSubData answers the rows of a record', async () => {
    const laptops = (await listPurchases(zhangsan.token)).rows.find(
      (r) => r.title === '研发部笔记本电脑采购',
    )!;
    const res = await call(
      'GET',
      `/form/dataTemplate/v1/getSubData?alias=cgsqlb.items&refId=${laptops.id}`,
      zhangsan.token,
    );
    expect(res.body.value.map((r: { name: string }) => r.name)).toEqual(['ThinkPad X1 Carbon', '扩展坞']);
  });

  it('boDel deletes own records, refuses others and unknown ids without deleting anything', async () => {
    const created = await call('POST', '/form/dataTemplate/v1/boSave/supplier', lisi.token, {
      data: { name: '临时供应商', category: 'fw' },
    });
    const id = created.body.value.id as string;
    const theirs = (
      await call('POST', '/form/dataTemplate/v1/dataList_supplier_list', zhangsan.token, {})
    ).body.value.rows.find((r: { name: string }) => r.name === SUPPLIER_OF_ZHANGSAN)!.id as string;
    const mixed = await call(
      'DELETE',
      `/form/dataTemplate/v1/boDel/supplier?ids=${id},${theirs}`,
      lisi.token,
    );
    expect(mixed.status).toBe(403);
    const unknown = await call('DELETE', `/form/dataTemplate/v1/boDel/supplier?ids=${id},nope`, lisi.token);
    expect(unknown.status).toBe(404);
    const ok = await call('DELETE', `/form/dataTemplate/v1/boDel/supplier?ids=${id}`, lisi.token);
    expect(ok.body).toMatchObject({ state: true, message: '删除成功', value: 1 });
  });
});

const SUPPLIER_OF_ZHANGSAN = '上海晨光文具有限公司';
