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

const DAY_MS = 86_400_000;

function toTime(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const t = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
}

/**
 * Evaluates the two formula shapes definitions use: `days(start, end)` (whole days, both ends counted, half days
 * rounded up to 0.5) and `sum(sub.column)`. The server recomputes on save; this keeps the screen in step.
 */
export function evaluateFormula(formula: string, data: FormRecordData): number | null {
  const days = /^days\(\s*(\w+)\s*,\s*(\w+)\s*\)$/.exec(formula);
  if (days) {
    const start = toTime(data[days[1]!]);
    const end = toTime(data[days[2]!]);
    if (start === null || end === null || end < start) return null;
    return Math.ceil(((end - start) / DAY_MS) * 2) / 2 || 0.5;
  }
  const sum = /^sum\(\s*(\w+)\.(\w+)\s*\)$/.exec(formula);
  if (sum) {
    const rows = data[sum[1]!];
    if (!Array.isArray(rows)) return 0;
    const total = rows.reduce<number>((acc, row) => {
      const raw = (row as FormRecordData)[sum[2]!];
      const n = typeof raw === 'number' ? raw : Number(String(raw ?? '').replaceAll(',', ''));
      return Number.isFinite(n) ? acc + n : acc;
    }, 0);
    return roundCents(total);
  }
  return null;
}

/** Applies every formula of the main record. */
export function withFormulas(form: FormDefinition, data: FormRecordData): FormRecordData {
  let next = data;
  for (const field of form.fields) {
    if (!field.formula) continue;
    const value = evaluateFormula(field.formula, next);
    if (value !== (next[field.name] ?? null)) next = { ...next, [field.name]: value };
  }
  return next;
}

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
    if (field.type === 'richtext' || field.type === 'serial' || field.formula) return;
    const mode = modeOf(permissions, modePath, formReadOnly);
    const message = checkField(
      {
        type: field.type,
        label,
        mode,
        required: field.required,
        maxLength: field.validators?.maxLength,
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
