import type { FormDefinition, FormPermissions } from '@baton/contracts';

type Permission = FormPermissions['default'];
const PERMISSIONS: readonly string[] = ['b', 'w', 'r', 'n'];
const asPermission = (value: string): Permission | null =>
  PERMISSIONS.includes(value) ? (value as Permission) : null;

/**
 * The field permissions at a node, as the server applies them: the node's own settings (fields it does not name
 * are writable on the start node and read-only elsewhere), else the form's for that node, else the form's own.
 */
export function nodePermissions(
  form: Pick<FormDefinition, 'permissions' | 'nodePermissions'>,
  node: { nodeId: string; fields: Record<string, string> },
  isStart: boolean,
): FormPermissions {
  const entries = Object.entries(node.fields).flatMap(([k, v]) => {
    const p = asPermission(v);
    return p ? [[k, p] as const] : [];
  });
  if (entries.length > 0) return { default: isStart ? 'w' : 'r', fields: Object.fromEntries(entries) };
  return form.nodePermissions?.[node.nodeId] ?? form.permissions ?? { default: 'w', fields: {} };
}

/**
 * A read-only view for someone who does not act at the node: everything read-only, and the fields the server
 * left out of the data (hidden for the caller) hidden, so no empty box hints at them.
 */
export function readerPermissions(
  form: Pick<FormDefinition, 'fields'>,
  base: FormPermissions,
  data: Record<string, unknown>,
): FormPermissions {
  const fields: Record<string, Permission> = {};
  for (const f of form.fields) {
    const own = base.fields[f.name] ?? base.default;
    fields[f.name] = own === 'n' || !(f.name in data) ? 'n' : 'r';
  }
  return { default: 'r', fields };
}

/** True when the node lets the caller change at least one field (the data is then sent with the action). */
export function hasWritable(form: Pick<FormDefinition, 'fields'>, perms: FormPermissions): boolean {
  return form.fields.some((f) => {
    const p = perms.fields[f.name] ?? perms.default;
    return p === 'w' || p === 'b';
  });
}

/** The node's signature configuration: the first signature field it lets the caller write, if any. */
export function signatureField(
  form: Pick<FormDefinition, 'fields'>,
  perms: FormPermissions,
): string | undefined {
  return form.fields.find((f) => {
    const p = perms.fields[f.name] ?? perms.default;
    return f.type === 'signature' && (p === 'w' || p === 'b');
  })?.name;
}
