import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FormListPage } from '@baton/contracts';
import { LIMITS } from '@baton/contracts/limits';
import { apiPost } from '../../../lib/http';

/** A person, organisation, role or post as a picker shows and stores it. */
export interface PickedItem {
  id: string;
  name: string;
}

const pageSize = LIMITS.customDialogPageSize;

/**
 * The directory's paged queries share one body (pageBean and querys, spec §3 generic list query filter) and
 * answer a page; `nameField` is searched by contains.
 */
export function directoryPageOptions(kind: string, url: string, nameField: string, keyword: string) {
  return infiniteQueryOptions({
    queryKey: ['forms', 'directory', kind, keyword],
    queryFn: async ({ pageParam }) => {
      const { value } = await apiPost<FormListPage>(url, {
        pageBean: { page: pageParam, pageSize, showTotal: true },
        querys: keyword ? [{ property: nameField, value: keyword, operation: 'LIKE', relation: 'AND' }] : [],
      });
      return value ?? { rows: [], total: 0, page: pageParam, pageSize };
    },
    initialPageParam: 1,
    getNextPageParam: (last: FormListPage) =>
      last.page * last.pageSize < last.total && last.rows.length > 0 ? last.page + 1 : undefined,
  });
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function toPickedItem(row: Record<string, unknown>): PickedItem {
  return {
    id: text(row.id ?? row.postId ?? row.userId),
    name: text(row.fullname ?? row.name ?? row.postName ?? row.roleName ?? row.account),
  };
}
