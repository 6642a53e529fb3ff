/** A field's permission on a node: 'b' required and writable, 'w' writable, 'r' read-only, 'n' hidden. */
export type FieldMode = 'b' | 'w' | 'r' | 'n';

export interface FieldAccess {
  hidden: boolean;
  readOnly: boolean;
  writable: boolean;
  required: boolean;
}

const MODES: ReadonlySet<string> = new Set(['b', 'w', 'r', 'n']);

/** Any unknown or missing mode counts as 'w', the spec's default. */
export function toFieldMode(mode: string | null | undefined): FieldMode {
  return mode && MODES.has(mode) ? (mode as FieldMode) : 'w';
}

/**
 * Spec §5: mode 'b' makes the field required; 'w' or 'b' means writable; 'r' read-only; 'n' hidden. A
 * definition's own "required" flag holds only where the field is writable: nobody can fill a read-only field.
 */
export function resolveAccess(mode: string | null | undefined, definedRequired = false): FieldAccess {
  const m = toFieldMode(mode);
  const writable = m === 'w' || m === 'b';
  return {
    hidden: m === 'n',
    readOnly: m === 'r',
    writable,
    required: m === 'b' || (writable && definedRequired),
  };
}

/** Read-only for the whole form (a QR-code form, a preview) wins over the node's modes, except hiding. */
export function effectiveMode(mode: string | null | undefined, formReadOnly: boolean): FieldMode {
  const m = toFieldMode(mode);
  if (formReadOnly && m !== 'n') return 'r';
  return m;
}
