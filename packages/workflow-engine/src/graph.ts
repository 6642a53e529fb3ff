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
