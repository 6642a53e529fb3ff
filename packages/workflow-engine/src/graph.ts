import type { NodeModel, ProcessModel } from './types';

const cache = new WeakMap<ProcessModel, Map<string, Set<string>>>();

/** Nodes reachable from `from` along sequence flows of its own scope (not including `from` unless on a loop). */
export function reachable(model: ProcessModel, from: string): Set<string> {
  let perModel = cache.get(model);
  if (!perModel) {
    perModel = new Map();
    cache.set(model, perModel);
  }
  let set = perModel.get(from);
  if (!set) {
    set = new Set();
    const todo = [from];
    while (todo.length) {
      for (const f of model.nodes[todo.pop()!]!.outgoing) {
        const t = model.flows[f]!.target;
        if (!set.has(t)) {
          set.add(t);
          todo.push(t);
        }
      }
    }
    perModel.set(from, set);
  }
  return set;
}

export const canReach = (model: ProcessModel, from: string, to: string) => reachable(model, from).has(to);

const avoidCache = new WeakMap<ProcessModel, Map<string, Set<string>>>();

/** Nodes reachable from `from` without passing through `avoid` (a join cannot be passed before it fires). */
export function reachableAvoiding(model: ProcessModel, from: string, avoid: string): Set<string> {
  let perModel = avoidCache.get(model);
  if (!perModel) {
    perModel = new Map();
    avoidCache.set(model, perModel);
  }
  const key = `${from}\u0000${avoid}`;
  let set = perModel.get(key);
  if (!set) {
    set = new Set();
    const todo = from === avoid ? [] : [from];
    while (todo.length) {
      for (const f of model.nodes[todo.pop()!]!.outgoing) {
        const t = model.flows[f]!.target;
        if (!set.has(t)) {
          set.add(t);
          if (t !== avoid) todo.push(t);
        }
      }
    }
    perModel.set(key, set);
  }
  return set;
}

export const isJoin = (n: NodeModel) =>
  (n.type === 'parallelGateway' || n.type === 'inclusiveGateway') && n.incoming.length > 1;

/** Scope chain of a node from the top: [null, outer sub-process, ..., the node's own scope]. */
export function scopeChain(model: ProcessModel, nodeId: string): (string | null)[] {
  const chain: (string | null)[] = [];
  let s = model.nodes[nodeId]!.scope;
  while (s !== null) {
    chain.unshift(s);
    s = model.nodes[s]!.scope;
  }
  chain.unshift(null);
  return chain;
}

const joinCache = new WeakMap<ProcessModel, Map<string, boolean>>();

/**
 * Whether a token at `from` can still arrive at the OR-join `join`. Paths through (or from) a join that lies after
 * `join` do not count: such a join waits for what `join` sends it, so a path around a loop through it never comes
 * back first (without this, an OR-join in a loop would wait for the parallel branches beside it, and they for it).
 */
export function canArriveAtJoin(model: ProcessModel, from: string, join: string): boolean {
  let perModel = joinCache.get(model);
  if (!perModel) {
    perModel = new Map();
    joinCache.set(model, perModel);
  }
  const key = `${from}\u0000${join}`;
  let found = perModel.get(key);
  if (found === undefined) {
    const after = reachable(model, join);
    const blocked = (id: string) => isJoin(model.nodes[id]!) && after.has(id);
    const seen = new Set<string>([from]);
    const todo = blocked(from) ? [] : [from];
    found = false;
    while (todo.length && !found) {
      for (const f of model.nodes[todo.pop()!]!.outgoing) {
        const t = model.flows[f]!.target;
        if (t === join) found = true;
        if (seen.has(t) || t === join || blocked(t)) continue;
        seen.add(t);
        todo.push(t);
      }
    }
    perModel.set(key, found);
  }
  return found;
}

/** Whether node `a` comes before node `b` on some path, comparing them in the innermost scope they share. */
export function precedes(model: ProcessModel, a: string, b: string): boolean {
  const ca = [...scopeChain(model, a).slice(1), a];
  const cb = [...scopeChain(model, b).slice(1), b];
  let i = 0;
  while (i < ca.length && i < cb.length && ca[i] === cb[i]) i += 1;
  if (i === ca.length || i === cb.length) return i === ca.length;
  return canReach(model, ca[i]!, cb[i]!);
}
