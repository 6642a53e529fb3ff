import { describe, expect, it } from 'vitest';
import { listBody, mergeRows, nextPageOf } from './list-query';

describe('workflow list bodies', () => {
  it('asks for a page of 20 with the total, and no condition for a blank search', () => {
    expect(listBody(1, '  ', ['subject'])).toEqual({ pageBean: { page: 1, pageSize: 20, showTotal: true } });
    expect(listBody(0, '', ['subject']).pageBean?.page).toBe(1);
  });

  it('a search matches any of the fields by contains, joined by OR in one group', () => {
    expect(listBody(2, ' 请假 ', ['subject', 'procDefName']).querys).toEqual([
      { property: 'subject', value: '请假', operation: 'LIKE', group: 'search', relation: 'OR' },
      { property: 'procDefName', value: '请假', operation: 'LIKE', group: 'search', relation: 'OR' },
    ]);
  });
});

describe('paging', () => {
  const page = (n: number, ids: string[], total: number) => ({
    page: n,
    pageSize: 20,
    total,
    rows: ids.map((id) => ({ id })),
  });

  it.each([
    ['more rows than loaded', [page(1, ['a', 'b'], 3)], 2],
    ['all loaded', [page(1, ['a', 'b'], 2)], undefined],
    ['an empty page ends it even if the total says more', [page(1, ['a'], 5), page(2, [], 5)], undefined],
  ])('%s', (_name, pages, expected) => {
    expect(nextPageOf(pages.at(-1)!, pages)).toBe(expected);
  });

  it('merges pages in order and shows a row that moved to the next page once', () => {
    const rows = mergeRows(
      [
        [{ id: 'a' }, { id: 'b' }],
        [{ id: 'b' }, { id: 'c' }],
      ],
      (r) => r.id,
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
