import { useTranslation } from 'react-i18next';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { FormField, FormOption, FormPermissions, FormRecordData } from '@baton/contracts';
import { emptyRow, modeOf, rowPath } from '../model/definition';
import type { FieldMode } from '../model/permission';
import { FieldControl } from './field-control';
import { VerifyScope, useVerifyNode } from './verify-scope';
import styles from './subtable-field.module.css';

interface SubtableFieldProps {
  id: string;
  field: FormField;
  mode: FieldMode;
  rows: FormRecordData[];
  onChange: (rows: FormRecordData[]) => void;
  permissions?: FormPermissions;
  readOnly: boolean;
  errors: Record<string, string>;
  optionsOf: (field: { options?: FormOption[]; dictionary?: string }) => FormOption[];
}

function Row({
  id,
  field,
  index,
  row,
  writable,
  onRow,
  onRemove,
  permissions,
  readOnly,
  errors,
  optionsOf,
}: {
  id: string;
  field: FormField;
  index: number;
  row: FormRecordData;
  writable: boolean;
  onRow: (row: FormRecordData) => void;
  onRemove: () => void;
} & Pick<SubtableFieldProps, 'permissions' | 'readOnly' | 'errors' | 'optionsOf'>) {
  const { t } = useTranslation('forms');
  // Each row is a level of the element tree, so the controls of a row sit one level below it.
  const node = useVerifyNode();
  const title = t('subtable.row', { n: index + 1 });
  return (
    <VerifyScope node={node}>
      <section className={styles.card} aria-label={`${field.label} ${title}`}>
        <header className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{title}</h3>
          {writable ? (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('subtable.remove', { n: index + 1 })}
              onClick={onRemove}
            >
              <DeleteOutline aria-hidden="true" />
            </button>
          ) : null}
        </header>
        {(field.fields ?? []).map((column) => {
          const path = `${field.name}.${column.name}`;
          return (
            <FieldControl
              key={column.name}
              id={`${id}-${index}-${column.name}`}
              field={column}
              path={path}
              mode={modeOf(permissions, path, readOnly)}
              value={row[column.name]}
              onChange={(value) => onRow({ ...row, [column.name]: value })}
              error={errors[rowPath(field.name, index, column.name)]}
              options={optionsOf(column)}
            />
          );
        })}
      </section>
    </VerifyScope>
  );
}

/** A sub-table: one card per row, add and remove rows where the field is writable. */
export function SubtableField(props: SubtableFieldProps) {
  const { id, field, mode, rows, onChange, errors } = props;
  const { t } = useTranslation('forms');
  if (mode === 'n') return null;
  const writable = mode === 'w' || mode === 'b';
  const canAdd = writable && (field.maxRows === undefined || rows.length < field.maxRows);
  const canRemove = writable && rows.length > (field.minRows ?? 0);
  const error = errors[field.name];
  return (
    <div className={styles.table} role="group" aria-labelledby={`${id}-label`} data-field={id}>
      <h2 className={styles.title} id={`${id}-label`}>
        {mode === 'b' ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        {field.label}
      </h2>
      {rows.length === 0 ? <p className={styles.empty}>{t('subtable.empty')}</p> : null}
      {rows.map((row, index) => (
        <Row
          key={index}
          {...props}
          index={index}
          row={row}
          writable={canRemove}
          onRow={(next) => onChange(rows.map((r, i) => (i === index ? next : r)))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {canAdd ? (
        <button type="button" className={styles.add} onClick={() => onChange([...rows, emptyRow(field)])}>
          <AddOutline aria-hidden="true" />
          {t('subtable.add')}
        </button>
      ) : null}
    </div>
  );
}
