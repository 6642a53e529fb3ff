import { randomUUID } from 'node:crypto';
import {
  FormQueryFilter,
  LIMITS,
  type FormBoDef,
  type FormChartData,
  type FormCustomChart,
  type FormCustomDialog,
  type FormCustomQuery,
  type FormDataTemplate,
  type FormDefinition,
  type FormField,
  type FormListPage,
  type FormListRow,
  type FormQueryView,
  type FormRecordData,
  type FormWithData,
} from '@baton/contracts';
import ExcelJS from 'exceljs';
import { Compile } from 'typebox/compile';
import type { Db } from '../../db/schema';
import { BadInput, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import type { ROW_PROPERTIES } from './list-query';
import { recordQueryOf, textOf, type ListQuery } from './list-query';
import { assertMayModify, assertMayRead, assertNotGuest, assertTemplateOffers } from './policy';
import { assertWorkbookSize } from './xlsx-guard';
import * as repo from './repository';
import type { PropertyRef, ValueKind } from './repository';
import {
  dictionaryOptions,
  fileIdsOf,
  getFormDefinition,
  RECORD_NOT_FOUND,
  saveBusinessData,
  toRecord,
} from './service';
import {
  dictionaryKeys,
  fieldPermission,
  permissionsForNode,
  readOnlyPermissions,
  visibleData,
} from './validate';

export const TEMPLATE_NOT_FOUND = '数据模板不存在';
export const DIALOG_NOT_FOUND = '自定义对话框不存在';
export const QUERY_NOT_FOUND = '自定义查询不存在';
export const CHART_NOT_FOUND = '图表不存在';
export const VIEW_NOT_FOUND = '视图不存在';
export const INVALID_POST_JSON = 'POST参数不是有效的JSON格式';
export const INVALID_HEADER_JSON = '请求头部不是有效的JSON格式';

/** A JSON object given as text, or nothing; anything else is refused with the given message. */
function assertJsonObjectText(text: string | undefined, message: string): void {
  if (text === undefined || text.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadInput(message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadInput(message);
}

/**
 * A restful dialog or query is called by the app with its header and POST parameter texts; one that is not JSON
 * is refused here, before the app would send a broken request.
 */
function assertRequestTexts(config: { requestHeader?: string; dataParam?: string }): void {
  assertJsonObjectText(config.requestHeader, INVALID_HEADER_JSON);
  assertJsonObjectText(config.dataParam, INVALID_POST_JSON);
}

type ConfigRow = NonNullable<Awaited<ReturnType<typeof repo.findConfig>>>;

/** A stored dialog or query knows which business object it reads; the client never sees that. */
interface Sourced {
  source: string;
}

const parseConfig = <T>(row: ConfigRow) =>
  ({
    ...(JSON.parse(row.config) as object),
    id: row.id,
    key: row.key,
    alias: row.alias,
    name: row.name,
  }) as T;

export async function getTemplate(db: Db, tenantId: string, keyOrAlias: string): Promise<FormDataTemplate> {
  const row = await repo.findConfig(db, tenantId, 'template', keyOrAlias);
  if (!row) throw new NotFound(TEMPLATE_NOT_FOUND);
  return parseConfig<FormDataTemplate>(row);
}

/** File ids are uuids (letters, digits, '-'): anything else is no file a record could show. */
const FILE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Whether a record of a QR-code template in the tenant shows the file as the read-only QR form does (hidden fields
 * and hidden sub-table columns left out): what a guest who scanned the code may download.
 */
export async function qrFormShowsFile(db: Db, tenantId: string, fileId: string): Promise<boolean> {
  if (!FILE_ID.test(fileId)) return false;
  const qr = (await repo.listConfigs(db, tenantId, 'template'))
    .map((r) => parseConfig<FormDataTemplate>(r))
    .filter((t) => t.qrcode);
  for (const template of qr) {
    const def = await getFormDefinition(db, tenantId, template.formKey).catch(() => undefined);
    if (!def) continue;
    const permissions = readOnlyPermissions(permissionsForNode(def));
    for (const row of await repo.recordsMentioning(db, tenantId, def.boAlias, fileId)) {
      const shown = visibleData(def, toRecord(row).data, permissions);
      if (fileIdsOf(def.fields, shown).has(fileId)) return true;
    }
  }
  return false;
}

/** The data templates that show a business object's records. */
async function templatesOfBo(db: Db, tenantId: string, boAlias: string): Promise<FormDataTemplate[]> {
  return (await repo.listConfigs(db, tenantId, 'template'))
    .map((r) => parseConfig<FormDataTemplate>(r))
    .filter((t) => t.boAlias === boAlias);
}

/** A record as a list row: main fields (sub-tables left out) and the record's own facts. */
function toRow(record: ReturnType<typeof toRecord>, def: FormDefinition): FormListRow {
  const subs = new Set(def.fields.filter((f) => f.type === 'subtable').map((f) => f.name));
  const main = Object.fromEntries(Object.entries(record.data).filter(([k]) => !subs.has(k)));
  return {
    ...main,
    id: record.id,
    createBy: record.createBy,
    createTime: record.createTime,
    updateTime: record.updateTime,
  };
}

const textual = (def: FormDefinition) =>
  def.fields
    .filter((f) => ['text', 'textarea', 'serial', 'select', 'radio', 'user', 'dialog'].includes(f.type))
    .map((f) => f.name);

/** Parses a JSON parameter of a query string; 400 POST参数不是有效的JSON格式 when it is not JSON. */
export function parseJsonParam<T>(text: string | undefined, fallback: T): T {
  if (text === undefined || text.trim() === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new BadInput(INVALID_POST_JSON);
  }
}

/** How the database compares a field's stored value. */
function kindOf(field: FormField): ValueKind {
  if (field.type === 'number' || field.type === 'currency' || field.formula !== undefined) return 'number';
  if (field.type === 'switch') return 'bool';
  if (field.type === 'checkbox' || (field.type === 'select' && field.multiple === true)) return 'list';
  if (['user', 'org', 'role', 'post', 'dialog', 'file', 'image', 'signature'].includes(field.type))
    return 'named';
  return 'text';
}

const RECORD_COLUMNS: Record<(typeof ROW_PROPERTIES)[number], PropertyRef> = {
  id: { property: 'id', kind: 'text', column: 'id' },
  createBy: { property: 'createBy', kind: 'text', column: 'create_by' },
  createTime: { property: 'createTime', kind: 'time', column: 'created_at' },
  updateTime: { property: 'updateTime', kind: 'time', column: 'updated_at' },
};

/** Main fields of the form that its own permissions do not hide. */
const shownFields = (def: FormDefinition) => {
  const perms = permissionsForNode(def);
  return def.fields.filter((f) => f.type !== 'subtable' && fieldPermission(perms, f.name) !== 'n');
};

const checkQueryFilter = Compile(FormQueryFilter);

/**
 * The queryFilter of an export's `filterKey`: JSON (else 400 POST参数不是有效的JSON格式) of the same shape a list
 * body takes, checked by the same schema (else 400 naming where it is wrong).
 */
export function parseFilterKey(text: string | undefined): FormQueryFilter {
  const filter = parseJsonParam<unknown>(text, {});
  if (!checkQueryFilter.Check(filter)) {
    const first = [...checkQueryFilter.Errors(filter)][0];
    throw new BadInput(`filterKey 不是有效的查询条件：${first?.instancePath || '/'}`);
  }
  return filter;
}

/**
 * What a list may be filtered and sorted by: the record's own properties, and the fields its columns, filters and
 * sort name, among those its form shows. Anything else is refused (400), so a list never becomes a way to probe
 * fields it does not show.
 */
function listRefs(def: FormDefinition, named: Set<string>): Map<string, PropertyRef> {
  return new Map<string, PropertyRef>([
    ...Object.entries(RECORD_COLUMNS),
    ...shownFields(def)
      .filter((f) => named.has(f.name))
      .map((f): [string, PropertyRef] => [f.name, { property: f.name, kind: kindOf(f) }]),
  ]);
}

/** A page of a business object's records as list rows, filtered, sorted and paged by the database. */
async function listPage(
  db: Db,
  tenantId: string,
  boAlias: string,
  def: FormDefinition,
  named: Set<string>,
  query: Omit<ListQuery, 'keyword'> & { keyword?: string; keywordFields: string[] },
): Promise<FormListPage> {
  const searchable = new Set(query.keywordFields);
  const {
    query: sqlQuery,
    page,
    pageSize,
  } = recordQueryOf(
    {
      ...query,
      keyword: query.keyword
        ? {
            text: query.keyword,
            refs: shownFields(def)
              .filter((f) => searchable.has(f.name))
              .map((f) => ({ property: f.name, kind: kindOf(f) })),
          }
        : undefined,
    },
    listRefs(def, named),
  );
  const { rows, total } = await repo.pageRecords(db, tenantId, boAlias, sqlQuery);
  const perms = permissionsForNode(def);
  return {
    rows: rows.map((r) => visibleData(def, toRow(toRecord(r), def), perms) as FormListRow),
    total,
    page,
    pageSize,
  };
}

/** The rows of a template's list, filtered, sorted and paged by the database. */
export async function templateList(
  db: Db,
  auth: AuthContext,
  keyOrAlias: string,
  query: Omit<ListQuery, 'pageSize' | 'defaultSort' | 'keyword'> & { keyword?: string; pageSize?: number },
): Promise<FormListPage> {
  assertNotGuest(auth);
  const template = await getTemplate(db, auth.tenantId, keyOrAlias);
  const def = await getFormDefinition(db, auth.tenantId, template.formKey);
  const named = new Set([
    ...template.columns.map((c) => c.name),
    ...template.filters.map((f) => f.name),
    ...template.sort.map((s) => s.property),
  ]);
  // A template of one's own records keeps to them whatever else the list is filtered by (a group of its own).
  const filter = template.mine
    ? {
        ...query.filter,
        querys: [
          ...(query.filter?.querys ?? []),
          { property: 'createBy', value: auth.userId, operation: 'EQUAL' as const, group: 'owner' },
        ],
      }
    : query.filter;
  return listPage(db, auth.tenantId, template.boAlias, def, named, {
    ...query,
    filter,
    pageSize: query.pageSize ?? template.pageSize,
    defaultSort: template.sort,
    keywordFields: textual(def),
  });
}

/** The template, and its form when asked for its fields. */
export async function templateInfo(db: Db, auth: AuthContext, alias: string, withForm: boolean) {
  const template = await getTemplate(db, auth.tenantId, alias);
  assertMayRead(auth, template);
  return {
    template,
    ...(withForm ? { form: await getFormDefinition(db, auth.tenantId, template.formKey) } : {}),
  };
}

/**
 * getForm: the form, the record (for edit and get) and the permissions: everything read-only for action get, else
 * the form's own permissions. A guest may only open a QR-code template's record read-only.
 */
export async function getFormWithData(
  db: Db,
  auth: AuthContext,
  formKey: string,
  boAlias: string,
  query: { id?: string; action?: 'add' | 'edit' | 'get' },
): Promise<FormWithData> {
  const action = query.action ?? (query.id ? 'edit' : 'add');
  if (action !== 'get' || !query.id) assertNotGuest(auth);
  const form = await getFormDefinition(db, auth.tenantId, formKey);
  if (form.boAlias !== boAlias) throw new NotFound(RECORD_NOT_FOUND);
  if (action === 'get' && query.id) {
    const qr = (await repo.listConfigs(db, auth.tenantId, 'template'))
      .map((r) => parseConfig<FormDataTemplate>(r))
      .some((t) => t.formKey === formKey && t.qrcode);
    assertMayRead(auth, { qrcode: qr });
  }
  const record = query.id ? await repo.findRecord(db, auth.tenantId, boAlias, query.id) : undefined;
  if (query.id && !record) throw new NotFound(RECORD_NOT_FOUND);
  const data: FormRecordData = record
    ? toRecord(record).data
    : Object.fromEntries(
        form.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue]),
      );
  const own = permissionsForNode(form);
  const permissions = action === 'get' ? readOnlyPermissions(own) : own;
  return {
    form,
    data: visibleData(form, data, permissions),
    ...(record ? { id: record.id } : {}),
    permissions,
    dictionaries: await dictionaryOptions(db, auth.tenantId, dictionaryKeys(form)),
  };
}

/** boSave: validates and stores a record in one transaction, removing the caller's draft it came from. */
export async function boSave(
  db: Db,
  auth: AuthContext,
  boAlias: string,
  body: { id?: string; formKey?: string; data: FormRecordData },
  delDraftId?: string,
) {
  assertNotGuest(auth);
  return db.transaction().execute(async (trx) => {
    assertTemplateOffers(await templatesOfBo(trx, auth.tenantId, boAlias), body.id ? 'edit' : 'add');
    if (body.id) {
      const existing = await repo.findRecord(trx, auth.tenantId, boAlias, body.id);
      if (!existing) throw new NotFound(RECORD_NOT_FOUND);
      await assertMayModify(trx, auth, [existing.create_by]);
    }
    const saved = await saveBusinessData(trx, {
      tenantId: auth.tenantId,
      boAlias,
      data: body.data,
      userId: auth.userId,
      id: body.id,
      formKey: body.formKey,
    });
    if (delDraftId) await repo.deleteDraft(trx, auth.tenantId, delDraftId, auth.userId);
    return saved;
  });
}

/** boSaveDraft: keeps what was filled so far (types are checked, required fields are not). */
export async function boSaveDraft(
  db: Db,
  auth: AuthContext,
  boAlias: string,
  body: { formKey?: string; data: FormRecordData },
): Promise<string> {
  assertNotGuest(auth);
  const form = body.formKey ? await getFormDefinition(db, auth.tenantId, body.formKey) : undefined;
  if (form && form.boAlias !== boAlias) throw new BadInput(`表单 ${form.key} 不属于业务对象 ${boAlias}`);
  const id = randomUUID();
  await repo.insertDraft(db, {
    id,
    tenant_id: auth.tenantId,
    bo_alias: boAlias,
    form_key: form?.key ?? '',
    data: JSON.stringify(body.data),
    create_by: auth.userId,
    created_at: Date.now(),
  });
  return id;
}

const splitIds = (ids: string) => [
  ...new Set(
    ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** boDel: deletes the records (all or none): each must exist and be the caller's, or the caller an admin. */
export async function boDel(db: Db, auth: AuthContext, boAlias: string, ids: string): Promise<number> {
  assertNotGuest(auth);
  const list = splitIds(ids);
  return db.transaction().execute(async (trx) => {
    assertTemplateOffers(await templatesOfBo(trx, auth.tenantId, boAlias), 'del');
    const found = await repo.findRecords(trx, auth.tenantId, boAlias, list);
    if (found.length !== list.length) throw new NotFound(RECORD_NOT_FOUND);
    await assertMayModify(
      trx,
      auth,
      found.map((r) => r.create_by),
    );
    await repo.deleteRecords(trx, auth.tenantId, boAlias, list);
    return list.length;
  });
}

/** boCopy: a new record with the same data (new serial numbers, new sub-table row ids). */
export async function boCopy(db: Db, auth: AuthContext, boAlias: string, id: string) {
  assertNotGuest(auth);
  return db.transaction().execute(async (trx) => {
    assertTemplateOffers(await templatesOfBo(trx, auth.tenantId, boAlias), 'add');
    const record = await repo.findRecord(trx, auth.tenantId, boAlias, id);
    if (!record) throw new NotFound(RECORD_NOT_FOUND);
    const data = toRecord(record).data;
    const def = await getFormDefinition(trx, auth.tenantId, record.form_key);
    const subs = new Set(def.fields.filter((f) => f.type === 'subtable').map((f) => f.name));
    // A copy takes what a new record may be given: no signatures (they belong to the original) and none of the
    // fields the form keeps read-only or hidden. Rows of the copy are new rows: without ids they get fresh ones.
    const perms = permissionsForNode(def);
    const copyable = (name: string) => {
      const field = def.fields.find((f) => f.name === name);
      return (
        field !== undefined &&
        field.type !== 'signature' &&
        !['r', 'n'].includes(fieldPermission(perms, name))
      );
    };
    const fresh = Object.fromEntries(
      Object.entries(data)
        .filter(([k]) => copyable(k))
        .map(([k, v]) => [
          k,
          subs.has(k) && Array.isArray(v)
            ? v.map((row: FormRecordData) =>
                Object.fromEntries(Object.entries(row).filter(([c]) => c !== 'id')),
              )
            : v,
        ]),
    );
    return saveBusinessData(trx, {
      tenantId: auth.tenantId,
      boAlias,
      data: fresh,
      userId: auth.userId,
      formKey: record.form_key,
    });
  });
}

/** boBatchUpdate: sets the same main fields on several records, each validated, all or none. */
export async function boBatchUpdate(
  db: Db,
  auth: AuthContext,
  boAlias: string,
  body: { ids: string; data: FormRecordData },
): Promise<number> {
  assertNotGuest(auth);
  const list = splitIds(body.ids);
  return db.transaction().execute(async (trx) => {
    assertTemplateOffers(await templatesOfBo(trx, auth.tenantId, boAlias), 'edit');
    const found = await repo.findRecords(trx, auth.tenantId, boAlias, list);
    if (found.length !== list.length) throw new NotFound(RECORD_NOT_FOUND);
    await assertMayModify(
      trx,
      auth,
      found.map((r) => r.create_by),
    );
    for (const record of found) {
      await saveBusinessData(trx, {
        tenantId: auth.tenantId,
        boAlias,
        id: record.id,
        formKey: record.form_key,
        data: { ...toRecord(record).data, ...body.data },
        userId: auth.userId,
      });
    }
    return found.length;
  });
}

function subField(def: FormDefinition, name?: string): FormField {
  const subs = def.fields.filter((f) => f.type === 'subtable');
  const sub = name ? subs.find((f) => f.name === name) : subs[0];
  if (!sub) throw new NotFound('子表不存在');
  return sub;
}

/** Sub-table rows of a record; alias is `{template}` (its first sub-table) or `{template}.{sub-table}`. */
export async function subData(db: Db, auth: AuthContext, alias: string, refId: string, subName?: string) {
  const [templateAlias = '', sub] = alias.split('.');
  const template = await getTemplate(db, auth.tenantId, templateAlias);
  assertMayRead(auth, template);
  const def = await getFormDefinition(db, auth.tenantId, template.formKey);
  const perms = permissionsForNode(def);
  const whole = subField(def, subName ?? sub);
  // A sub-table the form hides is not there; a hidden column is left out of the rows and the columns.
  if (fieldPermission(perms, whole.name) === 'n') throw new NotFound('子表不存在');
  const field = {
    ...whole,
    fields: (whole.fields ?? []).filter((c) => fieldPermission(perms, c.name, whole.name) !== 'n'),
  };
  const record = await repo.findRecord(db, auth.tenantId, template.boAlias, refId);
  if (!record) throw new NotFound(RECORD_NOT_FOUND);
  const shown = visibleData(def, { [whole.name]: toRecord(record).data[whole.name] }, perms)[whole.name];
  return { field, rows: (Array.isArray(shown) ? shown : []) as FormListRow[] };
}

/** Counts of records per template alias, for badges on the mobile list entries. */
export async function loadMobileCounts(db: Db, auth: AuthContext, aliases: string) {
  assertNotGuest(auth);
  const out: Record<string, number> = {};
  for (const alias of splitIds(aliases)) {
    const row = await repo.findConfig(db, auth.tenantId, 'template', alias);
    if (!row) continue;
    const template = parseConfig<FormDataTemplate>(row);
    out[alias] = template.mine
      ? (await templateList(db, auth, template.key, { pageSize: 1 })).total
      : await repo.countRecords(db, auth.tenantId, template.boAlias);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Excel

interface Column {
  name: string;
  label: string;
}

/** Text a spreadsheet would run as a formula (= + - @, or a leading tab or return) is kept as text by a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const cellText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
/** The text of an imported cell, without the quote an export put before formula-like text. */
const importedText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A workbook with one sheet: a header row of labels, then one row per record, values as people read them. */
async function workbook(sheet: string, columns: Column[], rows: FormListRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Baton';
  const ws = book.addWorksheet(sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({
    header: cellText(c.label),
    key: c.name,
    width: Math.max(12, c.label.length * 2 + 4),
  }));
  for (const row of rows) {
    ws.addRow(
      Object.fromEntries(
        columns.map((c) => {
          const v = row[c.name];
          return [c.name, typeof v === 'number' || typeof v === 'boolean' ? v : cellText(textOf(v))];
        }),
      ),
    );
  }
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

function pickColumns(all: Column[], expField?: string): Column[] {
  if (!expField) return all;
  const wanted = splitIds(expField);
  const unknown = wanted.find((n) => !all.some((c) => c.name === n));
  if (unknown) throw new BadInput(`expField 的字段 ${unknown} 不存在`);
  return wanted.map((n) => all.find((c) => c.name === n)!);
}

/** export: the template's list (all matching rows, or the first page) as an .xlsx file. */
export async function exportTemplate(
  db: Db,
  auth: AuthContext,
  q: { formKey: string; getType?: string; filterKey?: string; expField?: string },
): Promise<{ fileName: string; content: Buffer }> {
  const template = await getTemplate(db, auth.tenantId, q.formKey);
  assertTemplateOffers([template], 'export');
  const filter = parseFilterKey(q.filterKey);
  const page = await templateList(db, auth, template.key, { filter, all: q.getType !== 'page' });
  const columns = pickColumns(template.columns, q.expField);
  return { fileName: `${template.name}.xlsx`, content: await workbook(template.name, columns, page.rows) };
}

/** exportSub: one record's sub-table rows as an .xlsx file. */
export async function exportSub(db: Db, auth: AuthContext, alias: string, refId: string) {
  const { field, rows } = await subData(db, auth, alias, refId);
  const columns = (field.fields ?? []).map((f) => ({ name: f.name, label: f.label }));
  return { fileName: `${field.label}.xlsx`, content: await workbook(field.label, columns, rows) };
}

/** import: creates one record per sheet row (header row = field labels or names), all or none. */
export async function importTemplate(db: Db, auth: AuthContext, keyOrAlias: string, file: Buffer) {
  assertNotGuest(auth);
  const template = await getTemplate(db, auth.tenantId, keyOrAlias);
  const def = await getFormDefinition(db, auth.tenantId, template.formKey);
  assertWorkbookSize(file);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new BadInput('导入文件不是有效的Excel文件');
  }
  const ws = book.worksheets[0];
  if (!ws) throw new BadInput('导入文件没有数据');
  const header = (ws.getRow(1).values as unknown[]).slice(1).map((v) => textOf(v).trim());
  const fields = header.map((h) => def.fields.find((f) => f.label === h || f.name === h));
  const records: FormRecordData[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    const data: FormRecordData = {};
    fields.forEach((f, i) => {
      const v = values[i];
      if (!f || v === undefined || v === null) return;
      data[f.name] =
        f.type === 'number' || f.type === 'currency'
          ? v
          : v instanceof Date
            ? v
                .toISOString()
                .slice(0, f.type === 'date' ? 10 : 19)
                .replace('T', ' ')
            : importedText(textOf(v));
    });
    records.push(data);
  });
  return db.transaction().execute(async (trx) => {
    for (const [i, data] of records.entries()) {
      try {
        await saveBusinessData(trx, {
          tenantId: auth.tenantId,
          boAlias: template.boAlias,
          formKey: def.key,
          data,
          userId: auth.userId,
        });
      } catch (e) {
        if (e instanceof BadInput) throw new BadInput(`第${i + 2}行：${e.message}`);
        throw e;
      }
    }
    return records.length;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Dialogs, custom queries, charts, query views, bo definitions

export async function getDialog(db: Db, auth: AuthContext, alias: string): Promise<FormCustomDialog> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'dialog', alias);
  if (!row) throw new NotFound(DIALOG_NOT_FOUND);
  const { source: _source, ...dialog } = parseConfig<FormCustomDialog & Sourced>(row);
  assertRequestTexts(dialog);
  return { ...dialog, pageSize: LIMITS.customDialogPageSize };
}

/**
 * A page of a business object's records with only the given fields (and `id`), filtered, sorted and paged by the
 * database; the given fields (with their types from the newest form saving to the object) are all it may filter
 * or sort by. Dialogs and custom queries read their source this way.
 */
async function sourcePage(
  db: Db,
  tenantId: string,
  source: string,
  fields: Set<string>,
  query: Omit<ListQuery, 'keyword' | 'defaultSort'>,
): Promise<FormListPage> {
  const defRow = await repo.latestFormDefOfBo(db, tenantId, source);
  const defFields = defRow ? (JSON.parse(defRow.definition) as FormDefinition).fields : [];
  const refs = new Map<string, PropertyRef>([['id', RECORD_COLUMNS.id]]);
  for (const name of fields) {
    const field = defFields.find((f) => f.name === name && f.type !== 'subtable');
    refs.set(name, { property: name, kind: field ? kindOf(field) : 'text' });
  }
  const { query: sqlQuery, page, pageSize } = recordQueryOf(query, refs);
  const { rows, total } = await repo.pageRecords(db, tenantId, source, sqlQuery);
  return {
    rows: rows.map((r) => ({
      ...Object.fromEntries(
        Object.entries(JSON.parse(r.data) as FormRecordData).filter(([k]) => fields.has(k)),
      ),
      id: r.id,
    })),
    total,
    page,
    pageSize,
  };
}

/** getListData: a page of 20 rows of a dialog, searched by its condition fields (mapParam is JSON). */
export async function dialogListData(
  db: Db,
  auth: AuthContext,
  alias: string,
  mapParam: string | undefined,
  page = 1,
): Promise<FormListPage> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'dialog', alias);
  if (!row) throw new NotFound(DIALOG_NOT_FOUND);
  const dialog = parseConfig<FormCustomDialog & Sourced>(row);
  const params = parseJsonParam<Record<string, unknown>>(mapParam, {});
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new BadInput(INVALID_POST_JSON);
  const fields = new Set([...dialog.displayfield, ...dialog.resultfield].map((f) => f.field));
  const querys = dialog.conditionfield
    .filter((c) => params[c.field] !== undefined && params[c.field] !== '')
    .map((c) => ({ property: c.field, value: String(params[c.field]), operation: c.condition }));
  const unknown = Object.keys(params).find((k) => !dialog.conditionfield.some((c) => c.field === k));
  if (unknown) throw new BadInput(`mapParam 的字段 ${unknown} 不是查询条件`);
  const pageSize = LIMITS.customDialogPageSize;
  return sourcePage(db, auth.tenantId, dialog.source, fields, {
    filter: {
      querys,
      sorter: dialog.sortfield.map((s) => ({
        property: s.field,
        direction: s.sortType === 'desc' ? ('DESC' as const) : ('ASC' as const),
      })),
    },
    page,
    pageSize,
    all: !dialog.needPage,
  });
}

export async function getCustomQuery(db: Db, auth: AuthContext, alias: string): Promise<FormCustomQuery> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'query', alias);
  if (!row) throw new NotFound(QUERY_NOT_FOUND);
  const { source: _source, ...query } = parseConfig<FormCustomQuery & Sourced>(row);
  assertRequestTexts(query);
  return query;
}

/** Runs a custom query: its result fields of the rows matching queryData (JSON of condition values). */
export async function runCustomQuery(
  db: Db,
  auth: AuthContext,
  q: { alias: string; queryData?: string; page?: number; pageSize?: number },
): Promise<FormListPage> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'query', q.alias);
  if (!row) throw new NotFound(QUERY_NOT_FOUND);
  const query = parseConfig<FormCustomQuery & Sourced>(row);
  const params = parseJsonParam<Record<string, unknown>>(q.queryData, {});
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new BadInput(INVALID_POST_JSON);
  const fields = new Set(query.resultfield.map((f) => f.field));
  const querys = query.conditionfield
    .filter((c) => params[c.field] !== undefined && params[c.field] !== '')
    .map((c) => ({ property: c.field, value: String(params[c.field]), operation: 'LIKE' as const }));
  return sourcePage(db, auth.tenantId, query.source, fields, {
    filter: { querys },
    page: q.page ?? 1,
    pageSize: q.pageSize ?? LIMITS.customDialogPageSize,
  });
}

export async function getChart(db: Db, auth: AuthContext, idOrAlias: string): Promise<FormCustomChart> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'chart', idOrAlias);
  if (!row) throw new NotFound(CHART_NOT_FOUND);
  return parseConfig<FormCustomChart>(row);
}

/** Chart data: records of the business object counted (or summed) per value of the grouping field. */
export async function chartData(db: Db, auth: AuthContext, alias: string): Promise<FormChartData> {
  const chart = await getChart(db, auth, alias);
  const def = await repo.latestFormDefOfBo(db, auth.tenantId, chart.boAlias);
  const fields = def ? (JSON.parse(def.definition) as FormDefinition).fields : [];
  const field = fields.find((f) => f.name === chart.groupBy);
  const sumField = chart.sumField ? fields.find((f) => f.name === chart.sumField) : undefined;
  const names = field?.dictionary
    ? Object.fromEntries(
        ((await dictionaryOptions(db, auth.tenantId, [field.dictionary]))[field.dictionary] ?? []).map(
          (o) => [o.key, o.name],
        ),
      )
    : Object.fromEntries((field?.options ?? []).map((o) => [o.key, o.name]));
  const groups = await repo.groupRecords(
    db,
    auth.tenantId,
    chart.boAlias,
    { property: chart.groupBy, kind: field ? kindOf(field) : 'text' },
    chart.sumField ? { property: chart.sumField, kind: sumField ? kindOf(sumField) : 'number' } : undefined,
  );
  const totals = new Map<string, number>();
  for (const g of groups) {
    const key = g.key || '-';
    totals.set(key, (totals.get(key) ?? 0) + g.total);
  }
  const keys = [...totals.keys()].sort();
  return {
    chart,
    categories: keys.map((k) => names[k] ?? k),
    series: [{ name: chart.name, data: keys.map((k) => Math.round((totals.get(k) ?? 0) * 100) / 100) }],
  };
}

export async function getQueryView(
  db: Db,
  auth: AuthContext,
  sqlAlias: string,
  alias: string,
): Promise<FormQueryView & Sourced> {
  assertNotGuest(auth);
  const row = await repo.findConfig(db, auth.tenantId, 'view', `${sqlAlias}/${alias}`);
  if (!row) throw new NotFound(VIEW_NOT_FOUND);
  return { ...parseConfig<FormQueryView>(row), sqlAlias, alias, source: sqlAlias };
}

export async function queryViewData(
  db: Db,
  auth: AuthContext,
  sqlAlias: string,
  alias: string,
  q: Omit<ListQuery, 'pageSize' | 'keyword'> & { keyword?: string; pageSize?: number },
): Promise<FormListPage> {
  const view = await getQueryView(db, auth, sqlAlias, alias);
  const def = await repo.latestFormDefOfBo(db, auth.tenantId, view.source);
  if (!def) throw new NotFound(VIEW_NOT_FOUND);
  const form = await getFormDefinition(db, auth.tenantId, def.form_key);
  const named = new Set([...view.columns.map((c) => c.name), ...view.filters.map((f) => f.name)]);
  return listPage(db, auth.tenantId, view.source, form, named, {
    ...q,
    pageSize: q.pageSize ?? view.pageSize,
    keywordFields: view.columns.map((c) => c.name),
  });
}

export async function exportQueryView(
  db: Db,
  auth: AuthContext,
  q: { sqlAlias: string; alias: string; filterKey?: string },
) {
  const view = await getQueryView(db, auth, q.sqlAlias, q.alias);
  const filter = parseFilterKey(q.filterKey);
  const page = await queryViewData(db, auth, q.sqlAlias, q.alias, { filter, all: true });
  return { fileName: `${view.name}.xlsx`, content: await workbook(view.name, view.columns, page.rows) };
}

/** A business object's fields, from the newest form saving to it. */
export async function boDef(db: Db, auth: AuthContext, alias: string): Promise<FormBoDef> {
  assertNotGuest(auth);
  const row = await repo.latestFormDefOfBo(db, auth.tenantId, alias);
  if (!row) throw new NotFound('业务对象不存在');
  const def = await getFormDefinition(db, auth.tenantId, row.form_key);
  const plain = (fields: FormDefinition['fields']) =>
    fields.filter((f) => f.type !== 'subtable').map((f) => ({ name: f.name, label: f.label, type: f.type }));
  return {
    alias,
    name: def.name,
    fields: plain(def.fields),
    subs: def.fields
      .filter((f) => f.type === 'subtable')
      .map((f) => ({ name: f.name, label: f.label, fields: plain(f.fields ?? []) })),
  };
}

/** The sub-tables of a form (getSubEntsByFormKey). */
export async function subEntsByFormKey(db: Db, auth: AuthContext, formKey: string): Promise<FormField[]> {
  assertNotGuest(auth);
  return (await getFormDefinition(db, auth.tenantId, formKey)).fields.filter((f) => f.type === 'subtable');
}
