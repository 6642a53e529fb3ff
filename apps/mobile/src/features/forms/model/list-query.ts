import type { FormQueryFilterItem, FormTemplateFilter } from '@baton/contracts';

/**
 * The optional qQuerys of /template/preview: JSON, either a list of conditions ({ property, value, operation })
 * or an object of property → value (equality). Anything else is ignored.
 */
export function parseQQuerys(text: string | null | undefined): FormQueryFilterItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (Array.isArray(value)) {
    return value.filter(
      (q): q is FormQueryFilterItem =>
        typeof q === 'object' && q !== null && typeof (q as FormQueryFilterItem).property === 'string',
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      .map(([property, v]) => ({
        property,
        value: v as string | number | boolean,
        operation: 'EQUAL' as const,
        relation: 'AND' as const,
      }));
  }
  return [];
}

/** A filter's entry: a text, a chosen key, a date, or a [from, to] pair. */
export type FilterValue = string | [string, string];

/** Turns the filter panel's entries into conditions; empty entries are left out. */
export function filterConditions(
  filters: readonly FormTemplateFilter[],
  values: Record<string, FilterValue | undefined>,
): FormQueryFilterItem[] {
  const result: FormQueryFilterItem[] = [];
  for (const filter of filters) {
    const value = values[filter.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const [from, to] = value;
      if (from && to) {
        result.push({
          property: filter.name,
          value: [from, `${to} 23:59:59`],
          operation: 'BETWEEN',
          relation: 'AND',
        });
      } else if (from) {
        result.push({ property: filter.name, value: from, operation: 'GREAT_EQUAL', relation: 'AND' });
      } else if (to) {
        result.push({
          property: filter.name,
          value: `${to} 23:59:59`,
          operation: 'LESS_EQUAL',
          relation: 'AND',
        });
      }
      continue;
    }
    if (value.trim() === '') continue;
    result.push({ property: filter.name, value: value.trim(), operation: filter.operation, relation: 'AND' });
  }
  return result;
}
