import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  type FormAnyField,
  type FormDefinition,
  type FormField,
  type FormFieldPermission,
  type FormOption,
  type FormPermissions,
  type FormRecordData,
} from '@baton/contracts';
import { BadInput } from '../../errors';

/** Heading of a refused submission, followed by each field's label and what is wrong (workflow.md §5). */
export const FORM_INVALID_HEADING = '请正确的填写以下表单内容：';

export const FIELD_TEXTS = {
  required: '不能为空',
  readOnly: '为只读字段，不能修改',
  notText: '应为文本',
  notNumber: '应为数字',
  notInteger: '应为整数',
  notCurrency: '应为金额（只能包含数字、逗号和小数点）',
  currencyMax: `不能超过${LIMITS.currencyMax}`,
  notDate: '应为日期（yyyy-MM-dd）',
  notDatetime: '应为时间（yyyy-MM-dd HH:mm:ss）',
  notTime: '应为时间（HH:mm:ss）',
  notOption: '不是可选的值',
  notSwitch: '应为开或关',
  notList: '格式不正确',
  tooManyFiles: '文件数量超出限制',
  pngOnly: '请上传后缀名为png类型的图片！',
  tooManyRows: '行数超出限制',
  tooFewRows: '行数不足',
  signatureOthers: '只能添加或删除自己的签章',
  signatureOnce: '每人只能签章一次',
  signatureNotOwn: '只能使用自己的签章或手写签名',
  fileMissing: '引用的文件不存在',
} as const;

export interface FieldFailure {
  /** `amount`, `items`, `items[2].amount`. */
  path: string;
  label: string;
  message: string;
}

/** A refused submission: every failed field, for the app to show beside its field. */
export class FormSubmissionError extends BadInput {
  constructor(readonly failures: FieldFailure[]) {
    super(FORM_INVALID_HEADING + failures.map((f) => `${f.label}${f.message}`).join('；'));
  }
}

/** Everything writable: the permissions of a form with no node settings. */
export const ALL_WRITABLE: FormPermissions = { default: 'w', fields: {} };

/** The permissions of a node (or of the start form / data templates when `nodeId` is absent). */
export function permissionsForNode(definition: FormDefinition, nodeId?: string): FormPermissions {
  return (
    (nodeId ? definition.nodePermissions?.[nodeId] : undefined) ?? definition.permissions ?? ALL_WRITABLE
  );
}

/** The permission of a main field, a sub-table, or a sub-table column (falling back to its sub-table's). */
export function fieldPermission(perms: FormPermissions, name: string, subName?: string): FormFieldPermission {
  if (subName) return perms.fields[`${subName}.${name}`] ?? fieldPermission(perms, subName);
  return perms.fields[name] ?? perms.default;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Key-order independent text of a JSON value, to compare values; every empty value is the same. */
function canonical(v: unknown): string {
  if (isEmpty(v)) return '';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const CURRENCY = /^[\d,]*\.?\d*$/;

function validDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
function validClock(text: string): boolean {
  const [h, min, s = 0] = text.split(':').map(Number) as [number, number, number?];
  return h < 24 && min < 60 && (s ?? 0) < 60;
}

/** The options a choice field accepts: inline, or from its dictionary. */
function optionsOf(
  field: FormAnyField,
  dictionaries: Record<string, FormOption[]>,
): FormOption[] | undefined {
  if (field.options?.length) return field.options;
  return field.dictionary ? dictionaries[field.dictionary] : undefined;
}

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/**
 * Rounds to cents half up from the decimal text, as the app does, so 1.005 gives 1.01 (binary floating point
 * would give 1.00) and the stored amount is the one the person saw.
 */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const [int = '0', frac = ''] = Math.abs(value).toFixed(10).split('.');
  let cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  if (Number(frac[2] ?? '0') >= 5) cents += 1n;
  const result = Number(cents) / 100;
  return value < 0 ? -result : result;
}

type Check = { value: unknown } | { error: string };

/** Checks and normalises one value of a writable field; `value` is known to be non-empty. */
function checkValue(field: FormAnyField, value: unknown, dictionaries: Record<string, FormOption[]>): Check {
  const v = field.validators ?? {};
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: FIELD_TEXTS.notText };
      const text = String(value);
      if (v.minLength !== undefined && text.length < v.minLength)
        return { error: `长度不能少于${v.minLength}个字符` };
      const max = v.maxLength ?? (field.type === 'text' ? 200 : 2000);
      if (text.length > max) return { error: `长度不能超过${max}个字符` };
      if (v.pattern !== undefined && !new RegExp(v.pattern).test(text))
        return { error: v.message ?? '格式不正确' };
      return { value: text };
    }
    case 'number':
    case 'currency': {
      let n: number;
      if (typeof value === 'number') n = value;
      else if (
        typeof value === 'string' &&
        (field.type === 'currency' ? CURRENCY.test(value) && /\d/.test(value) : /^-?\d*\.?\d+$/.test(value))
      )
        n = Number(value.replace(/,/g, ''));
      else return { error: field.type === 'currency' ? FIELD_TEXTS.notCurrency : FIELD_TEXTS.notNumber };
      if (!Number.isFinite(n))
        return { error: field.type === 'currency' ? FIELD_TEXTS.notCurrency : FIELD_TEXTS.notNumber };
      if (field.type === 'currency') {
        if (n < 0) return { error: FIELD_TEXTS.notCurrency };
        if (n > LIMITS.currencyMax) return { error: FIELD_TEXTS.currencyMax };
      }
      if (v.min !== undefined && n < v.min) return { error: `不能小于${v.min}` };
      if (v.max !== undefined && n > v.max) return { error: `不能大于${v.max}` };
      if (field.type === 'number' && field.precision !== undefined && round(n, field.precision) !== n)
        return { error: field.precision === 0 ? FIELD_TEXTS.notInteger : `最多保留${field.precision}位小数` };
      return { value: field.type === 'currency' ? roundCents(n) : round(n, field.precision ?? 6) };
    }
    case 'date':
      return typeof value === 'string' && DATE.test(value) && validDate(value)
        ? { value }
        : { error: FIELD_TEXTS.notDate };
    case 'datetime':
      return typeof value === 'string' &&
        DATETIME.test(value) &&
        validDate(value) &&
        validClock(value.slice(11))
        ? { value }
        : { error: FIELD_TEXTS.notDatetime };
    case 'time':
      return typeof value === 'string' && TIME.test(value) && validClock(value)
        ? { value: value.length === 5 ? `${value}:00` : value }
        : { error: FIELD_TEXTS.notTime };
    case 'select':
    case 'radio':
    case 'checkbox': {
      const many = field.type === 'checkbox' || (field.type === 'select' && field.multiple === true);
      const keys = many ? value : [value];
      if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string'))
        return { error: FIELD_TEXTS.notOption };
      const options = optionsOf(field, dictionaries);
      if (options && !keys.every((k) => options.some((o) => o.key === k)))
        return { error: FIELD_TEXTS.notOption };
      return { value: many ? [...new Set(keys as string[])] : keys[0] };
    }
    case 'switch':
      return typeof value === 'boolean' ? { value } : { error: FIELD_TEXTS.notSwitch };
    case 'user':
    case 'org':
    case 'role':
    case 'post': {
      const ok =
        Array.isArray(value) &&
        value.every(
          (x) => x && typeof x === 'object' && typeof x.id === 'string' && x.id && typeof x.name === 'string',
        );
      if (!ok) return { error: FIELD_TEXTS.notList };
      if (!field.multiple && value.length > 1) return { error: FIELD_TEXTS.notList };
      return { value: value.map((x: { id: string; name: string }) => ({ id: x.id, name: x.name })) };
    }
    case 'dialog': {
      const ok =
        Array.isArray(value) &&
        value.every(
          (x) =>
            x &&
            typeof x === 'object' &&
            !Array.isArray(x) &&
            Object.values(x).every((y) => typeof y === 'string' || typeof y === 'number'),
        );
      if (!ok) return { error: FIELD_TEXTS.notList };
      if (!field.dialog?.multiple && value.length > 1) return { error: FIELD_TEXTS.notList };
      return { value };
    }
    case 'file':
    case 'image': {
      const ok =
        Array.isArray(value) &&
        value.every(
          (x) => x && typeof x === 'object' && typeof x.id === 'string' && typeof x.name === 'string',
        );
      if (!ok) return { error: FIELD_TEXTS.notList };
      if (value.length > Math.min(field.maxFiles ?? LIMITS.uploadMaxFiles, LIMITS.uploadMaxFiles))
        return { error: FIELD_TEXTS.tooManyFiles };
      if (field.type === 'image' && field.pngOnly && value.some((x: { type?: unknown }) => x.type !== 'png'))
        return { error: FIELD_TEXTS.pngOnly };
      return {
        value: value.map((x: Record<string, unknown>) => ({
          id: x.id,
          name: x.name,
          size: typeof x.size === 'number' ? x.size : 0,
          type: typeof x.type === 'string' ? x.type : '',
        })),
      };
    }
    case 'signature': {
      const ok =
        Array.isArray(value) &&
        value.every(
          (x) =>
            x &&
            typeof x === 'object' &&
            typeof x.userId === 'string' &&
            typeof x.signature === 'string' &&
            typeof x.name === 'string',
        );
      if (!ok) return { error: FIELD_TEXTS.notList };
      // Only the entry's own facts are kept, numbered in order (the app renumbers when one is removed).
      return {
        value: value.map((x: Record<string, unknown>, index: number) => ({
          index,
          userId: x.userId,
          name: x.name,
          signature: x.signature,
          createTime: typeof x.createTime === 'string' ? x.createTime : '',
        })),
      };
    }
    default:
      return { value };
  }
}

/** Fields whose value the server sets: serial numbers, computed values and read-only rich text. */
const serverSet = (f: FormAnyField) =>
  f.type === 'serial' || f.type === 'richtext' || f.formula !== undefined;

/** Whole days from start to end, both counted (a leave from Monday to Monday is one day). */
function days(start: unknown, end: unknown): number | undefined {
  if (
    typeof start !== 'string' ||
    typeof end !== 'string' ||
    !DATE.test(start.slice(0, 10)) ||
    !DATE.test(end.slice(0, 10))
  )
    return undefined;
  const ms = Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Evaluates a field's formula over its record: `days(a, b)`, `mul(a, b)` or `sum(sub.column)`. */
export function evaluateFormula(formula: string, record: FormRecordData): number | undefined {
  const daysCall = /^days\((\w+),\s*(\w+)\)$/.exec(formula);
  if (daysCall) return days(record[daysCall[1]!], record[daysCall[2]!]);
  const mulCall = /^mul\((\w+),\s*(\w+)\)$/.exec(formula);
  if (mulCall) {
    const a = Number(record[mulCall[1]!]);
    const b = Number(record[mulCall[2]!]);
    return Number.isFinite(a) &&
      Number.isFinite(b) &&
      record[mulCall[1]!] !== undefined &&
      record[mulCall[2]!] !== undefined
      ? roundCents(a * b)
      : undefined;
  }
  const sumCall = /^sum\((\w+)\.(\w+)\)$/.exec(formula);
  if (sumCall) {
    const rows = record[sumCall[1]!];
    if (!Array.isArray(rows)) return 0;
    const total = rows.reduce<number>((acc, row) => {
      const n = Number((row as Record<string, unknown>)?.[sumCall[2]!]);
      return acc + (Number.isFinite(n) ? n : 0);
    }, 0);
    return roundCents(total);
  }
  return undefined;
}

export interface SubmissionInput {
  /** What the client sent. */
  data: FormRecordData;
  /** The record as stored (empty for a new record): read-only and hidden fields keep these values. */
  previous?: FormRecordData;
  /** The permissions of the node the form is filled at; everything writable when left out. */
  permissions?: FormPermissions;
  /** Options of the dictionaries the definition refers to, by type key (choices outside them are refused). */
  dictionaries?: Record<string, FormOption[]>;
  /** The signer: a signature field accepts only this user's own entry added or removed. */
  userId?: string;
}

interface Ctx {
  perms: FormPermissions;
  dictionaries: Record<string, FormOption[]>;
  userId?: string;
  failures: FieldFailure[];
}

/** Checks one record (main or sub-table row) against its fields; returns the cleaned record. */
function checkRecord(
  fields: FormAnyField[],
  data: FormRecordData,
  previous: FormRecordData,
  ctx: Ctx,
  path: (name: string) => string,
  subName?: string,
): FormRecordData {
  const out: FormRecordData = {};
  for (const field of fields) {
    const perm = fieldPermission(ctx.perms, field.name, subName);
    const sent = Object.prototype.hasOwnProperty.call(data, field.name) ? data[field.name] : undefined;
    const before = previous[field.name];
    const fail = (message: string) =>
      ctx.failures.push({ path: path(field.name), label: field.label, message });

    if (field.type === 'richtext') continue;
    if (serverSet(field)) {
      if (before !== undefined) out[field.name] = before;
      continue;
    }
    if (field.type === 'subtable' && (perm === 'r' || perm === 'n') && hasWritableColumn(field, ctx.perms)) {
      out[field.name] = checkRows(field as FormField, sent, before, ctx, path(field.name), true);
      continue;
    }
    if (perm === 'r' || perm === 'n') {
      // A crafted request may not change what this node cannot edit; sending the stored value back is fine.
      if (sent !== undefined && !sameValue(sent, before)) fail(FIELD_TEXTS.readOnly);
      if (before !== undefined) out[field.name] = before;
      else if (field.defaultValue !== undefined) out[field.name] = field.defaultValue;
      continue;
    }
    if (field.type === 'subtable') {
      out[field.name] = checkRows(field as FormField, sent, before, ctx, path(field.name));
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(data, field.name)) {
      // Not sent at all: the stored value stays (a field is cleared by sending it empty).
      if (!isEmpty(before)) out[field.name] = before;
      else if (perm === 'b' || field.required) fail(FIELD_TEXTS.required);
      continue;
    }
    if (isEmpty(sent)) {
      if (perm === 'b' || field.required) fail(FIELD_TEXTS.required);
      continue;
    }
    const checked = checkValue(field, sent, ctx.dictionaries);
    if ('error' in checked) {
      fail(checked.error);
      continue;
    }
    if (field.type === 'signature' && ctx.userId !== undefined) {
      const problem = signatureProblem(
        checked.value as Sig[],
        (before as Sig[] | undefined) ?? [],
        ctx.userId,
      );
      if (problem) {
        fail(problem);
        continue;
      }
    }
    out[field.name] = checked.value;
  }
  return out;
}

interface Sig {
  userId: string;
  signature: string;
  name: string;
  createTime?: string;
  index?: number;
}

/**
 * Other people's signatures stay as they were (their order number aside, which follows from the list); the signer
 * adds or removes only their own, once.
 */
function signatureProblem(next: Sig[], before: Sig[], userId: string): string | undefined {
  const others = (list: Sig[]) =>
    list.filter((s) => s.userId !== userId).map(({ index: _index, ...rest }) => rest);
  if (!sameValue(others(next), others(before))) return FIELD_TEXTS.signatureOthers;
  if (next.filter((s) => s.userId === userId).length > 1) return FIELD_TEXTS.signatureOnce;
  return undefined;
}

const hasWritableColumn = (field: FormAnyField, perms: FormPermissions) =>
  (('fields' in field && field.fields) || []).some((c) =>
    ['w', 'b'].includes(fieldPermission(perms, c.name, field.name)),
  );

/**
 * Rows of a sub-table. `fixed`: the sub-table itself is read-only but some columns are writable, so the rows stay
 * the stored ones (none added or removed) and only those columns change.
 */
function checkRows(
  field: FormField,
  sent: unknown,
  before: unknown,
  ctx: Ctx,
  path: string,
  fixed = false,
): FormRecordData[] {
  const previousRows = Array.isArray(before) ? (before as FormRecordData[]) : [];
  const fail = (message: string) => ctx.failures.push({ path, label: field.label, message });
  if (sent === undefined || sent === null) {
    if ((ctx.perms.fields[field.name] === 'b' || field.required) && previousRows.length === 0)
      fail(FIELD_TEXTS.required);
    return previousRows;
  }
  if (!Array.isArray(sent) || !sent.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    fail(FIELD_TEXTS.notList);
    return previousRows;
  }
  if (fixed) {
    const ids = (rows: FormRecordData[]) => canonical(rows.map((r) => r.id ?? null).sort());
    if (ids(sent as FormRecordData[]) !== ids(previousRows)) {
      fail(FIELD_TEXTS.readOnly);
      return previousRows;
    }
  }
  const required = fieldPermission(ctx.perms, field.name) === 'b' || field.required;
  if (required && sent.length === 0) fail(FIELD_TEXTS.required);
  if (field.maxRows !== undefined && sent.length > field.maxRows) fail(FIELD_TEXTS.tooManyRows);
  if (field.minRows !== undefined && sent.length < field.minRows) fail(FIELD_TEXTS.tooFewRows);
  const byId = new Map(previousRows.map((r) => [String(r.id), r]));
  const columns = field.fields ?? [];
  return (sent as FormRecordData[]).map((row, i) => {
    const old = typeof row.id === 'string' ? byId.get(row.id) : undefined;
    const cleaned = checkRecord(
      columns,
      row,
      old ?? {},
      ctx,
      (name) => `${field.name}[${i}].${name}`,
      field.name,
    );
    return { id: old ? row.id : randomUUID(), ...cleaned };
  });
}

/** Recomputes formula fields of the main record and its rows, then checks their bounds. */
function applyFormulas(fields: FormField[], record: FormRecordData, failures: FieldFailure[]): void {
  // Rows first, so a main-record sum sees the rows' computed values.
  for (const field of fields) {
    if (field.type !== 'subtable') continue;
    for (const row of (record[field.name] as FormRecordData[] | undefined) ?? [])
      applyFormulas((field.fields ?? []) as FormField[], row, failures);
  }
  for (const field of fields) {
    if (field.type === 'subtable' || !field.formula) continue;
    const value = evaluateFormula(field.formula, record);
    if (value === undefined) {
      delete record[field.name];
      continue;
    }
    record[field.name] = value;
    const { min, max } = field.validators ?? {};
    if (min !== undefined && value < min)
      failures.push({ path: field.name, label: field.label, message: `不能小于${min}` });
    if (max !== undefined && value > max)
      failures.push({ path: field.name, label: field.label, message: `不能大于${max}` });
  }
}

/**
 * Checks a submission against the definition and the node's field permissions and returns the data to store:
 * every field's type, options and validators, required fields ('b' or required), sub-table rows, computed values.
 * A read-only or hidden field keeps its previous value; a request that changes one is refused, as is any failure —
 * all failures are reported at once in a `FormSubmissionError` (a 400 naming the fields).
 */
export function checkFormSubmission(
  definition: FormDefinition,
  { data, previous = {}, permissions = ALL_WRITABLE, dictionaries = {}, userId }: SubmissionInput,
): FormRecordData {
  const ctx: Ctx = { perms: permissions, dictionaries, userId, failures: [] };
  const cleaned = checkRecord(definition.fields, data, previous, ctx, (name) => name);
  applyFormulas(definition.fields, cleaned, ctx.failures);
  if (ctx.failures.length) throw new FormSubmissionError(ctx.failures);
  return cleaned;
}

/** Fields of a definition that draw serial numbers when a record is first saved. */
export const serialFields = (definition: FormDefinition) =>
  definition.fields.filter((f) => f.type === 'serial' && f.identity);

/** Dictionary type keys a definition refers to, main fields and sub-table columns alike. */
export function dictionaryKeys(definition: FormDefinition): string[] {
  const keys = new Set<string>();
  const visit = (fields: FormAnyField[]) => {
    for (const f of fields) {
      if (f.dictionary) keys.add(f.dictionary);
      if ('fields' in f && f.fields) visit(f.fields);
    }
  };
  visit(definition.fields);
  return [...keys];
}

/** The permissions of a read-only view of a form: what was writable becomes 'r', hidden fields stay hidden. */
export function readOnlyPermissions(perms: FormPermissions): FormPermissions {
  const ro = (p: FormFieldPermission): FormFieldPermission => (p === 'n' ? 'n' : 'r');
  return {
    default: ro(perms.default),
    fields: Object.fromEntries(Object.entries(perms.fields).map(([k, p]) => [k, ro(p)])),
  };
}

/**
 * A record as the client may see it under the permissions: fields hidden ('n') are left out, main fields and
 * sub-table columns alike (a save that leaves them out keeps their stored values).
 */
export function visibleData(
  definition: FormDefinition,
  data: FormRecordData,
  perms: FormPermissions,
): FormRecordData {
  const out: FormRecordData = {};
  for (const [name, value] of Object.entries(data)) {
    const field = definition.fields.find((f) => f.name === name);
    if (field && fieldPermission(perms, name) === 'n') continue;
    if (field?.type === 'subtable' && Array.isArray(value)) {
      const hidden = (field.fields ?? [])
        .filter((c) => fieldPermission(perms, c.name, field.name) === 'n')
        .map((c) => c.name);
      out[name] = hidden.length
        ? value.map((row: FormRecordData) =>
            Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))),
          )
        : value;
      continue;
    }
    out[name] = value;
  }
  return out;
}
