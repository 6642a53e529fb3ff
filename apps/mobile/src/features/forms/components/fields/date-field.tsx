import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CalendarOutline } from 'antd-mobile-icons';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '../../model/formats';
import { FieldRow } from '../field-row';
import { useLoadedOnce } from '../use-loaded-once';
import { LazyDatePicker, LazyPicker } from './lazy-pickers';
import styles from '../field.module.css';
import { describedBy, isWritable, type FieldProps } from './types';

const FORMATS = { date: DATE_FORMAT, datetime: DATETIME_FORMAT, time: TIME_FORMAT } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const range = (n: number) => Array.from({ length: n }, (_, i) => ({ label: pad(i), value: pad(i) }));
const TIME_COLUMNS = [range(24), range(60), range(60)];

/** date (yyyy-MM-dd), datetime (yyyy-MM-dd HH:mm:ss) and time (HH:mm:ss) in a picker. */
export function DateField({ id, field, mode, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const kind: keyof typeof FORMATS =
    field.type === 'date' ? 'date' : field.type === 'time' ? 'time' : 'datetime';
  const format = FORMATS[kind];
  const text = typeof value === 'string' ? value : '';
  const writable = isWritable(mode);
  const required = mode === 'b' || (writable && field.required === true);

  if (!writable) {
    return (
      <FieldRow id={id} label={field.label}>
        <output id={id} className={styles.value} aria-labelledby={`${id}-label`}>
          {text || t('field.empty')}
        </output>
      </FieldRow>
    );
  }

  const parsed = text ? dayjs(kind === 'time' ? `2000-01-01 ${text}` : text) : null;
  const current = parsed?.isValid() ? parsed.toDate() : null;
  const now = new Date();
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
        <span className={text ? undefined : styles.placeholder}>
          {text ||
            field.placeholder ||
            (kind === 'time' ? t('field.timePlaceholder') : t('field.datePlaceholder'))}
        </span>
        <CalendarOutline className={styles.chevron} aria-hidden="true" />
      </button>
      <Suspense fallback={null}>
        {!loaded ? null : kind === 'time' ? (
          <LazyPicker
            columns={TIME_COLUMNS}
            visible={open}
            destroyOnClose
            title={field.label}
            confirmText={t('picker.confirm')}
            cancelText={t('picker.cancel')}
            value={text ? text.split(':') : [pad(now.getHours()), pad(now.getMinutes()), '00']}
            onClose={() => setOpen(false)}
            onConfirm={(parts) => onChange(parts.map((p) => String(p ?? '00')).join(':'))}
          />
        ) : (
          <LazyDatePicker
            visible={open}
            destroyOnClose
            title={field.label}
            confirmText={t('picker.confirm')}
            cancelText={t('picker.cancel')}
            precision={kind === 'date' ? 'day' : 'second'}
            value={current ?? now}
            min={dayjs(now).subtract(10, 'year').toDate()}
            max={dayjs(now).add(10, 'year').toDate()}
            onClose={() => setOpen(false)}
            onConfirm={(date) => onChange(dayjs(date).format(format))}
          />
        )}
      </Suspense>
    </FieldRow>
  );
}
