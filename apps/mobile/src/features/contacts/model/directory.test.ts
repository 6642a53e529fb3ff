import { describe, expect, it } from 'vitest';
import { defaultDimension, descend, mailHref, rowsOf, telHref, usersQueryBody } from './directory';

describe('usersQueryBody', () => {
  it('the people of an organisation', () => {
    expect(usersQueryBody({ orgId: 'o1' }).querys).toEqual([
      { property: 'orgId', value: 'o1', operation: 'EQUAL', relation: 'AND', group: 'main' },
    ]);
  });
  it('a name search wins over the organisation and matches by contains', () => {
    expect(usersQueryBody({ orgId: 'o1', name: ' 张 ' }).querys).toEqual([
      { property: 'fullname', value: '张', operation: 'LIKE', relation: 'AND', group: 'main' },
    ]);
  });
  it('sorted by name, first page', () => {
    expect(usersQueryBody({}).sorter).toEqual([{ property: 'fullname', direction: 'ASC' }]);
    expect(usersQueryBody({}).pageBean).toEqual({ page: 1, pageSize: 100, showTotal: true });
  });
});

describe('rowsOf', () => {
  it.each([
    [{ rows: [1, 2], total: 2, page: 1, pageSize: 10 }, [1, 2]],
    [[3], [3]],
    [undefined, []],
  ])('%j → %j', (value, rows) => {
    expect(rowsOf(value as never)).toEqual(rows);
  });
});

describe('defaultDimension', () => {
  it('the default one, else the first', () => {
    expect(
      defaultDimension([
        { id: 'a', isDefault: 0 },
        { id: 'b', isDefault: 1 },
      ])?.id,
    ).toBe('b');
    expect(defaultDimension([{ id: 'a', isDefault: 0 }])?.id).toBe('a');
    expect(defaultDimension([])).toBeUndefined();
  });
});

describe('descend', () => {
  const trail = [
    { id: 'root', name: '百特科技' },
    { id: 'rd', name: '研发部' },
  ];
  it('adds a child', () => {
    expect(descend(trail, { id: 'fe', name: '前端组' }).map((c) => c.id)).toEqual(['root', 'rd', 'fe']);
  });
  it('cuts back to an organisation already on the trail', () => {
    expect(descend(trail, { id: 'root', name: '百特科技' }).map((c) => c.id)).toEqual(['root']);
  });
});

describe('telHref and mailHref', () => {
  it.each([
    ['138 0000 0001', 'tel:13800000001'],
    ['+86-21-5555', 'tel:+86215555'],
    ['', ''],
    [undefined, ''],
  ])('phone %j → %j', (mobile, href) => {
    expect(telHref(mobile)).toBe(href);
  });
  it.each([
    ['zhangsan@demo.cn', 'mailto:zhangsan@demo.cn'],
    ['not an address', ''],
    ['a@b"onmouseover=x', ''],
    [null, ''],
  ])('mail %j → %j', (email, href) => {
    expect(mailHref(email)).toBe(href);
  });
});
