import type { FormConfirm, FormDefinition, FormRecordData } from '@baton/contracts';
import { isEmpty } from './field-rules';

function holds(confirm: FormConfirm, value: unknown): boolean {
  if (confirm.when === 'empty') return isEmpty(value);
  if (isEmpty(value) || confirm.value === undefined) return false;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(n)) return false;
  return confirm.when === 'above' ? n > confirm.value : n < confirm.value;
}

/** The messages of the form's confirms that hold for this (normalised) record, in the form's order. */
export function confirmsOf(form: FormDefinition, record: FormRecordData): string[] {
  return (form.confirms ?? []).filter((c) => holds(c, record[c.field])).map((c) => c.message);
}
