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
    const demo = ['会议室桌椅更新', '季度办公用品', '研发部笔记本电脑采购'];
    expect(page.rows.map((r) => r.title).filter((x) => demo.includes(x as string))).toEqual(demo);
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
    expect(page.rows.map((r) => r.title)).toContain('季度办公用品');
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

describe('crafted submissions', () => {
  it('refuses a change to a field hidden from the data-template form, and keeps the record', async () => {
    const contract = (await call('POST', '/form/dataTemplate/v1/dataList_htgl', zhangsan.token, {})).body
      .value.rows[0] as { id: string; title: string };
    const fileId = (
      await t.database.db
        .selectFrom('files')
        .select('id')
        .where('tenant_id', '=', zhangsan.tenantId!)
        .executeTakeFirstOrThrow()
    ).id;
    const res = await call('POST', '/form/dataTemplate/v1/boSave/contract', zhangsan.token, {
      id: contract.id,
      data: {
        title: contract.title,
        sealSign: [
          {
            index: 0,
            userId: zhangsan.userId,
            name: '张三',
            signature: fileId,
            createTime: '2026-01-01 00:00:00',
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请正确的填写以下表单内容：签章为只读字段，不能修改');
    const after = await call(
      'GET',
      `/form/dataTemplate/v1/getForm/contract/contract?id=${contract.id}`,
      zhangsan.token,
    );
    expect(after.body.value.data.sealSign).toBeUndefined();
  });

  it('refuses a forged serial number silently: the server keeps its own', async () => {
    const row = (await listPurchases(zhangsan.token)).rows.find((r) => r.title === '研发部笔记本电脑采购')!;
    const res = await call('POST', '/form/dataTemplate/v1/boSave/purchase', zhangsan.token, {
      id: row.id,
      data: { purchaseNo: 'FORGED', total: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.data.purchaseNo).toBe(row.purchaseNo);
    expect(res.body.value.data.total).toBe(row.total);
  });

  it('refuses a form of another business object', async () => {
    const res = await call('POST', '/form/dataTemplate/v1/boSave/purchase', zhangsan.token, {
      formKey: 'leave',
      data: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('表单 leave 不属于业务对象 purchase');
  });
});

describe('dialogs, queries, dictionaries, charts and views', () => {
  it('getByAlias answers the dialog with page size 20', async () => {
    const { body } = await call('GET', '/form/customDialog/v1/getByAlias?alias=gysxz', zhangsan.token);
    expect(body.value).toMatchObject({ alias: 'gysxz', name: '选择供应商', selectNum: 1, pageSize: 20 });
    expect(body.value.source).toBeUndefined();
  });

  it('getListData searches by condition fields and answers only the dialog fields', async () => {
    const all = await call('GET', '/form/customDialog/v1/getListData?alias=gysxz', zhangsan.token);
    expect(all.body.value).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.body.value.total).toBeGreaterThanOrEqual(4);
    const mapParam = encodeURIComponent(JSON.stringify({ name: '联想' }));
    const found = await call(
      'GET',
      `/form/customDialog/v1/getListData?alias=gysxz&mapParam=${mapParam}`,
      zhangsan.token,
    );
    expect(found.body.value.rows).toEqual([
      expect.objectContaining({ name: '联想（北京）有限公司', contact: '刘洋', phone: '13910235567' }),
    ]);
    expect(found.body.value.rows[0].address).toBeUndefined();
  });

  it.each([
    ['{not json', 'POST参数不是有效的JSON格式'],
    ['[1]', 'POST参数不是有效的JSON格式'],
    ['{"address":"x"}', 'mapParam 的字段 address 不是查询条件'],
  ])('getListData refuses mapParam %s', async (mapParam, message) => {
    const res = await call(
      'GET',
      `/form/customDialog/v1/getListData?alias=gysxz&mapParam=${encodeURIComponent(mapParam)}`,
      zhangsan.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ state: false, message });
  });

  it('custom query: getByAlias then doQuery', async () => {
    const def = await call('POST', '/form/customQuery/v1/getByAlias', zhangsan.token, { alias: 'gyscx' });
    expect(def.body.value).toMatchObject({
      alias: 'gyscx',
      dsType: 'dataSource',
      url: '/form/customQuery/v1/doQuery',
    });
    const queryData = encodeURIComponent(JSON.stringify({ name: '震旦' }));
    const rows = await call(
      'GET',
      `/form/customQuery/v1/doQuery?alias=gyscx&queryData=${queryData}`,
      zhangsan.token,
    );
    expect(rows.body.value.rows.map((r: { name: string }) => r.name)).toEqual(['震旦家具有限公司']);
  });

  it('a restful query carries its header and POST parameter texts, which must be JSON', async () => {
    const rest = await call('POST', '/form/customQuery/v1/getByAlias', zhangsan.token, {
      alias: 'gyscxrest',
    });
    expect(rest.body.value).toMatchObject({ dsType: 'restful', requestType: 'POST' });
    expect(JSON.parse(rest.body.value.requestHeader)).toEqual({ Accept: 'application/json' });
    const broken = async (patch: object) => {
      const row = await t.database.db
        .selectFrom('form_configs')
        .select(['id', 'config'])
        .where('tenant_id', '=', zhangsan.tenantId!)
        .where('key', '=', 'gyscxrest')
        .executeTakeFirstOrThrow();
      await t.database.db
        .updateTable('form_configs')
        .set({ config: JSON.stringify({ ...JSON.parse(row.config), ...patch }) })
        .where('id', '=', row.id)
        .execute();
      return call('POST', '/form/customQuery/v1/getByAlias', zhangsan.token, { alias: 'gyscxrest' });
    };
    expect((await broken({ requestHeader: '{Accept: json}' })).body).toEqual({
      state: false,
      message: '请求头部不是有效的JSON格式',
    });
    expect((await broken({ requestHeader: '{}', dataParam: '[1,2]' })).body).toEqual({
      state: false,
      message: 'POST参数不是有效的JSON格式',
    });
  });

  it('dictionaries by type key, in their order', async () => {
    const combo = await call(
      'POST',
      '/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=leaveType',
      zhangsan.token,
    );
    expect(combo.body.value.map((i: { name: string }) => i.name)).toEqual([
      '事假',
      '病假',
      '年假',
      '婚假',
      '产假',
      '调休',
    ]);
    const types = await call('GET', '/sys/dataDict/v1/getDictTypes', zhangsan.token);
    expect(types.body.value.map((x: { typeKey: string }) => x.typeKey)).toContain('expenseCategory');
    const none = await call('GET', '/sys/dataDict/v1/getByTypeKey?typeKey=nope', zhangsan.token);
    expect(none.body.value).toEqual([]);
  });

  it('chart data sums purchases per category by name', async () => {
    const chart = await call('GET', '/form/customChart/v1/get/cgfltj', zhangsan.token);
    expect(chart.body.value).toMatchObject({ alias: 'cgfltj', chartType: 'bar' });
    const data = await call('POST', '/form/customChart/v1/getListData?alias=cgfltj', zhangsan.token);
    const { categories, series } = data.body.value;
    expect(categories).toContain('电子设备');
    expect(series[0].data[categories.indexOf('家具')]).toBe(4800);
  });

  it('query view: getJson, data and export', async () => {
    const view = await call(
      'GET',
      '/form/query/queryView/getJson?sqlAlias=purchase&alias=cgmx',
      zhangsan.token,
    );
    expect(view.body.value).toMatchObject({ sqlAlias: 'purchase', alias: 'cgmx', name: '采购一览' });
    const data = await call('POST', '/form/query/queryView/data_purchase/cgmx', zhangsan.token, {
      keyword: '办公',
    });
    expect(data.body.value.rows.map((r: { title: string }) => r.title)).toEqual(['季度办公用品']);
    const byTotal = await call('POST', '/form/query/queryView/data_purchase/cgmx', zhangsan.token, {
      queryFilter: { querys: [{ property: 'total', value: 10000, operation: 'GREAT' }] },
    });
    const rows = byTotal.body.value.rows as { title: string; total: number }[];
    expect(rows.map((r) => r.title)).toContain('研发部笔记本电脑采购');
    expect(rows.every((r) => r.total > 10000)).toBe(true);
    const notAColumn = await call('POST', '/form/query/queryView/data_purchase/cgmx', zhangsan.token, {
      queryFilter: { querys: [{ property: 'reason', value: 'x' }] },
    });
    expect(notAColumn.body).toEqual({ state: false, message: 'queryFilter 的字段 reason 不存在' });
    const file = await call(
      'POST',
      '/form/query/queryView/export?sqlAlias=purchase&alias=cgmx',
      zhangsan.token,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('采购单号');
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });

  it('bo definition, sub-tables of a form, and the current date', async () => {
    const bo = await call('GET', '/bo/def/v1/getJson?alias=expense', zhangsan.token);
    expect(bo.body.value.subs.map((s: { name: string }) => s.name)).toEqual(['items']);
    const subs = await call('GET', '/form/form/v1/getSubEntsByFormKey?formKey=purchase', zhangsan.token);
    expect(subs.body.value[0].fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'spec',
      'quantity',
      'price',
      'amount',
    ]);
    const date = await call('GET', '/base/tools/v1/getCurrentDate', zhangsan.token);
    expect(date.body.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('rich text of a definition is sanitised on the server', async () => {
    const form = await call('GET', '/form/form/v1/previewDesignVue?id=contract', zhangsan.token);
    const terms = form.body.value.fields.find((f: { name: string }) => f.name === 'terms');
    expect(terms.html).toContain('<b>付款方式：</b>');
    expect(terms.html).not.toMatch(/onerror|<script/);
    const byId = await call('GET', `/form/form/v1/previewDesignVue?id=${form.body.value.id}`, zhangsan.token);
    expect(byId.body.value.key).toBe('contract');
    const otherTenant = await call(
      'GET',
      `/form/form/v1/previewDesignVue?id=${form.body.value.id}`,
      sunli.token,
    );
    expect(otherTenant.status).toBe(404);
  });

  it.each([
    ['GET', '/form/customDialog/v1/getByAlias?alias=nope', '自定义对话框不存在'],
    ['GET', '/form/dataTemplate/v1/getBpmDataTemplateInfo?alias=nope', '数据模板不存在'],
    ['GET', '/form/form/v1/getSubEntsByFormKey?formKey=nope', '表单不存在'],
    ['GET', '/sys/identity/v1/getNextIdByAlias?alias=nope', '流水号不存在'],
    ['GET', '/form/customChart/v1/get/nope', '图表不存在'],
  ] as const)('%s %s → 404 %s', async (method, url, message) => {
    const res = await call(method, url, zhangsan.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ state: false, message });
  });
});

describe('serial numbers', () => {
  it('stay unique under 50 concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('GET', '/sys/identity/v1/getNextIdByAlias?alias=contractNo', lisi.token),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const values = answers.map((a) => a.body.value as string);
    expect(new Set(values).size).toBe(50);
    for (const v of values) expect(v).toMatch(/^HT\d{4}\d{4}$/);
  });

  it('stay unique when 20 records are saved at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/form/dataTemplate/v1/boSave/contract', lisi.token, {
          data: {
            title: `并发合同${i}`,
            contractType: 'cg',
            partyB: '乙方',
            amount: i + 1,
            signDate: '2026-01-01',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.value.data.contractNo)).size).toBe(20);
  });

  it('each tenant counts on its own', async () => {
    const draw = async (token: string) =>
      Number(
        /\d{5}$/.exec(
          (await call('GET', '/sys/identity/v1/getNextIdByAlias?alias=purchaseNo', token)).body
            .value as string,
        )![0],
      );
    const acme = await draw(sunli.token);
    for (let i = 0; i < 3; i++) await draw(zhangsan.token);
    expect(await draw(sunli.token)).toBe(acme + 1);
  });
});

describe('guests', () => {
  let guest: string;
  beforeAll(async () => {
    const tenant = (await t.app.inject({ url: '/uc/tenantManage/v1/getTenantByCode?code=demo' })).json()
      .value;
    guest = (await t.app.inject({ url: `/sso/genGuestToken?tenantCode=${tenant.code}` })).json().value.token;
  });

  it('open a QR-code form read-only, and nothing else', async () => {
    const contract = (await call('POST', '/form/dataTemplate/v1/dataList_htgl', zhangsan.token, {})).body
      .value.rows[0] as { id: string };
    const qr = await call(
      'GET',
      `/form/dataTemplate/v1/getForm/contract/contract?id=${contract.id}&action=get`,
      guest,
    );
    expect(qr.status).toBe(200);
    expect(qr.body.value.permissions).toEqual({ default: 'r', fields: { sealSign: 'n' } });
    const purchase = (await listPurchases(zhangsan.token)).rows[0]!;
    for (const [method, url] of [
      ['GET', `/form/dataTemplate/v1/getForm/purchase/purchase?id=${purchase.id}&action=get`],
      ['GET', `/form/dataTemplate/v1/getForm/contract/contract?id=${contract.id}&action=edit`],
      ['POST', '/form/dataTemplate/v1/dataList_htgl'],
      ['GET', '/sys/identity/v1/getNextIdByAlias?alias=contractNo'],
    ] as const) {
      const res = await call(method, url, guest, method === 'POST' ? {} : undefined);
      expect(res.status, url).toBe(403);
    }
  });
});

describe('copy, batch update, import and counts', () => {
  const suppliers = async () =>
    (await call('POST', '/form/dataTemplate/v1/dataList_gyslb', lisi.token, { pageSize: 100 })).body.value
      .rows as { id: string; name: string; createBy: string; contact?: string }[];

  it('boCopy makes a new record of the same data with its own serial number and row ids', async () => {
    const original = (await listPurchases(zhangsan.token)).rows.find((r) => r.title === '季度办公用品')!;
    const res = await call('POST', `/form/dataTemplate/v1/boCopy/purchase?id=${original.id}`, zhangsan.token);
    expect(res.body.message).toBe('复制成功');
    expect(res.body.value.id).not.toBe(original.id);
    expect(res.body.value.data).toMatchObject({ title: '季度办公用品', total: original.total });
    expect(res.body.value.data.purchaseNo).not.toBe(original.purchaseNo);
    const rows = await call(
      'GET',
      `/form/dataTemplate/v1/getSubData?alias=cgsqlb&refId=${original.id}`,
      zhangsan.token,
    );
    const copied = res.body.value.data.items as { id: string }[];
    expect(copied.map((r) => r.id)).not.toContain(rows.body.value[0].id);
  });

  it('boBatchUpdate sets fields on own records, validating each, all or none', async () => {
    const a = await call('POST', '/form/dataTemplate/v1/boSave/supplier', lisi.token, {
      data: { name: '甲', category: 'fw' },
    });
    const b = await call('POST', '/form/dataTemplate/v1/boSave/supplier', lisi.token, {
      data: { name: '乙', category: 'fw' },
    });
    const ids = `${a.body.value.id},${b.body.value.id}`;
    const bad = await call('POST', '/form/dataTemplate/v1/boBatchUpdate/supplier', lisi.token, {
      ids,
      data: { phone: '123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请正确的填写以下表单内容：联系电话请输入正确的手机号');
    const good = await call('POST', '/form/dataTemplate/v1/boBatchUpdate/supplier', lisi.token, {
      ids,
      data: { contact: '赵敏' },
    });
    expect(good.body).toMatchObject({ state: true, value: 2 });
    const after = (await suppliers()).filter((s) => s.name === '甲' || s.name === '乙');
    expect(after.map((s) => s.contact)).toEqual(['赵敏', '赵敏']);
  });

  it('imports an .xlsx made from an export, all rows validated', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('供应商');
    ws.addRow(['供应商名称', '供应类别', '联系电话']);
    ws.addRow(['导入供应商一', 'bgyp', '13800000001']);
    ws.addRow(['导入供应商二', 'jj', '13800000002']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const send = async (bytes: Buffer) => {
      const boundary = '----batonimport';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="s.xlsx"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/form/dataTemplate/v1/import?alias=gyslb',
        headers: { ...bearer(lisi.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const ok = await send(xlsx);
    expect(ok.body).toEqual({ state: true, message: '导入成功', value: 2 });
    expect((await suppliers()).map((s) => s.name)).toEqual(
      expect.arrayContaining(['导入供应商一', '导入供应商二']),
    );

    ws.addRow(['', 'bgyp']);
    const before = (await suppliers()).length;
    const bad = await send(Buffer.from(await book.xlsx.writeBuffer()));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('第4行：请正确的填写以下表单内容：供应商名称不能为空');
    expect((await suppliers()).length).toBe(before);
    const notExcel = await send(Buffer.from('not excel'));
    expect(notExcel.body).toEqual({ state: false, message: '导入文件不是有效的Excel文件' });
  });

  it('exportSub and getSubDataPagination answer one record’s rows', async () => {
    const laptops = (await listPurchases(zhangsan.token)).rows.find(
      (r) => r.title === '研发部笔记本电脑采购',
    )!;
    const page = await call(
      'GET',
      `/form/dataTemplate/v1/getSubDataPagination?alias=cgsqlb&refId=${laptops.id}&page=2&pageSize=1`,
      zhangsan.token,
    );
    expect(page.body.value).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.value.rows[0].name).toBe('扩展坞');
    const file = await call(
      'POST',
      `/form/dataTemplate/v1/exportSub?alias=cgsqlb&refId=${laptops.id}`,
      zhangsan.token,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('ThinkPad X1 Carbon');
  });

  it('loadMobileCounts counts records per template', async () => {
    const res = await call(
      'GET',
      '/form/dataTemplate/v1/loadMobileCounts?aliases=htgl,gyslb,nope',
      zhangsan.token,
    );
    expect(Object.keys(res.body.value).sort()).toEqual(['gyslb', 'htgl']);
    expect(res.body.value.htgl).toBeGreaterThanOrEqual(2);
  });

  it('answers in the language asked for', async () => {
    const res = await t.app.inject({
      url: '/form/customDialog/v1/getByAlias?alias=nope',
      headers: { ...bearer(zhangsan.token), 'accept-language': 'en-US' },
    });
    expect(res.json()).toEqual({ state: false, message: 'Dialog not found' });
  });
});

describe('hidden fields', () => {
  it('getForm never answers the value of a field the form hides, read-only views included', async () => {
    const sealFile = (
      await t.database.db
        .selectFrom('seals')
        .select('file_id')
        .where('user_id', '=', zhangsan.userId)
        .executeTakeFirstOrThrow()
    ).file_id;
    const { saveBusinessData, ALL_WRITABLE } = await import('./service');
    const signed = await saveBusinessData(t.database.db, {
      tenantId: zhangsan.tenantId!,
      boAlias: 'contract',
      formKey: 'contract',
      userId: zhangsan.userId,
      permissions: ALL_WRITABLE,
      data: {
        title: '已签章合同',
        contractType: (
          await call('GET', '/sys/dataDict/v1/getByTypeKey?typeKey=contractType', zhangsan.token)
        ).body.value[0].key,
        partyB: '乙方公司',
        amount: 1000,
        signDate: '2026-03-01',
        sealSign: [{ index: 0, userId: zhangsan.userId, name: '张三', signature: sealFile, createTime: '' }],
      },
    });
    for (const action of ['get', 'edit']) {
      const res = await call(
        'GET',
        `/form/dataTemplate/v1/getForm/contract/contract?id=${signed.id}&action=${action}`,
        zhangsan.token,
      );
      expect(res.status).toBe(200);
      expect(res.body.value.data.title).toBe('已签章合同');
      expect(res.body.value.data, action).not.toHaveProperty('sealSign');
      expect(res.body.value.permissions.fields.sealSign, action).toBe('n');
    }
    const copy = await call('POST', `/form/dataTemplate/v1/boCopy/contract?id=${signed.id}`, zhangsan.token);
    expect(copy.status).toBe(200);
    expect(copy.body.value.data.title).toBe('已签章合同');
    expect(copy.body.value.data.sealSign).toBeUndefined();
    expect(copy.body.value.data.contractNo).not.toBe(signed.data.contractNo);
  });
});

describe('spreadsheet safety', () => {
  it('an export neutralises values a spreadsheet would run as formulas, and an import reads them back', async () => {
    const evil = ['=HYPERLINK("http://evil.example","点我")', "+1+cmd|' /C calc'!A0", '-2+3', '@SUM(1,2)'];
    for (const [i, name] of evil.entries()) {
      const res = await call('POST', '/form/dataTemplate/v1/boSave/supplier', lisi.token, {
        formKey: 'supplier',
        data: { name, category: 'bgyp', contact: `公式${i}` },
      });
      expect(res.status, name).toBe(200);
    }
    const res = await call('POST', '/form/dataTemplate/v1/export?formKey=gyslb', lisi.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const cells: unknown[] = [];
    ws.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    for (const name of evil) expect(cells).toContain(`'${name}`);
    expect(cells.filter((c) => typeof c === 'string' && /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells.some((c) => c !== null && typeof c === 'object')).toBe(false);

    const boundary = '----batonroundtrip';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/form/dataTemplate/v1/import?alias=gyslb',
      headers: { ...bearer(lisi.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="s.xlsx"\r\n\r\n`,
        ),
        res.raw.rawPayload,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.statusCode).toBe(200);
    const names = (
      await call('POST', '/form/dataTemplate/v1/dataList_gyslb', lisi.token, { pageSize: 200 })
    ).body.value.rows.map((r: { name: string }) => r.name);
    for (const name of evil) expect(names.filter((n: string) => n === name)).toHaveLength(2);
  });
});

describe('import safety', () => {
  it('refuses a workbook that says it unpacks to more than 100 MB, without unpacking it', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('供应商').addRow(['供应商名称', '供应类别']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    // The first central-directory entry now claims 200 MB unpacked, as a zip bomb's would.
    const dir = xlsx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    xlsx.writeUInt32LE(200 * 1024 * 1024, dir + 24);
    const boundary = '----batonbomb';
    const res = await t.app.inject({
      method: 'POST',
      url: '/form/dataTemplate/v1/import?alias=gyslb',
      headers: { ...bearer(lisi.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="b.xlsx"\r\n\r\n`,
        ),
        xlsx,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: '导入文件解压后过大' });
  });
});

describe('export filters', () => {
  it.each([
    '{"querys":{}}',
    '{"querys":[{"property":"title","value":{"$gt":1}}]}',
    '{"pageBean":{"page":-1,"pageSize":100000}}',
    '{"sorter":[{"property":"title","direction":"sideways"}]}',
  ])('a filterKey that is not a queryFilter (%s) is refused with 400', async (filterKey) => {
    for (const url of [
      `/form/dataTemplate/v1/export?formKey=cgsqlb&getType=page&filterKey=${encodeURIComponent(filterKey)}`,
      `/form/query/queryView/export?sqlAlias=purchase&alias=cgmx&filterKey=${encodeURIComponent(filterKey)}`,
    ]) {
      const res = await call('POST', url, zhangsan.token);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/^filterKey/);
    }
  });
});
