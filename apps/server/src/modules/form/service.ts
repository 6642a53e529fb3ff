import { randomUUID } from 'node:crypto';
import {
  FormDefinition,
  type FormBoRecord,
  type FormDictItem,
  type FormOption,
  type FormPermissions,
  type FormRecordData,
} from '@baton/contracts';
import { Compile } from 'typebox/compile';
import type { Db } from '../../db/schema';
import { BadInput, NotFound } from '../../errors';
import { maySignWith, sealImageHashes, storedFiles } from '../file/service';
import { membersByIds } from '../uc/service';
import { sanitizeHtml } from './sanitize';
import * as repo from './repository';
import { dayStamp, formatDateTime, formatSerial } from './time';
import {
  checkFormSubmission,
  dictionaryKeys,
  FIELD_TEXTS,
  FormSubmissionError,
  permissionsForNode,
  serialFields,
  type FieldFailure,
} from './validate';

export {
  ALL_WRITABLE,
  checkFormSubmission,
  fieldPermission,
  FormSubmissionError,
  permissionsForNode,
  readOnlyPermissions,
  visibleData,
  type SubmissionInput,
} from './validate';

export const FORM_NOT_FOUND = '表单不存在';
export const RECORD_NOT_FOUND = '业务数据不存在';
export const IDENTITY_NOT_FOUND = '流水号不存在';

type DefRow = NonNullable<Awaited<ReturnType<typeof repo.latestFormDef>>>;
type RecordRow = NonNullable<Awaited<ReturnType<typeof repo.findRecord>>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const DEFINITION_CACHE_SIZE = 200;
const definitions = new Map<string, FormDefinition>();

/**
 * A stored form version as its definition. Versions are never changed once written (a change is a new version
 * row), so each row is parsed once and shared, frozen so no caller can alter what the next one reads.
 */
function toDefinition(row: DefRow): FormDefinition {
  const cached = definitions.get(row.id);
  if (cached) return cached;
  const definition = deepFreeze<FormDefinition>({
    ...(JSON.parse(row.definition) as Omit<FormDefinition, 'id' | 'version'>),
    id: row.id,
    key: row.form_key,
    version: row.version,
    name: row.name,
    boAlias: row.bo_alias,
    updateTime: formatDateTime(Number(row.created_at)),
  });
  if (definitions.size >= DEFINITION_CACHE_SIZE) definitions.delete(definitions.keys().next().value!);
  definitions.set(row.id, definition);
  return definition;
}

export const toRecord = (row: RecordRow): FormBoRecord => ({
  id: row.id,
  boAlias: row.bo_alias,
  formKey: row.form_key,
  formVersion: row.form_version,
  data: JSON.parse(row.data) as FormRecordData,
  createBy: row.create_by,
  createTime: formatDateTime(Number(row.created_at)),
  updateTime: formatDateTime(Number(row.updated_at)),
});

/** The newest version of a form of the tenant (or the given version); 404 表单不存在 otherwise. */
export async function getFormDefinition(
  db: Db,
  tenantId: string,
  formKey: string,
  version?: number,
): Promise<FormDefinition> {
  const row =
    version === undefined
      ? await repo.latestFormDef(db, tenantId, formKey)
      : await repo.formDefVersion(db, tenantId, formKey, version);
  if (!row) throw new NotFound(FORM_NOT_FOUND);
  return toDefinition(row);
}

/** A form by the id of one of its versions, or by its key (the newest version). */
export async function getFormDefinitionByIdOrKey(
  db: Db,
  tenantId: string,
  idOrKey: string,
): Promise<FormDefinition> {
  const row =
    (await repo.formDefById(db, tenantId, idOrKey)) ?? (await repo.latestFormDef(db, tenantId, idOrKey));
  if (!row) throw new NotFound(FORM_NOT_FOUND);
  return toDefinition(row);
}

const checkDefinition = Compile(FormDefinition);

/** Rich text and labels of a definition pass the server's HTML whitelist before they are stored. */
function sanitizeDefinition(def: FormDefinition): FormDefinition {
  const fields = def.fields.map((f) => ({
    ...f,
    ...(f.html !== undefined ? { html: sanitizeHtml(f.html) } : {}),
    ...(f.fields
      ? { fields: f.fields.map((s) => (s.html !== undefined ? { ...s, html: sanitizeHtml(s.html) } : s)) }
      : {}),
  }));
  return {
    ...def,
    fields,
    ...(def.description !== undefined ? { description: sanitizeHtml(def.description) } : {}),
  };
}

/**
 * Saves a definition as the next version of its key (version 1 for a new key) and answers it. HTML is sanitised;
 * field names must be unique per record; a confirm must name a main field (and a value to compare with).
 */
export async function saveFormDefinition(
  db: Db,
  tenantId: string,
  input: Omit<FormDefinition, 'id' | 'version'>,
  now = Date.now(),
): Promise<FormDefinition> {
  const candidate = { ...input, id: 'new', version: 1 };
  if (!checkDefinition.Check(candidate)) {
    const first = [...checkDefinition.Errors(candidate)][0];
    throw new BadInput(`表单定义无效：${first?.instancePath ?? ''}`);
  }
  const names = (fields: { name: string }[]) => new Set(fields.map((f) => f.name)).size === fields.length;
  if (!names(input.fields) || input.fields.some((f) => f.fields && !names(f.fields)))
    throw new BadInput('表单定义无效：字段名重复');
  // A confirm names a main field; one that compares needs the number it compares with.
  const mainFields = new Set(input.fields.map((f) => f.name));
  if (
    (input.confirms ?? []).some(
      (c) => !mainFields.has(c.field) || (c.when !== 'empty' && c.value === undefined),
    )
  )
    throw new BadInput('表单定义无效：确认条件');
  const clean = sanitizeDefinition(candidate);
  const latest = await repo.latestFormDef(db, tenantId, input.key);
  const row = {
    id: randomUUID(),
    tenant_id: tenantId,
    form_key: input.key,
    version: (latest?.version ?? 0) + 1,
    name: input.name,
    bo_alias: input.boAlias,
    definition: JSON.stringify({ ...clean, id: undefined, version: undefined }),
    created_at: now,
  };
  await repo.insertFormDef(db, row);
  return toDefinition(row);
}

/** Options of the given dictionaries, by type key. */
export async function dictionaryOptions(
  db: Db,
  tenantId: string,
  typeKeys: string[],
): Promise<Record<string, FormOption[]>> {
  const out: Record<string, FormOption[]> = Object.fromEntries(typeKeys.map((k) => [k, []]));
  for (const item of await repo.listDictItems(db, tenantId, typeKeys))
    out[item.type_key]?.push({ key: item.key, name: item.name });
  return out;
}

export async function listDictTypes(db: Db, tenantId: string) {
  return (await repo.listDictTypes(db, tenantId)).map((t) => ({ typeKey: t.type_key, name: t.name }));
}

export async function listDictionary(db: Db, tenantId: string, typeKey: string): Promise<FormDictItem[]> {
  return (await repo.listDictItems(db, tenantId, [typeKey])).map((i) => ({
    id: i.id,
    typeKey: i.type_key,
    key: i.key,
    name: i.name,
    ...(i.parent_id ? { parentId: i.parent_id } : {}),
    sn: i.sn,
  }));
}

/** The next serial number of an identity rule, unique under concurrency (one atomic UPDATE … RETURNING). */
export async function nextIdentity(
  db: Db,
  tenantId: string,
  alias: string,
  now = Date.now(),
): Promise<string> {
  const drawn = await repo.drawIdentity(db, tenantId, alias, dayStamp(now));
  if (!drawn) throw new NotFound(IDENTITY_NOT_FOUND);
  return formatSerial(drawn.regulation, Number(drawn.cur_value), drawn.no_length, now);
}

/**
 * Serial numbers for a new record of the form, drawn ahead of the transaction that stores it, on PostgreSQL only:
 * there the drawn rule's row stays locked until the drawing transaction commits, so drawing inside a long
 * transaction (a workflow start) would make every start of the tenant wait for the previous one. A rolled-back
 * store then leaves a gap in the numbers, as a database sequence does. SQLite has one writer at a time anyway, so
 * there the numbers are drawn inside the store's transaction (an empty answer) and never skip.
 */
export async function drawSerialsAhead(
  db: Db,
  tenantId: string,
  formKey: string,
  now = Date.now(),
): Promise<Record<string, string>> {
  if (!repo.isPostgres(db)) return {};
  const row = await repo.latestFormDef(db, tenantId, formKey);
  if (!row) return {};
  const drawn: Record<string, string> = {};
  for (const field of serialFields(toDefinition(row))) {
    drawn[field.name] = await nextIdentity(db, tenantId, field.identity!, now);
  }
  return drawn;
}

/** A record of the tenant's business object; 404 业务数据不存在 otherwise (also for another tenant's). */
export async function getBusinessData(
  db: Db,
  tenantId: string,
  boAlias: string,
  id: string,
): Promise<FormBoRecord> {
  const row = await repo.findRecord(db, tenantId, boAlias, id);
  if (!row) throw new NotFound(RECORD_NOT_FOUND);
  return toRecord(row);
}

type FileEntry = { id?: unknown; name?: unknown; size?: unknown; type?: unknown };
type SignatureEntry = { userId: string; name: string; signature: string; createTime?: string };

/** Visits file, image and signature values of a record, main fields and sub-table rows alike. */
function visitFileValues(
  fields: FormDefinition['fields'],
  record: FormRecordData,
  visit: (field: FormDefinition['fields'][number], list: unknown[], path: string) => void,
  prefix = '',
): void {
  for (const f of fields) {
    const value = record[f.name];
    if (!Array.isArray(value)) continue;
    if (f.type === 'subtable') {
      value.forEach((row, i) =>
        visitFileValues(f.fields ?? [], row as FormRecordData, visit, `${prefix}${f.name}[${i}].`),
      );
    } else if (f.type === 'file' || f.type === 'image' || f.type === 'signature') {
      visit(f, value, `${prefix}${f.name}`);
    }
  }
}

const fileIdOf = (type: string, entry: unknown) =>
  String(type === 'signature' ? (entry as SignatureEntry).signature : (entry as FileEntry).id);

/** The ids of every file, image and signature image a record's data refers to. */
export function fileIdsOf(fields: FormDefinition['fields'], data: FormRecordData): Set<string> {
  const ids = new Set<string>();
  visitFileValues(fields, data, (f, list) => list.forEach((e) => ids.add(fileIdOf(f.type, e))));
  return ids;
}

/**
 * Checks the files a record refers to against what the server stored, in place: every file must be one of the
 * tenant's; a newly attached file is described by the stored name, size and type (never the request's), and a png-only
 * image field takes only stored PNGs; a signature the caller adds must use the caller's own seal image or a PNG they
 * uploaded as handwriting that is no copy of a seal image, and gets the server's time.
 */
async function checkReferencedFiles(
  trx: Db,
  input: { tenantId: string; userId: string; now: number },
  def: FormDefinition,
  data: FormRecordData,
  previous: FormRecordData,
): Promise<FieldFailure[]> {
  // What the record already held, per field (sub-table rows alike) and, for signatures, per signer: moving a file
  // to another field, or taking over someone's signature image, counts as new.
  const keyOf = (f: { type: string }, path: string, entry: unknown) =>
    `${path.replace(/\[\d+\]/g, '')}|${f.type === 'signature' ? (entry as SignatureEntry).userId : ''}|${fileIdOf(f.type, entry)}`;
  const known = new Set<string>();
  visitFileValues(def.fields, previous, (f, list, path) => list.forEach((e) => known.add(keyOf(f, path, e))));
  const wanted = new Set<string>();
  visitFileValues(def.fields, data, (f, list) => list.forEach((e) => wanted.add(fileIdOf(f.type, e))));
  const stored = await storedFiles(trx, input.tenantId, [...wanted]);
  const sealHashes = await sealImageHashes(trx, input.tenantId, stored.values());
  // A new signature carries the signer's name as the directory has it, never what the request says.
  let signerName: string | undefined;
  visitFileValues(def.fields, data, (f, list) => {
    if (f.type === 'signature' && list.some((e) => (e as SignatureEntry).userId === input.userId))
      signerName = '';
  });
  if (signerName !== undefined)
    signerName = (await membersByIds(trx, input.tenantId, [input.userId]))[0]?.fullname ?? '';
  const failures: FieldFailure[] = [];
  visitFileValues(def.fields, data, (f, list, path) => {
    const fail = (message: string) => {
      if (!failures.some((x) => x.path === path && x.message === message))
        failures.push({ path, label: f.label, message });
    };
    list.forEach((entry, i) => {
      const id = fileIdOf(f.type, entry);
      const file = stored.get(id);
      if (!file) return fail(FIELD_TEXTS.fileMissing);
      if (known.has(keyOf(f, path, entry))) return;
      if (f.type === 'signature') {
        const sig = entry as SignatureEntry;
        if (sig.userId !== input.userId) return;
        if (!maySignWith(file, input.userId, sealHashes)) return fail(FIELD_TEXTS.signatureNotOwn);
        list[i] = { ...sig, name: signerName || sig.name, createTime: formatDateTime(input.now) };
        return;
      }
      if (f.type === 'image' && f.pngOnly && file.ext !== 'png') return fail(FIELD_TEXTS.pngOnly);
      list[i] = { id: file.id, name: file.name, size: file.size, type: file.ext };
    });
  });
  return failures;
}

export interface SaveBusinessDataInput {
  tenantId: string;
  boAlias: string;
  /** What the client sent for the record. */
  data: FormRecordData;
  userId: string;
  /** The record to update; a new record when left out. */
  id?: string;
  /** The form it was filled in; the newest form of the business object when left out. */
  formKey?: string;
  /** The node's field permissions; the form's own permissions (else everything writable) when left out. */
  permissions?: FormPermissions;
  /** Serial numbers already drawn for a new record (drawSerialsAhead); the others are drawn here. */
  serials?: Record<string, string>;
  now?: number;
}

/**
 * Validates and stores a record in the caller's transaction: checks the submission against the form and the
 * permissions (read-only and hidden fields keep their stored values, a change to one is refused), checks that
 * referenced files belong to the tenant, draws serial numbers for a new record, and answers the stored data.
 */
export async function saveBusinessData(
  trx: Db,
  {
    tenantId,
    boAlias,
    data,
    userId,
    id,
    formKey,
    permissions,
    serials,
    now = Date.now(),
  }: SaveBusinessDataInput,
): Promise<{ id: string; data: FormRecordData }> {
  const defRow = formKey
    ? await repo.latestFormDef(trx, tenantId, formKey)
    : await repo.latestFormDefOfBo(trx, tenantId, boAlias);
  if (!defRow) throw new NotFound(FORM_NOT_FOUND);
  const definition = toDefinition(defRow);
  if (definition.boAlias !== boAlias) throw new BadInput(`表单 ${definition.key} 不属于业务对象 ${boAlias}`);
  const existing = id ? await repo.findRecord(trx, tenantId, boAlias, id) : undefined;
  if (id && !existing) throw new NotFound(RECORD_NOT_FOUND);
  const previous = existing ? (JSON.parse(existing.data) as FormRecordData) : {};
  const dictionaries = await dictionaryOptions(trx, tenantId, dictionaryKeys(definition));
  const cleaned = checkFormSubmission(definition, {
    data,
    previous,
    permissions: permissions ?? permissionsForNode(definition),
    dictionaries,
    userId,
  });

  const fileFailures = await checkReferencedFiles(
    trx,
    { tenantId, userId, now },
    definition,
    cleaned,
    previous,
  );
  if (fileFailures.length) throw new FormSubmissionError(fileFailures);

  if (!existing) {
    for (const field of serialFields(definition)) {
      cleaned[field.name] =
        serials?.[field.name] ?? (await nextIdentity(trx, tenantId, field.identity!, now));
    }
  }
  const recordId = existing?.id ?? randomUUID();
  const text = JSON.stringify(cleaned);
  if (existing) {
    await repo.updateRecord(trx, tenantId, recordId, {
      data: text,
      updated_at: now,
      form_key: definition.key,
      form_version: definition.version,
    });
  } else {
    await repo.insertRecord(trx, {
      id: recordId,
      tenant_id: tenantId,
      bo_alias: boAlias,
      form_key: definition.key,
      form_version: definition.version,
      data: text,
      create_by: userId,
      created_at: now,
      updated_at: now,
    });
  }
  return { id: recordId, data: cleaned };
}

export { FIELD_TEXTS };
