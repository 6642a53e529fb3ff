import type { PickedItem } from '../../api/directory-page';
import type { FieldProps } from './types';

export const cell = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A chosen entry; a custom dialog's keeps the row's result fields (`raw`), which are what is stored. */
export type Chosen = PickedItem & { raw?: Record<string, unknown> };

/** The entries of a dialog value: rows of its result fields, shown by the binding's label field. */
export function dialogItemsOf(field: FieldProps['field'], value: unknown): Chosen[] {
  const binding = field.dialog;
  if (!binding || !Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .map((raw) => ({ id: cell(raw[binding.valueField]), name: cell(raw[binding.labelField]), raw }));
}

export function pickedItemsOf(value: unknown): PickedItem[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter(
    (v): v is PickedItem => typeof v === 'object' && v !== null && typeof (v as PickedItem).id === 'string',
  );
}
