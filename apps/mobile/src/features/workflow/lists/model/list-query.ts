import type { PageResult } from '@baton/contracts';

export const LIST_PAGE_SIZE = 20;

export interface ListSearchItem {
  property: string;
  value: string;
  operation: 'LIKE';
  group: 'search';
  relation: 'OR';
}

/** The query filter of workflow.md §3 as the lists send it. */
export interface ListBody {
  pageBean: { page: number; pageSize: number; showTotal: true };
  querys?: ListSearchItem[];
}

/**
 * Body of a workflow list call (api.md "Lists"): pages from 1 with showTotal; a search matches any of `fields`
 * by contains (LIKE items joined by OR in one group). A blank search sends no condition.
 */
export function listBody(page: number, search: string, fields: readonly string[]): ListBody {
  const text = search.trim();
  const querys: ListSearchItem[] = text
    ? fields.map((property) => ({
        property,
        value: text,
        operation: 'LIKE',
        group: 'search',
        relation: 'OR',
      }))
    : [];
  return {
    pageBean: { page: Math.max(1, Math.floor(page)), pageSize: LIST_PAGE_SIZE, showTotal: true },
    ...(querys.length > 0 ? { querys } : {}),
  };
}

export const emptyPage = <Row>(page: number): PageResult<Row> => ({
  rows: [],
  total: 0,
  page,
  pageSize: LIST_PAGE_SIZE,
});

/** The next page to ask for, or undefined once every row is loaded (or a page came back empty). */
export function nextPageOf<Row>(
  last: PageResult<Row>,
  pages: readonly PageResult<Row>[],
): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return loaded < last.total && last.rows.length > 0 ? last.page + 1 : undefined;
}

/**
 * Rows of all loaded pages in the server's order, each once by `keyOf`: a row that moved to the next page while
 * paging (new items arrived on top) would otherwise show twice.
 */
export function mergeRows<Row>(pages: readonly (readonly Row[])[], keyOf: (row: Row) => string): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const page of pages) {
    for (const row of page) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
