import type { FormConfirm, FormDefinition, FormRecordData } from '@baton/contracts';
import { isEmpty } from './field-rules';

function holds(confirm: FormConfirm, value: unknown): boolean {
  if (confirm.when === 'empty') return isEmpty(value);
  // The record is normalised: number and currency fields hold numbers by now.
  if (typeof value !== 'number' || confirm.value === undefined) return false;
  return confirm.when === 'above' ? value > confirm.value : value < confirm.value;
}

/** The messages of the form's confirms that hold for this normalised record (normaliseRecord), in order. */
export function confirmsOf(form: FormDefinition, record: FormRecordData): string[] {
  return (form.confirms ?? []).filter((c) => holds(c, record[c.field])).map((c) => c.message);
}
