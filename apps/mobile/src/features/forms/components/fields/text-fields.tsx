import { useTranslation } from 'react-i18next';
import { formatCurrency, parseCurrency, toChineseCapitals } from '../../model/currency';
import { FieldRow } from '../field-row';
import styles from '../field.module.css';
import { describedBy, isWritable, type FieldProps } from './types';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** text, textarea, number and currency; read-only they show their value as text. */
export function TextLikeField({ id, field, mode, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const writable = isWritable(mode) && !field.formula;
  const text = textOf(value);
  const required = mode === 'b' || (writable && field.required === true);
  const placeholder = field.placeholder || t('field.inputPlaceholder');

  let extra: string | null = null;
  if (field.type === 'currency') {
    const parsed = parseCurrency(text);
    const capitals = parsed.ok && parsed.value !== null ? toChineseCapitals(parsed.value) : '';
    if (capitals) extra = t('currency.capitals', { value: capitals });
  }

  let control;
  if (!writable) {
    let shown = text;
    if (field.type === 'currency' && text !== '') {
      const parsed = parseCurrency(text);
      if (parsed.ok && parsed.value !== null) shown = formatCurrency(parsed.value);
    }
    control = (
      <output id={id} className={styles.value} aria-labelledby={`${id}-label`}>
        {shown || t('field.empty')}
      </output>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        maxLength={field.validators?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    const numeric = field.type === 'number' || field.type === 'currency';
    control = (
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          // Two decimals kept: the entry settles to its amount once the person leaves the field.
          if (field.type !== 'currency') return;
          const parsed = parseCurrency(text);
          if (parsed.ok && parsed.value !== null) onChange(formatCurrency(parsed.value));
        }}
      />
    );
  }
  return (
    <FieldRow id={id} label={field.label} required={required} error={error} extra={extra}>
      {control}
    </FieldRow>
  );
}

/** A serial number: drawn by the server when the record is first saved; shown, never typed. */
export function SerialField({ id, field, value }: FieldProps) {
  const { t } = useTranslation('forms');
  const text = textOf(value);
  return (
    <FieldRow id={id} label={field.label}>
      <output id={id} className={styles.value} aria-labelledby={`${id}-label`}>
        {text || t('field.serialPending')}
      </output>
    </FieldRow>
  );
}
