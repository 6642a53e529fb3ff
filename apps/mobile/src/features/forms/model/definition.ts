import type {
  FormAnyField,
  FormDefinition,
  FormField,
  FormFileInfo,
  FormPermissions,
  FormRecordData,
} from '@baton/contracts';
import { roundCents } from './currency';
import { checkField } from './field-rules';
import { effectiveMode, resolveAccess, type FieldMode } from './permission';
import type { FieldFailure } from './validation';

/**
 * The mode of a field path: `amount` for a main field, `items.amount` for a sub-table column, which falls back
 * to the sub-table's own mode (`items`), then the default ('w' unless said).
 */
export function modeOf(
  permissions: FormPermissions | undefined,
  path: string,
  formReadOnly = false,
): FieldMode {
  const fields = permissions?.fields ?? {};
  const parent = path.includes('.') ? path.slice(0, path.indexOf('.')) : undefined;
  let mode = fields[path] ?? (parent ? fields[parent] : undefined) ?? permissions?.default ?? 'w';
  // A column never shows more than its sub-table allows.
  if (parent) {
    const parentMode = fields[parent] ?? permissions?.default ?? 'w';
    if (parentMode === 'n') mode = 'n';
    else if (parentMode === 'r' && mode !== 'n') mode = 'r';
  }
  return effectiveMode(mode, formReadOnly);
}

/** A fresh record: each field's default value, sub-tables with `minRows` empty rows. */
export function initialData(form: FormDefinition, data: FormRecordData = {}): FormRecordData {
  const result: FormRecordData = { ...data };
  for (const field of form.fields) {
    if (result[field.name] !== undefined) continue;
    if (field.type === 'subtable') {
      result[field.name] = Array.from({ length: field.minRows ?? 0 }, () => emptyRow(field));
    } else if (field.defaultValue !== undefined) {
      result[field.name] = field.defaultValue;
    }
  }
  return result;
}

export function emptyRow(field: FormField): FormRecordData {
  const row: FormRecordData = {};
  for (const column of field.fields ?? []) {
    if (column.defaultValue !== undefined) row[column.name] = column.defaultValue;
  }
  return row;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

const numberOf = (raw: unknown): number | null => {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(String(raw).replaceAll(',', ''));
  return Number.isFinite(n) ? n : null;
};

/**
 * Evaluates the formulas definitions use, as the server does on save: `days(start, end)` (whole days, both
 * counted), `mul(a, b)` (2 decimals) and `sum(sub.column)`.
 */
export function evaluateFormula(formula: string, data: FormRecordData): number | null {
  const days = /^days\(\s*(\w+)\s*,\s*(\w+)\s*\)$/.exec(formula);
  if (days) {
    const start = data[days[1]!];
    const end = data[days[2]!];
    if (typeof start !== 'string' || typeof end !== 'string' || !DAY.test(start) || !DAY.test(end))
      return null;
    const ms = Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
    return Number.isFinite(ms) ? Math.round(ms / 86_400_000) + 1 : null;
  }
  const mul = /^mul\(\s*(\w+)\s*,\s*(\w+)\s*\)$/.exec(formula);
  if (mul) {
    const a = numberOf(data[mul[1]!]);
    const b = numberOf(data[mul[2]!]);
    return a === null || b === null ? null : roundCents(a * b);
  }
  const sum = /^sum\(\s*(\w+)\.(\w+)\s*\)$/.exec(formula);
  if (sum) {
    const rows = data[sum[1]!];
    if (!Array.isArray(rows)) return 0;
    const total = rows.reduce<number>(
      (acc, row) => acc + (numberOf((row as FormRecordData)[sum[2]!]) ?? 0),
      0,
    );
    return roundCents(total);
  }
  return null;
}

function applyFormulas(fields: readonly FormAnyField[], data: FormRecordData): FormRecordData {
  let next = data;
  for (const field of fields) {
    if (!field.formula) continue;
    const value = evaluateFormula(field.formula, next);
    if (value !== (next[field.name] ?? null)) next = { ...next, [field.name]: value };
  }
  return next;
}

/** Applies every formula: the rows' own first (e.g. an amount), then the main record's (e.g. their sum). */
export function withFormulas(form: FormDefinition, data: FormRecordData): FormRecordData {
  let next = data;
  for (const field of form.fields) {
    if (field.type !== 'subtable' || !field.fields?.some((c) => c.formula)) continue;
    const rows = Array.isArray(next[field.name]) ? (next[field.name] as FormRecordData[]) : [];
    const computed = rows.map((row) => applyFormulas(field.fields!, row));
    if (computed.some((row, i) => row !== rows[i])) next = { ...next, [field.name]: computed };
  }
  return applyFormulas(form.fields, next);
}

const DEFAULT_MAX_LENGTH: Partial<Record<string, number>> = { text: 200, textarea: 2000 };

/** Where a sub-table cell's error is kept: `items.0.amount`. */
export const rowPath = (subtable: string, index: number, column: string) => `${subtable}.${index}.${column}`;

/** Validates every visible, writable field of the record, sub-table rows included (spec §5). */
export function validateRecord(
  form: FormDefinition,
  data: FormRecordData,
  permissions: FormPermissions | undefined,
  rowLabel: (n: number) => string,
  formReadOnly = false,
): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const check = (field: FormAnyField, modePath: string, path: string, label: string, value: unknown) => {
    if (field.type === 'richtext' || field.type === 'serial') return;
    let mode = modeOf(permissions, modePath, formReadOnly);
    if (field.formula) {
      // A computed value is nobody's entry, but its bounds still hold (a leave must last at least a day).
      if (mode === 'n' || value === null || value === undefined) return;
      mode = 'w';
    }
    const message = checkField(
      {
        type: field.type,
        label,
        mode,
        required: field.required,
        minLength: field.validators?.minLength,
        // The server's limits when the definition gives none.
        maxLength: field.validators?.maxLength ?? DEFAULT_MAX_LENGTH[field.type],
        min: field.validators?.min,
        max: field.validators?.max,
        pattern: field.validators?.pattern
          ? { regex: field.validators.pattern, message: field.validators.message }
          : undefined,
      },
      value,
    );
    if (message) failures.push({ path, label, message });
  };
  for (const field of form.fields) {
    if (field.type !== 'subtable') {
      check(field, field.name, field.name, field.label, data[field.name]);
      continue;
    }
    const mode = modeOf(permissions, field.name, formReadOnly);
    const access = resolveAccess(mode, field.required);
    if (!access.writable) continue;
    const rows = Array.isArray(data[field.name]) ? (data[field.name] as FormRecordData[]) : [];
    const min = Math.max(field.minRows ?? 0, access.required ? 1 : 0);
    if (rows.length < min) {
      failures.push({
        path: field.name,
        label: field.label,
        message: { key: 'validation.minRows', params: { min } },
      });
    }
    rows.forEach((row, i) => {
      for (const column of field.fields ?? []) {
        check(
          column,
          `${field.name}.${column.name}`,
          rowPath(field.name, i, column.name),
          `${field.label} ${rowLabel(i + 1)} ${column.label}`,
          row[column.name],
        );
      }
    });
  }
  return failures;
}

export function filesOf(value: unknown): FormFileInfo[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.filter((f): f is FormFileInfo => typeof f === 'object' && f !== null && 'id' in f)
    : [];
}

function toNumber(field: FormAnyField, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  const n = Number(value.replaceAll(',', ''));
  if (!Number.isFinite(n)) return value;
  return field.type === 'currency' ? roundCents(n) : n;
}

/** The record as it is sent: number and currency entries as numbers (2 decimals), formulas applied. */
export function normaliseRecord(form: FormDefinition, data: FormRecordData): FormRecordData {
  const result: FormRecordData = { ...data };
  for (const field of form.fields) {
    if (field.type === 'subtable') {
      const rows = Array.isArray(data[field.name]) ? (data[field.name] as FormRecordData[]) : [];
      result[field.name] = rows.map((row) => {
        const next: FormRecordData = { ...row };
        for (const column of field.fields ?? []) {
          if (column.type === 'number' || column.type === 'currency') {
            next[column.name] = toNumber(column, row[column.name]);
          }
        }
        return next;
      });
    } else if (field.type === 'number' || field.type === 'currency') {
      result[field.name] = toNumber(field, data[field.name]);
    }
  }
  return withFormulas(form, result);
}
