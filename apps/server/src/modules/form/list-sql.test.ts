import { randomUUID } from 'node:crypto';
import type {
  FormDataTemplate,
  FormListPage,
  FormQueryFilter,
  FormQueryFilterItem,
  LoginToken,
} from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { queryRows, recordQueryOf } from './list-query';
import { groupRecords, pageRecords, type PropertyRef } from './repository';
import { saveFormDefinition } from './service';
import { formatDateTime } from './time';

/** Lists of a data template with a few thousand records: the database filters, sorts and pages them. */

const COUNT = 3000;
const BASE = Date.parse('2026-01-01T08:00:00');

interface Rec {
  id: string;
  title: string;
  amount: number;
  category: string;
  tags: string[];
  owner: { id: string; name: string }[];
  done: boolean;
  day: string;
  secret: string;
  created_at: number;
}

const records: Rec[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `r${String(i).padStart(5, '0')}-${randomUUID().slice(0, 8)}`,
  title: i % 500 === 0 ? `折扣100%_${i}` : `记录${i}`,
  amount: ((i * 37) % 1000) + 0.5,
  category: ['a', 'b', 'c'][i % 3]!,
  tags: i % 2 ? ['x'] : ['y', 'z'],
  owner: [{ id: `u${i % 7}`, name: `用户${i % 7}` }],
  done: i % 5 === 0,
  day: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
  secret: `机密${i}`,
  created_at: BASE + i * 60_000,
}));

let t: TestApp;
let user: LoginToken;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('zhangsan');
  const db = t.database.db;
  const tenantId = user.tenantId!;
  await saveFormDefinition(db, tenantId, {
    key: 'bulk',
    name: '批量',
    boAlias: 'bulk',
    fields: [
      { name: 'title', label: '标题', type: 'text' },
      { name: 'amount', label: '金额', type: 'currency' },
      {
        name: 'category',
        label: '类别',
        type: 'select',
        options: ['a', 'b', 'c'].map((k) => ({ key: k, name: k })),
      },
      {
        name: 'tags',
        label: '标签',
        type: 'checkbox',
        options: ['x', 'y', 'z'].map((k) => ({ key: k, name: k })),
      },
      { name: 'owner', label: '负责人', type: 'user' },
      { name: 'done', label: '完成', type: 'switch' },
      { name: 'day', label: '日期', type: 'date' },
      { name: 'secret', label: '机密', type: 'text' },
    ],
    permissions: { default: 'w', fields: { secret: 'n' } },
  });
  const template: Omit<FormDataTemplate, 'id' | 'key' | 'alias' | 'name'> = {
    boAlias: 'bulk',
    formKey: 'bulk',
    columns: ['title', 'amount', 'category', 'owner', 'day', 'secret'].map((name) => ({ name, label: name })),
    filters: [
      { name: 'tags', label: '标签', control: 'select', operation: 'IN' },
      { name: 'done', label: '完成', control: 'select', operation: 'EQUAL' },
    ],
    sort: [{ property: 'amount', direction: 'DESC' }],
    buttons: [],
    qrcode: false,
    pageSize: 20,
  };
  await db
    .insertInto('form_configs')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      kind: 'template',
      key: 'bulk_list',
      alias: 'bulklb',
      name: '批量列表',
      config: JSON.stringify(template),
    })
    .execute();
  for (let i = 0; i < COUNT; i += 500) {
    await db
      .insertInto('bo_records')
      .values(
        records.slice(i, i + 500).map(({ id, created_at, ...data }) => ({
          id,
          tenant_id: tenantId,
          bo_alias: 'bulk',
          form_key: 'bulk',
          form_version: 1,
          data: JSON.stringify(data),
          create_by: user.userId,
          created_at,
          updated_at: created_at,
        })),
      )
      .execute();
  }
}, 60_000);
afterAll(() => t.close());

const list = async (body: object, url = '/form/dataTemplate/v1/dataList_bulk_list') => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: body });
  return { status: res.statusCode, body: res.json() as { value: FormListPage; message: string } };
};
const listJson = (queryFilter: FormQueryFilter, extra: object = {}) =>
  list({ templateId: 'bulklb', queryFilter, ...extra }, '/form/dataTemplate/v1/listJson');

/** The order the list promises: the sort, then newest first, then by id. */
const byThenNewest =
  (key: (r: Rec) => number | string, desc: boolean) =>
  (a: Rec, b: Rec): number => {
    const x = key(a);
    const y = key(b);
    if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
    if (a.created_at !== b.created_at) return b.created_at - a.created_at;
    return a.id < b.id ? -1 : 1;
  };
const ids = (rows: { id?: unknown }[]) => rows.map((r) => r.id);

describe(`a data-template list of ${COUNT} records`, () => {
  it('page 1 is the template’s order (amount, highest first), with the total of all records', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    const expected = [...records].sort(byThenNewest((r) => r.amount, true)).slice(0, 20);
    expect(ids(body.value.rows)).toEqual(ids(expected));
    expect(body.value).toMatchObject({ total: COUNT, page: 1, pageSize: 20 });
    expect(body.value.rows[0]).toMatchObject({ title: expected[0]!.title, amount: expected[0]!.amount });
    expect(body.value.rows[0]).not.toHaveProperty('secret');
  });

  it('a filter, a sort and a later page give exactly the matching rows', async () => {
    const { body } = await listJson({
      pageBean: { page: 3, pageSize: 10 },
      querys: [
        { property: 'category', value: 'b', operation: 'EQUAL' },
        { property: 'amount', value: [100, 300], operation: 'BETWEEN' },
        { property: 'day', value: '2026-02-10', operation: 'GREAT_EQUAL' },
      ],
      sorter: [{ property: 'title', direction: 'ASC' }],
    });
    const matching = records.filter(
      (r) => r.category === 'b' && r.amount >= 100 && r.amount <= 300 && r.day >= '2026-02-10',
    );
    expect(body.value.total).toBe(matching.length);
    expect(ids(body.value.rows)).toEqual(
      ids([...matching].sort(byThenNewest((r) => r.title, false)).slice(20, 30)),
    );
  });

  it('OR groups, lists, pickers and switches', async () => {
    const { body } = await listJson({
      pageBean: { page: 1, pageSize: 200 },
      querys: [
        { property: 'title', value: '记录12', operation: 'RIGHT_LIKE', relation: 'OR' },
        { property: 'owner', value: '用户3', operation: 'EQUAL', relation: 'OR' },
        { property: 'tags', value: 'x', operation: 'IN', group: 'tags' },
        { property: 'done', value: 'false', operation: 'EQUAL', group: 'done' },
      ],
    });
    const matching = records.filter(
      (r) =>
        (r.title.startsWith('记录12') || r.owner[0]!.name === '用户3') && r.tags.includes('x') && !r.done,
    );
    expect(body.value.total).toBe(matching.length);
    expect(new Set(ids(body.value.rows))).toEqual(
      new Set(ids([...matching].sort(byThenNewest((r) => r.amount, true)).slice(0, 200))),
    );
  });

  it('a keyword is found literally, % and _ included', async () => {
    const { body } = await list({ keyword: '100%_', pageSize: 50 });
    expect(body.value.total).toBe(COUNT / 500);
    expect(body.value.rows.every((r) => String(r.title).includes('100%_'))).toBe(true);
  });

  it('createTime ranges take whole days', async () => {
    const day = formatDateTime(BASE + 1440 * 60_000).slice(0, 10);
    const { body } = await listJson({
      querys: [{ property: 'createTime', value: [day, day], operation: 'BETWEEN' }],
    });
    const matching = records.filter((r) => formatDateTime(r.created_at).slice(0, 10) === day);
    expect(body.value.total).toBe(matching.length);
  });

  it.each([
    [{ querys: [{ property: 'secret', value: '机密1' }] }, 'queryFilter 的字段 secret 不存在'],
    [{ sorter: [{ property: 'secret', direction: 'ASC' }] }, 'queryFilter 的字段 secret 不存在'],
    [
      { querys: [{ property: "title') or 1=1 --", value: 'x' }] },
      "queryFilter 的字段 title') or 1=1 -- 不存在",
    ],
    [
      { querys: [{ property: 'amount', value: 'abc', operation: 'GREAT' }] },
      'queryFilter 的字段 amount 的值 abc 无效',
    ],
  ])('refuses %j with 400', async (queryFilter, message) => {
    const { status, body } = await listJson(queryFilter as FormQueryFilter);
    expect(status).toBe(400);
    expect(body).toEqual({ state: false, message });
  });

  it('values are data, never SQL', async () => {
    const { status, body } = await listJson({
      querys: [{ property: 'title', value: "x' or '1'='1", operation: 'EQUAL' }],
    });
    expect(status).toBe(200);
    expect(body.value.total).toBe(0);
  });
});

describe('the database answers list queries like the reference rules (queryRows)', () => {
  const rows = [
    { id: 'p1', title: '笔记本电脑', total: 41694, day: '2026-03-01', owner: [{ id: 'u1', name: '张三' }] },
    { id: 'p2', title: '办公用品', total: 1252, day: '2026-03-15', owner: [{ id: 'u2', name: '李四' }] },
    { id: 'p3', title: '会议桌', total: 4800, day: '2026-04-01' },
  ];
  const refs = new Map<string, PropertyRef>([
    ['id', { property: 'id', kind: 'text', column: 'id' }],
    ['title', { property: 'title', kind: 'text' }],
    ['total', { property: 'total', kind: 'number' }],
    ['day', { property: 'day', kind: 'text' }],
    ['owner', { property: 'owner', kind: 'named' }],
  ]);
  beforeAll(async () => {
    await t.database.db
      .insertInto('bo_records')
      .values(
        rows.map(({ id, ...data }, i) => ({
          id,
          tenant_id: user.tenantId!,
          bo_alias: 'parity',
          form_key: 'parity',
          form_version: 1,
          data: JSON.stringify(data),
          create_by: user.userId,
          created_at: BASE - i,
          updated_at: BASE - i,
        })),
      )
      .execute();
  });

  it('groups and sums like a chart does: pickers by name, records without the value together', async () => {
    const groups = await groupRecords(
      t.database.db,
      user.tenantId!,
      'parity',
      refs.get('owner')!,
      refs.get('total'),
    );
    expect(Object.fromEntries(groups.map((g) => [g.key ?? '-', g.total]))).toEqual({
      张三: 41694,
      李四: 1252,
      '-': 4800,
    });
    const counts = await groupRecords(t.database.db, user.tenantId!, 'parity', refs.get('title')!);
    expect(counts.map((g) => g.total)).toEqual([1, 1, 1]);
  });

  it.each([
    [[{ property: 'title', value: '电脑', operation: 'LIKE' }], []],
    [[{ property: 'title', value: '会议', operation: 'RIGHT_LIKE' }], []],
    [[{ property: 'title', value: '用品', operation: 'LEFT_LIKE' }], []],
    [[{ property: 'total', value: '4800' }], []],
    [[{ property: 'total', value: 4800, operation: 'NOT_EQUAL' }], []],
    [[{ property: 'total', value: 4800, operation: 'GREAT' }], []],
    [[{ property: 'total', value: 4800, operation: 'GREAT_EQUAL' }], []],
    [[{ property: 'total', value: 4800, operation: 'LESS' }], []],
    [[{ property: 'total', value: 4800, operation: 'LESS_EQUAL' }], []],
    [[{ property: 'id', value: 'p1,p3', operation: 'IN' }], []],
    [[{ property: 'day', value: ['2026-03-10', '2026-04-01'], operation: 'BETWEEN' }], []],
    [[{ property: 'day', value: ['', '2026-03-10'], operation: 'BETWEEN' }], []],
    [[{ property: 'owner', value: '李', operation: 'LIKE' }], []],
    [[{ property: 'owner', value: '张三' }], []],
    [
      [
        { property: 'title', value: '电脑', operation: 'LIKE', relation: 'OR' },
        { property: 'title', value: '会议', operation: 'LIKE', relation: 'OR' },
        { property: 'total', value: 5000, operation: 'LESS', group: 'cheap' },
      ],
      [],
    ],
    [[], [{ property: 'total', direction: 'DESC' }]],
    [[], [{ property: 'title', direction: 'ASC' }]],
    [[], [{ property: 'owner', direction: 'ASC' }]],
  ] as [FormQueryFilterItem[], NonNullable<FormQueryFilter['sorter']>][])(
    '%j sorted by %j',
    async (querys, sorter) => {
      const filter = { querys, sorter };
      const expected = queryRows(rows, new Set(refs.keys()), { filter, pageSize: 20 }).rows.map((r) => r.id);
      const { query } = recordQueryOf({ filter, pageSize: 20 }, refs);
      const got = await pageRecords(t.database.db, user.tenantId!, 'parity', query);
      expect(got.rows.map((r) => r.id)).toEqual(expected);
      expect(got.total).toBe(expected.length);
    },
  );
});
