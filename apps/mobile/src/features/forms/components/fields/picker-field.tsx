import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import { FieldRow } from '../field-row';
import styles from '../field.module.css';
import { useLoadedOnce } from '../use-loaded-once';
import { dialogItemsOf, pickedItemsOf, type Chosen } from './picker-items';
import { describedBy, isWritable, type FieldProps } from './types';

// The sheet (popup, search, infinite list) loads on the first tap, keeping the form route light.
const PickerSheet = lazy(async () => ({ default: (await import('./picker-popup')).PickerSheet }));

type Kind = 'user' | 'org' | 'role' | 'post';

/** user, org, role, post (directory calls) and dialog (a custom dialog): a search list, single or multi. */
export function PickerField({ id, field, mode, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const isDialog = field.type === 'dialog';
  const items: Chosen[] = isDialog ? dialogItemsOf(field, value) : pickedItemsOf(value);
  const writable = isWritable(mode);
  const required = mode === 'b' || (writable && field.required === true);
  const multiple = field.type === 'dialog' ? field.dialog?.multiple === true : field.multiple === true;
  const names = items.map((i) => i.name).join('、');
  const title =
    field.type === 'dialog' ? field.label : t(`picker.${field.type as Kind}`, { defaultValue: field.label });

  if (!writable) {
    return (
      <FieldRow id={id} label={field.label}>
        <output id={id} className={styles.value} aria-labelledby={`${id}-label`}>
          {names || t('field.empty')}
        </output>
      </FieldRow>
    );
  }

  return (
    <FieldRow id={id} label={field.label} required={required} error={error}>
      <button
        type="button"
        id={id}
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onClick={() => setOpen(true)}
      >
        <span className={names ? undefined : styles.placeholder}>
          {names || field.placeholder || t('picker.placeholder')}
        </span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <PickerSheet
            field={field}
            open={open}
            title={title}
            multiple={multiple}
            items={items}
            onClose={() => setOpen(false)}
            onConfirm={(chosen) => {
              const kept = multiple ? chosen : chosen.slice(0, 1);
              onChange(kept.map(({ id: key, name, raw }) => (isDialog ? (raw ?? {}) : { id: key, name })));
            }}
          />
        </Suspense>
      ) : null}
    </FieldRow>
  );
}
