/** A common flow as the start list gives it (workflow.md §3 "Common flow"). */
export interface CommonFlowLike {
  defKey: string;
  name: string;
}

/**
 * Toggling in the edit copy (workflow.md §4): a flow in the copy leaves it, any other joins at the end. The saved
 * list is never touched here; it is replaced by the copy only after the server accepted it.
 */
export function toggleFlow<F extends CommonFlowLike>(copy: readonly F[], flow: F): F[] {
  return copy.some((f) => f.defKey === flow.defKey)
    ? copy.filter((f) => f.defKey !== flow.defKey)
    : [...copy, flow];
}

export const inCopy = (copy: readonly CommonFlowLike[], defKey: string): boolean =>
  copy.some((f) => f.defKey === defKey);

/** The body of saveCommonFlows: the keys in order, comma separated. */
export const defKeysOf = (flows: readonly CommonFlowLike[]): string => flows.map((f) => f.defKey).join(',');

export const sameFlows = (a: readonly CommonFlowLike[], b: readonly CommonFlowLike[]): boolean =>
  defKeysOf(a) === defKeysOf(b);

/** The colour in a flow's icon JSON ({"color":"#1989fa"}), or the theme's primary colour. */
export function iconColor(icon: string | null | undefined): string {
  try {
    const color = (JSON.parse(icon ?? '') as { color?: unknown }).color;
    if (typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color)) return color;
  } catch {
    // not JSON: the default below
  }
  return '#1677ff';
}
