import type { Org } from '@baton/contracts';

// The chosen organisation is remembered per user for the browser tab (workflow.md §6).
const keyOf = (userId: string) => `currentOrgId_${userId}`;

export function rememberedOrgId(userId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function rememberOrgId(userId: string, orgId: string): void {
  try {
    sessionStorage.setItem(keyOf(userId), orgId);
  } catch {
    // Storage unavailable: the choice lasts until the page reloads.
  }
}

/** The remembered organisation, else the main one (isMaster '1'), else the first. */
export function pickCurrentOrg(orgs: readonly Org[], rememberedId: string | null): Org | undefined {
  return orgs.find((o) => o.id === rememberedId) ?? orgs.find((o) => o.isMaster === '1') ?? orgs[0];
}
