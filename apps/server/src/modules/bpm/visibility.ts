import type { FormDefinition, FormFieldPermission, FormPermissions } from '@baton/contracts';
import type { ProcessModel } from '@baton/workflow-engine';
import { NotFound } from '../../errors';
import {
  ALL_WRITABLE,
  fieldPermission,
  getFormDefinition,
  permissionsForNode,
  readOnlyPermissions,
  visibleData,
} from '../form/service';
import type { Conn } from './repository';

/**
 * What of an instance's business data a caller may see. Fields hidden ('n') at the caller's node never leave the
 * server: not in a task's detail, a draft, the answer of a save, nor the before/after values of the change records.
 */

type Data = Record<string, unknown>;

/**
 * The node's field permissions from the definition; fields it does not name are writable on the start node and
 * read-only on approval nodes, so an approver changes only what the node grants.
 */
export function nodeFieldPermissions(model: ProcessModel, nodeId: string): FormPermissions | undefined {
  const fields = model.nodes[nodeId]?.settings?.fields ?? {};
  if (Object.keys(fields).length === 0) return undefined;
  return { default: nodeId === model.start ? 'w' : 'r', fields };
}

/** The form of a node, or undefined when the flow has none (or it is gone). */
export async function formOf(
  db: Conn,
  tenantId: string,
  formKey: string | null,
): Promise<FormDefinition | undefined> {
  if (!formKey) return undefined;
  return getFormDefinition(db, tenantId, formKey).catch((e: unknown) => {
    if (e instanceof NotFound) return undefined;
    throw e;
  });
}

/** The permissions that hold at a node: the node's own settings, else the form's for that node. */
export const permissionsAt = (
  model: ProcessModel,
  form: FormDefinition | undefined,
  nodeId: string,
): FormPermissions =>
  nodeFieldPermissions(model, nodeId) ?? (form ? permissionsForNode(form, nodeId) : ALL_WRITABLE);

/**
 * A read-only view over several nodes: a field is hidden when any of them hides it, everything else is read-only.
 * Used for people who read an instance without acting at one node (the starter, past approvers, receivers).
 */
export function strictestOf(list: FormPermissions[]): FormPermissions {
  if (list.length === 0) return { default: 'n', fields: {} };
  const keys = new Set(list.flatMap((p) => Object.keys(p.fields)));
  const at = (p: FormPermissions, key: string): FormFieldPermission => {
    const dot = key.indexOf('.');
    return dot < 0 ? fieldPermission(p, key) : fieldPermission(p, key.slice(dot + 1), key.slice(0, dot));
  };
  const fields: Record<string, FormFieldPermission> = {};
  for (const key of keys) fields[key] = list.some((p) => at(p, key) === 'n') ? 'n' : 'r';
  return readOnlyPermissions({ default: list.some((p) => p.default === 'n') ? 'n' : 'r', fields });
}

/** The data without the fields the permissions hide (sub-table columns too, when the form is known). */
export function stripHidden(form: FormDefinition | undefined, data: Data, perms: FormPermissions): Data {
  const known = form ? visibleData(form, data, perms) : data;
  return Object.fromEntries(Object.entries(known).filter(([k]) => fieldPermission(perms, k) !== 'n'));
}

/** Change records (field, before, after) without the hidden fields; hidden sub-table columns are cut from rows. */
export function stripHiddenChanges<C extends { field: string; before: unknown; after: unknown }>(
  form: FormDefinition | undefined,
  changes: C[],
  perms: FormPermissions,
): C[] {
  return changes
    .filter((c) => fieldPermission(perms, c.field) !== 'n')
    .map((c) => ({
      ...c,
      before: stripHidden(form, { [c.field]: c.before }, perms)[c.field] ?? null,
      after: stripHidden(form, { [c.field]: c.after }, perms)[c.field] ?? null,
    }));
}

/** Nodes at which the caller took part in an instance: the start node for the starter, and their tasks' nodes. */
export async function callerNodes(
  db: Conn,
  inst: { id: string; starter_id: string },
  model: ProcessModel,
  userId: string,
): Promise<string[]> {
  const [own, cand] = await Promise.all([
    db
      .selectFrom('bpm_tasks')
      .select('node_id')
      .where('inst_id', '=', inst.id)
      .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId)]))
      .execute(),
    db
      .selectFrom('bpm_task_candidates')
      .innerJoin('bpm_tasks', 'bpm_tasks.id', 'bpm_task_candidates.task_id')
      .select('bpm_tasks.node_id')
      .where('bpm_tasks.inst_id', '=', inst.id)
      .where('bpm_task_candidates.user_id', '=', userId)
      .execute(),
  ]);
  const nodes = new Set([...own, ...cand].map((r) => r.node_id));
  if (inst.starter_id === userId) nodes.add(model.start);
  return [...nodes].filter((n) => model.nodes[n]);
}

/**
 * What a reader who does not act at one node sees: read-only, hidden wherever one of their nodes hides it; a reader
 * with no node of their own (a copy-to receiver, an administrator) gets what every node of the flow hides.
 */
export async function readerPermissions(
  db: Conn,
  inst: { id: string; starter_id: string },
  model: ProcessModel,
  form: FormDefinition | undefined,
  userId: string,
): Promise<FormPermissions> {
  const mine = await callerNodes(db, inst, model, userId);
  const nodes = mine.length
    ? mine
    : Object.values(model.nodes)
        .filter((n) => n.type === 'userTask' || n.id === model.start)
        .map((n) => n.id);
  return strictestOf(nodes.map((n) => permissionsAt(model, form, n)));
}
