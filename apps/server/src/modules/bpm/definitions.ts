import { randomUUID } from 'node:crypto';
import type {
  BpmApprovalItem,
  BpmFlowEntry,
  BpmQueryFilter,
  BpmStartList,
  PageResult,
} from '@baton/contracts';
import { DefinitionError, evaluateFeel, parseProcess, serializeModel } from '@baton/workflow-engine';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import { assertMember } from './policy';
import { orderOf, pagingOf, whereOf, type FieldMap } from './query-filter';
import type { Conn } from './repository';
import { DEF_NOT_FOUND } from './runtime';

export interface DeployInput {
  tenantId: string;
  xml: string;
  categoryId?: string | null;
  description?: string;
  icon?: string;
  userId?: string | null;
}

/**
 * Deploys a definition as the next version of its key and makes it the one new instances start on. Running
 * instances keep the version they started on (their rows name its id), so a new version never breaks them.
 */
export async function deployDefinition(
  db: Conn,
  input: DeployInput,
): Promise<{ id: string; version: number }> {
  let model;
  try {
    model = await parseProcess(input.xml);
  } catch (e) {
    if (e instanceof DefinitionError) throw new BadInput(e.message);
    throw e;
  }
  const last = await db
    .selectFrom('bpm_definitions')
    .select(['version'])
    .where('tenant_id', '=', input.tenantId)
    .where('def_key', '=', model.key)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const version = (last?.version ?? 0) + 1;
  const id = randomUUID();
  await db
    .updateTable('bpm_definitions')
    .set({ is_main: 0 })
    .where('tenant_id', '=', input.tenantId)
    .where('def_key', '=', model.key)
    .execute();
  const startSettings = model.nodes[model.start]?.settings;
  await db
    .insertInto('bpm_definitions')
    .values({
      id,
      tenant_id: input.tenantId,
      def_key: model.key,
      name: model.name || model.key,
      version,
      is_main: 1,
      category_id: input.categoryId ?? null,
      description: input.description ?? null,
      icon: input.icon ?? null,
      form_key: startSettings?.formKey ?? model.key,
      xml: input.xml,
      model: serializeModel(model),
      status: 'deployed',
      created_by: input.userId ?? null,
      created_at: Date.now(),
    })
    .execute();
  return { id, version };
}

export async function getDefinition(db: Db, auth: AuthContext, by: { id?: string; key?: string }) {
  assertMember(auth);
  let q = db.selectFrom('bpm_definitions').selectAll().where('tenant_id', '=', auth.tenantId);
  q = by.id ? q.where('id', '=', by.id) : q.where('def_key', '=', by.key ?? '').where('is_main', '=', 1);
  const def = await q.executeTakeFirst();
  if (!def) throw new NotFound(DEF_NOT_FOUND);
  return def;
}

export const toDefinition = (d: Awaited<ReturnType<typeof getDefinition>>) => ({
  id: d.id,
  defKey: d.def_key,
  name: d.name,
  version: d.version,
  isMain: d.is_main,
  categoryId: d.category_id,
  description: d.description ?? '',
  formKey: d.form_key ?? '',
  status: d.status,
  bpmnXml: d.xml,
  createTime: Number(d.created_at),
});

// ---------------------------------------------------------------------------------------------------------------
// Start list, common flows

async function commonKeys(db: Db, auth: AuthContext): Promise<string[]> {
  const rows = await db
    .selectFrom('bpm_common_flows')
    .select('def_key')
    .where('tenant_id', '=', auth.tenantId)
    .where('user_id', '=', auth.userId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => r.def_key);
}

const FLOW_FIELDS: FieldMap = {
  name: { column: 'bpm_definitions.name', kind: 'text' },
  defKey: { column: 'bpm_definitions.def_key', kind: 'text' },
  categoryId: { column: 'bpm_definitions.category_id', kind: 'text' },
  createTime: { column: 'bpm_definitions.created_at', kind: 'number' },
};

function flowsQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
    .where('bpm_definitions.tenant_id', '=', tenantId)
    .where('bpm_definitions.is_main', '=', 1)
    .where('bpm_definitions.status', '=', 'deployed');
}

type FlowRow = {
  id: string;
  def_key: string;
  name: string;
  category_id: string | null;
  category_name: string | null;
  description: string | null;
  icon: string | null;
  version: number;
};

const toFlow = (r: FlowRow, common: Set<string>): BpmFlowEntry => ({
  defId: r.id,
  defKey: r.def_key,
  name: r.name,
  categoryId: r.category_id,
  categoryName: r.category_name ?? '',
  description: r.description ?? '',
  icon: r.icon ?? '{}',
  isAdd: common.has(r.def_key) ? 1 : 0,
  version: r.version,
});

const flowColumns = [
  'bpm_definitions.id',
  'bpm_definitions.def_key',
  'bpm_definitions.name',
  'bpm_definitions.category_id',
  'bpm_categories.name as category_name',
  'bpm_definitions.description',
  'bpm_definitions.icon',
  'bpm_definitions.version',
] as const;

/** The flows the caller may start, grouped by category, with their common flows; keyword searches names. */
export async function startList(db: Db, auth: AuthContext, keyword?: string): Promise<BpmStartList> {
  assertMember(auth);
  const [categories, common] = await Promise.all([
    db
      .selectFrom('bpm_categories')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .orderBy('sort')
      .execute(),
    commonKeys(db, auth),
  ]);
  let q = flowsQuery(db, auth.tenantId).select(flowColumns);
  const kw = keyword?.trim();
  if (kw) q = q.where('bpm_definitions.name', 'like', `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await q.orderBy('bpm_definitions.name').execute();
  const commonSet = new Set(common);
  const flows = rows.map((r) => toFlow(r, commonSet));
  const grouped = categories
    .map((c) => ({ id: c.id, code: c.code, name: c.name, flows: flows.filter((f) => f.categoryId === c.id) }))
    .filter((c) => c.flows.length > 0);
  const other = flows.filter((f) => !f.categoryId || !categories.some((c) => c.id === f.categoryId));
  if (other.length > 0) grouped.push({ id: '', code: 'other', name: '其他', flows: other });
  const byKey = new Map(flows.map((f) => [f.defKey, f]));
  return {
    categories: grouped,
    common: common.map((k) => byKey.get(k)).filter((f): f is BpmFlowEntry => !!f),
  };
}

/** myMobileProcess: the startable flows as a page, filterable by name, key and category. */
export async function flowPage(
  db: Db,
  auth: AuthContext,
  filter: BpmQueryFilter,
): Promise<PageResult<BpmFlowEntry>> {
  assertMember(auth);
  const paging = pagingOf(filter);
  const where = whereOf(filter, FLOW_FIELDS);
  let q = flowsQuery(db, auth.tenantId);
  if (where) q = q.where(where);
  let rowsQ = q.select(flowColumns);
  for (const [col, dir] of orderOf(filter, FLOW_FIELDS, ['bpm_definitions.name', 'asc'])) {
    rowsQ = rowsQ.orderBy(col as never, dir);
  }
  const [rows, total, common] = await Promise.all([
    rowsQ.limit(paging.pageSize).offset(paging.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    commonKeys(db, auth),
  ]);
  const set = new Set(common);
  return {
    rows: rows.map((r) => toFlow(r, set)),
    total: Number(total.n),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export async function listCommonFlows(db: Db, auth: AuthContext) {
  const list = await startList(db, auth);
  return list.common.map((f) => ({ defKey: f.defKey, name: f.name, isAdd: 1, icon: f.icon }));
}

/** Replaces the caller's common flows with the given keys, in that order; unknown keys are refused. */
export async function saveCommonFlows(db: Db, auth: AuthContext, defKeysText: string): Promise<void> {
  assertMember(auth);
  const keys = [...new Set(defKeysText.split(',').map((k) => k.trim()))].filter(Boolean);
  if (keys.length > 50) throw new BadInput('defKeys 最多 50 个');
  await db.transaction().execute(async (trx) => {
    if (keys.length > 0) {
      const found = await trx
        .selectFrom('bpm_definitions')
        .select('def_key')
        .where('tenant_id', '=', auth.tenantId)
        .where('is_main', '=', 1)
        .where('def_key', 'in', keys)
        .execute();
      const known = new Set(found.map((f) => f.def_key));
      const unknown = keys.find((k) => !known.has(k));
      if (unknown) throw new BadInput('defKeys 包含不存在的流程');
    }
    await trx
      .deleteFrom('bpm_common_flows')
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', auth.userId)
      .execute();
    if (keys.length > 0) {
      await trx
        .insertInto('bpm_common_flows')
        .values(keys.map((k, sort) => ({ tenant_id: auth.tenantId, user_id: auth.userId, def_key: k, sort })))
        .execute();
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Approval phrases

export async function listApprovalItems(db: Db, auth: AuthContext): Promise<BpmApprovalItem[]> {
  assertMember(auth);
  const rows = await db
    .selectFrom('bpm_approval_items')
    .selectAll()
    .where('tenant_id', '=', auth.tenantId)
    .where((eb) => eb.or([eb('user_id', '=', auth.userId), eb('user_id', 'is', null)]))
    .orderBy('user_id', 'desc')
    .orderBy('sort')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, expression: r.expression, personal: r.user_id ? 1 : 0 }));
}

/** Adds a personal phrase, or changes one of the caller's own (id). */
export async function saveApprovalItem(
  db: Db,
  auth: AuthContext,
  body: { id?: string | undefined; expression: string },
): Promise<BpmApprovalItem> {
  assertMember(auth);
  const expression = body.expression.trim();
  if (!expression) throw new BadInput('expression 不能为空');
  if (body.id) {
    const row = await db
      .selectFrom('bpm_approval_items')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (!row) throw new NotFound('常用语不存在');
    if (row.user_id !== auth.userId) throw new Forbidden('只能修改自己的常用语');
    await db.updateTable('bpm_approval_items').set({ expression }).where('id', '=', body.id).execute();
    return { id: body.id, expression, personal: 1 };
  }
  const count = await db
    .selectFrom('bpm_approval_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', auth.tenantId)
    .where('user_id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= 50) throw new BadInput('常用语最多 50 条');
  const id = randomUUID();
  await db
    .insertInto('bpm_approval_items')
    .values({
      id,
      tenant_id: auth.tenantId,
      user_id: auth.userId,
      expression,
      sort: Number(count.n),
      created_at: Date.now(),
    })
    .execute();
  return { id, expression, personal: 1 };
}

export async function removeApprovalItem(db: Db, auth: AuthContext, id: string): Promise<void> {
  assertMember(auth);
  const res = await db
    .deleteFrom('bpm_approval_items')
    .where('tenant_id', '=', auth.tenantId)
    .where('id', '=', id)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw new NotFound('常用语不存在');
}

// ---------------------------------------------------------------------------------------------------------------
// Script

/**
 * Iterations (`for`, `some`, `every`) and ranges (`1..n`) let a short text run for minutes on the event loop, so
 * the script call refuses them; without them the work is bounded by the text's length.
 */
function unbounded(script: string): boolean {
  const code = script.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return /\.\./.test(code) || /(^|[^\w])(for|some|every)\s/.test(code);
}

/** Evaluates a FEEL expression (never JavaScript) over the given variables, in the engine's sandbox. */
export function executeScript(
  auth: AuthContext,
  script: string,
  vars: Record<string, unknown> = {},
): unknown {
  assertMember(auth);
  if (unbounded(script)) throw new BadInput('脚本不支持循环与区间');
  try {
    const value = evaluateFeel(script, vars);
    return value === undefined ? null : value;
  } catch {
    throw new BadInput('脚本执行失败');
  }
}
