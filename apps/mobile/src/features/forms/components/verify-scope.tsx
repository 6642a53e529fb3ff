import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { VerifyNode } from '../model/validation';

interface MutableNode {
  submitVerify?: () => true | string;
  children: MutableNode[];
}

const ScopeContext = createContext<MutableNode | null>(null);

/** The root of a form's element tree; the renderer searches it for submit verifications (spec §5). */
export function useVerifyRoot(): MutableNode {
  return useRef<MutableNode>({ children: [] }).current;
}

export function VerifyScope({ node, children }: { node: MutableNode; children: ReactNode }) {
  return <ScopeContext.Provider value={node}>{children}</ScopeContext.Provider>;
}

/**
 * Places a node in the element tree under the nearest scope, optionally with a submit verification. The
 * returned node can open a nested scope (a sub-table row), so depth follows how fields are nested.
 */
export function useVerifyNode(verify?: () => true | string): MutableNode {
  const parent = useContext(ScopeContext);
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  });
  const node = useMemo<MutableNode>(
    () => ({ children: [], submitVerify: verify ? () => verifyRef.current?.() ?? true : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a node keeps its identity; `verify` is read through the ref
    [Boolean(verify)],
  );
  useEffect(() => {
    if (!parent) return;
    parent.children.push(node);
    return () => {
      parent.children.splice(parent.children.indexOf(node), 1);
    };
  }, [parent, node]);
  return node;
}

export const asVerifyTree = (node: MutableNode): VerifyNode => node;
