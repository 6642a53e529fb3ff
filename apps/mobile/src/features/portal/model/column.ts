import type { PortalColumn } from '../api/types';

/** Columns a visitor sees: those with displayRights true, every column in a preview (community.md §6). */
export function visibleColumns<C extends Pick<PortalColumn, 'displayRights'>>(
  columns: readonly C[],
  preview = false,
): C[] {
  return preview ? [...columns] : columns.filter((c) => c.displayRights === true);
}

/**
 * The request parameters of a column: `dataParam` is JSON, either an object or a list of `{ name, value }`
 * (the platform's parameter list). Anything unreadable gives no parameters.
 */
export function columnParams(dataParam: string | null | undefined): Record<string, unknown> {
  if (!dataParam || !dataParam.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(dataParam);
  } catch {
    return {};
  }
  if (Array.isArray(parsed)) {
    const params: Record<string, unknown> = {};
    for (const item of parsed) {
      if (item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string') {
        const { name, value } = item as { name: string; value?: unknown };
        params[name] = value ?? '';
      }
    }
    return params;
  }
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export type ColumnKind = 'chart' | 'html' | 'list';

/** How a column renders: a chart, its server template, or a plain list of rows. */
export function columnKind(column: Pick<PortalColumn, 'colType' | 'templateHtml'>): ColumnKind {
  const type = String(column.colType ?? '').toLowerCase();
  if (type === 'chart' || type === '3') return 'chart';
  if (column.templateHtml && column.templateHtml.trim()) return 'html';
  return 'list';
}

export function isPost(column: Pick<PortalColumn, 'requestType'>): boolean {
  return String(column.requestType ?? '').toUpperCase() === 'POST';
}

/** The column's height in pixels when configured (a number or a CSS length in px). */
export function columnHeight(colHeight: PortalColumn['colHeight']): number | undefined {
  const n = typeof colHeight === 'number' ? colHeight : Number.parseFloat(String(colHeight ?? ''));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 2000) : undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function lookup(scope: unknown[], path: string): unknown {
  if (path === '.') return scope[0];
  for (const frame of scope) {
    let value: unknown = frame;
    let found = true;
    for (const part of path.split('.')) {
      if (value && typeof value === 'object' && part in (value as object)) {
        value = (value as Record<string, unknown>)[part];
      } else {
        found = false;
        break;
      }
    }
    if (found) return value;
  }
  return undefined;
}

const SECTION = /\{\{\s*([#^])\s*([\w.]+)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\2\s*\}\}/g;
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

function renderIn(template: string, scope: unknown[]): string {
  const withSections = template.replace(SECTION, (_all, kind: string, name: string, inner: string) => {
    const value = lookup(scope, name);
    const truthy = Array.isArray(value) ? value.length > 0 : Boolean(value);
    if (kind === '^') return truthy ? '' : renderIn(inner, scope);
    if (!truthy) return '';
    if (Array.isArray(value)) return value.map((item) => renderIn(inner, [item, ...scope])).join('');
    return renderIn(inner, typeof value === 'object' ? [value, ...scope] : scope);
  });
  return withSections.replace(VARIABLE, (_all, name: string) => escapeHtml(lookup(scope, name)));
}

/**
 * Fills a column's HTML template with its data: `{{field}}` (HTML-escaped, dotted paths allowed),
 * `{{#rows}}…{{/rows}}` repeats for each row or shows when truthy, `{{^rows}}…{{/rows}}` shows when empty.
 * The result is still sanitised before it renders.
 */
export function renderTemplate(template: string, data: unknown): string {
  return renderIn(template, [data]);
}
