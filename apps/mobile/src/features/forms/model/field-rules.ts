import { parseCurrency } from './currency';
import { resolveAccess } from './permission';
import type { Text } from './validation';

/** What the validator needs to know of a field, whichever definition it comes from. */
export interface FieldRule {
  type: string;
  label: string;
  mode?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A regular expression the text must match, with the definition's message. */
  pattern?: { regex: string; message?: string };
}

/** No value: nothing, blank text or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks one value against its field; answers the failure or null. Hidden and read-only fields are never
 * checked: the person filling the form cannot change them.
 */
export function checkField(rule: FieldRule, value: unknown): Text | string | null {
  const access = resolveAccess(rule.mode, rule.required);
  if (!access.writable) return null;
  if (isEmpty(value)) return access.required ? { key: 'validation.required' } : null;
  switch (rule.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n)) return { key: 'validation.number' };
      if (rule.min !== undefined && n < rule.min) return { key: 'validation.min', params: { min: rule.min } };
      if (rule.max !== undefined && n > rule.max) return { key: 'validation.max', params: { max: rule.max } };
      return null;
    }
    case 'currency': {
      const parsed = parseCurrency(typeof value === 'number' ? String(value) : String(value));
      if (!parsed.ok) return { key: `currency.${parsed.error}` };
      return null;
    }
    default:
      break;
  }
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && value.trim().length < rule.minLength) {
      return { key: 'validation.minLength', params: { min: rule.minLength } };
    }
    if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      return { key: 'validation.maxLength', params: { max: rule.maxLength } };
    }
    if (rule.pattern) {
      let regex: RegExp | null = null;
      try {
        regex = new RegExp(rule.pattern.regex);
      } catch {
        regex = null;
      }
      if (regex && !regex.test(value)) return rule.pattern.message || { key: 'validation.pattern' };
    }
  }
  return null;
}
