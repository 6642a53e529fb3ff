import type { PageResult } from '@baton/contracts';

export const USERS_PAGE_SIZE = 100;

/** Body of queryUserWithMainOrgPost: the people of one organisation, or those whose name contains the text. */
export function usersQueryBody(filter: { orgId?: string; name?: string }) {
  const name = filter.name?.trim() ?? '';
  const querys = name
    ? [{ property: 'fullname', value: name, operation: 'LIKE', relation: 'AND', group: 'main' }]
    : filter.orgId
      ? [{ property: 'orgId', value: filter.orgId, operation: 'EQUAL', relation: 'AND', group: 'main' }]
      : [];
  return {
    pageBean: { page: 1, pageSize: USERS_PAGE_SIZE, showTotal: true },
    querys,
    sorter: [{ property: 'fullname', direction: 'ASC' }],
  };
}

/** Rows of an answer that is a page or a plain list. */
export function rowsOf<T>(value: PageResult<T> | T[] | undefined | null): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : (value.rows ?? []);
}

/** The dimension shown first: the default one, else the first. */
export function defaultDimension<D extends { id: string; isDefault?: number }>(
  dims: readonly D[],
): D | undefined {
  return dims.find((d) => d.isDefault === 1) ?? dims[0];
}

export interface Crumb {
  id: string;
  name: string;
}

/** The trail after opening `org` from the trail: going to an organisation already on it cuts the trail there. */
export function descend(trail: readonly Crumb[], org: Crumb): Crumb[] {
  const at = trail.findIndex((c) => c.id === org.id);
  return at >= 0 ? trail.slice(0, at + 1) : [...trail, org];
}

/** A phone number fit for a tel: link (digits, +, * and #); empty when there is none. */
export function telHref(mobile: string | null | undefined): string {
  const digits = (mobile ?? '').replace(/[^\d+*#]/g, '');
  return digits ? `tel:${digits}` : '';
}

/** A mailto: link for a plausible address; empty otherwise. */
export function mailHref(email: string | null | undefined): string {
  const address = (email ?? '').trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? `mailto:${address}` : '';
}
