import type { FormQueryFilterItem } from '@baton/contracts';
import { describe, expect, it } from 'vitest';
import { queryRows, textOf } from './list-query';

const rows = [
  { id: '1', title: '笔记本电脑', total: 41694, day: '2026-03-01', owner: [{ id: 'u1', name: '张三' }] },
  { id: '2', title: '办公用品', total: 1252, day: '2026-03-15', owner: [{ id: 'u2', name: '李四' }] },
  { id: '3', title: '会议桌', total: 4800, day: '2026-04-01' },
];
const props = new Set(['id', 'title', 'total', 'day', 'owner']);
const ids = (querys: FormQueryFilterItem[]) =>
  queryRows(rows, props, { filter: { querys }, pageSize: 20 }).rows.map((r) => r.id);

describe('list queries', () => {
  it.each([
    [{ property: 'title', value: '电脑', operation: 'LIKE' }, ['1']],
    [{ property: 'title', value: '会议', operation: 'RIGHT_LIKE' }, ['3']],
    [{ property: 'title', value: '用品', operation: 'LEFT_LIKE' }, ['2']],
    [{ property: 'total', value: '4800' }, ['3']],
    [{ property: 'total', value: 4800, operation: 'NOT_EQUAL' }, ['1', '2']],
    [{ property: 'total', value: 4800, operation: 'GREAT' }, ['1']],
    [{ property: 'total', value: 4800, operation: 'GREAT_EQUAL' }, ['1', '3']],
    [{ property: 'total', value: 4800, operation: 'LESS' }, ['2']],
    [{ property: 'total', value: 4800, operation: 'LESS_EQUAL' }, ['2', '3']],
    [{ property: 'id', value: '1,3', operation: 'IN' }, ['1', '3']],
    [{ property: 'day', value: ['2026-03-10', '2026-04-01'], operation: 'BETWEEN' }, ['2', '3']],
    [{ property: 'day', value: ['', '2026-03-10'], operation: 'BETWEEN' }, ['1']],
    [{ property: 'owner', value: '李', operation: 'LIKE' }, ['2']],
  ] as [FormQueryFilterItem, string[]][])('%j → %j', (query, expected) => {
    expect(ids([query])).toEqual(expected);
  });

  it('joins a group by OR when one condition says so, and groups by AND', () => {
    expect(
      ids([
        { property: 'title', value: '电脑', operation: 'LIKE', relation: 'OR' },
        { property: 'title', value: '会议', operation: 'LIKE', relation: 'OR' },
        { property: 'total', value: 5000, operation: 'LESS', group: 'cheap' },
      ]),
    ).toEqual(['3']);
  });

  it('sorts numbers as numbers and pages', () => {
    const page = queryRows(rows, props, {
      filter: { sorter: [{ property: 'total', direction: 'DESC' }], pageBean: { page: 2, pageSize: 2 } },
      pageSize: 20,
    });
    expect(page).toEqual({ rows: [rows[1]], total: 3, page: 2, pageSize: 2 });
  });

  it('finds a keyword in the given properties only', () => {
    const page = queryRows(rows, props, { keyword: { text: '张三', properties: ['owner'] }, pageSize: 20 });
    expect(page.rows.map((r) => r.id)).toEqual(['1']);
    expect(
      queryRows(rows, props, { keyword: { text: '张三', properties: ['title'] }, pageSize: 20 }).total,
    ).toBe(0);
  });

  it('refuses a property that is not a column', () => {
    expect(() => ids([{ property: 'secret', value: 'x' }])).toThrow('queryFilter 的字段 secret 不存在');
    expect(() =>
      queryRows(rows, props, { filter: { sorter: [{ property: 'x', direction: 'ASC' }] }, pageSize: 20 }),
    ).toThrow('queryFilter 的字段 x 不存在');
  });

  it.each([
    [null, ''],
    [
      [
        { id: 'u1', name: '张三' },
        { id: 'u2', name: '李四' },
      ],
      '张三,李四',
    ],
    [{ name: '联想', phone: '139' }, '联想'],
    [12.5, '12.5'],
  ])('textOf(%j) is %j', (value, text) => {
    expect(textOf(value)).toBe(text);
  });
});
