import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownOutline } from 'antd-mobile-icons';
import { FieldRow } from '../field-row';
import { useLoadedOnce } from '../use-loaded-once';
import { LazyMultiChoice, LazyPicker } from './lazy-pickers';
import styles from '../field.module.css';
import { describedBy, isWritable, type FieldProps } from './types';

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : value === null || value === undefined || value === ''
        ? []
        : [String(value)];

function namesOf(keys: string[], options: FieldProps['options']): string {
  return keys.map((k) => options.find((o) => o.key === k)?.name ?? k).join('、');
}

function ReadOnlyValue({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('forms');
  return (
    <output id={id} className={styles.value} aria-labelledby={`${id}-label`}>
      {text || t('field.empty')}
    </output>
  );
}

/** select (one or many): a picker popup; radio and checkbox: the options inline. */
export function ChoiceField(props: FieldProps) {
  const { id, field, mode, value, onChange, error, options } = props;
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const writable = isWritable(mode);
  const required = mode === 'b' || (writable && field.required === true);
  const keys = keysOf(value);
  const many = field.type === 'checkbox' || (field.type === 'select' && field.multiple === true);

  if (!writable) {
    return (
      <FieldRow id={id} label={field.label}>
        <ReadOnlyValue id={id} text={namesOf(keys, options)} />
      </FieldRow>
    );
  }

  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <FieldRow id={id} label={field.label} required={required} error={error} group>
        <div className={styles.options} aria-describedby={describedBy(id, error)}>
          {options.map((option) => {
            const checked = keys.includes(option.key);
            return (
              <label key={option.key} className={styles.option}>
                <input
                  type={many ? 'checkbox' : 'radio'}
                  name={id}
                  value={option.key}
                  checked={checked}
                  onChange={() => {
                    if (!many) onChange(option.key);
                    else onChange(checked ? keys.filter((k) => k !== option.key) : [...keys, option.key]);
                  }}
                />
                {option.name}
              </label>
            );
          })}
        </div>
      </FieldRow>
    );
  }

  const shown = namesOf(keys, options);
  const trigger = (
    <button
      type="button"
      id={id}
      className={styles.trigger}
      aria-haspopup="dialog"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      onClick={() => setOpen(true)}
    >
      <span className={shown ? undefined : styles.placeholder}>
        {shown || field.placeholder || t('picker.placeholder')}
      </span>
      <DownOutline className={styles.chevron} aria-hidden="true" />
    </button>
  );
  return (
    <FieldRow id={id} label={field.label} required={required} error={error}>
      {trigger}
      {loaded ? (
        <Suspense fallback={null}>
          {many ? (
            <LazyMultiChoice
              open={open}
              title={field.label}
              keys={keys}
              options={options}
              onClose={() => setOpen(false)}
              onChange={onChange}
            />
          ) : (
            <LazyPicker
              columns={[options.map((o) => ({ label: o.name, value: o.key }))]}
              visible={open}
              destroyOnClose
              value={keys.slice(0, 1)}
              title={field.label}
              confirmText={t('picker.confirm')}
              cancelText={t('picker.cancel')}
              onClose={() => setOpen(false)}
              onConfirm={([key]) => onChange(key === null || key === undefined ? '' : String(key))}
            />
          )}
        </Suspense>
      ) : null}
    </FieldRow>
  );
}

/** A switch: on or off, stored as true or false. */
export function SwitchField({ id, field, mode, value, onChange }: FieldProps) {
  const { t } = useTranslation('forms');
  const on = value === true || value === 'true' || value === '1' || value === 1;
  const writable = isWritable(mode);
  return (
    <FieldRow id={id} label={field.label}>
      {writable ? (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          onChange={(e) => onChange(e.target.checked)}
        />
      ) : (
        <ReadOnlyValue id={id} text={on ? t('field.yes') : t('field.no')} />
      )}
    </FieldRow>
  );
}
