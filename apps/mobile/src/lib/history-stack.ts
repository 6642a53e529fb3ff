import { localValues } from './storage';

/** The most routes kept: enough to go back through a visit, bounded so storage never fills up. */
export const ROUTER_STACK_LIMIT = 50;

/**
 * The route history of spec §4: pushing the top again changes nothing, pushing the route just below the
 * top is a step back (pop), anything else is pushed (the oldest route dropped beyond the limit).
 */
export function pushRoute(stack: readonly string[], path: string): string[] {
  const top = stack[stack.length - 1];
  if (top === path) return [...stack];
  if (stack.length >= 2 && stack[stack.length - 2] === path) return stack.slice(0, -1);
  return [...stack, path].slice(-ROUTER_STACK_LIMIT);
}

export function loadRouterStack(): string[] {
  const stack = localValues.get('routerStack');
  return Array.isArray(stack) ? stack.filter((p): p is string => typeof p === 'string') : [];
}

export function saveRouterStack(stack: readonly string[]): void {
  localValues.set('routerStack', [...stack]);
}

/** Records a visit in the stored stack and answers the new stack. */
export function recordRoute(path: string): string[] {
  const stack = pushRoute(loadRouterStack(), path);
  saveRouterStack(stack);
  return stack;
}

/** True when the stack holds a route to go back to. */
export function canGoBack(stack: readonly string[] = loadRouterStack()): boolean {
  return stack.length > 1;
}

/**
 * Called once as the app starts, with the router's index in the tab's history. The first entry (a deep link,
 * a new tab) has nothing to go back to, whatever an earlier visit left in the stored stack; a reload further
 * along keeps it.
 */
export function startRouterStack(historyIndex: number | undefined): void {
  if (!historyIndex) saveRouterStack([]);
}
