import type { FormAnyField, FormOption } from '@baton/contracts';
import type { FieldMode } from '../../model/permission';

/** What every field control receives from the renderer. */
export interface FieldProps {
  /** The DOM id of its input; its label and error ids derive from it. */
  id: string;
  field: FormAnyField;
  /** `name`, or `subtable.name` for a column. */
  path: string;
  mode: FieldMode;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | null;
  /** Inline options or the dictionary's entries. */
  options: FormOption[];
}

export const isWritable = (mode: FieldMode) => mode === 'w' || mode === 'b';

export const describedBy = (id: string, error?: string | null) => (error ? `${id}-error` : undefined);
