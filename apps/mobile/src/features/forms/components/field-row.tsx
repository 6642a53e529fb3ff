import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldRowProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  extra?: ReactNode;
  /** Labels a control that is not a single input (choices, pickers, lists) as a group. */
  group?: boolean;
  children: ReactNode;
}

/** One field of a rendered form: its label (required marked), the control, its error and any extra line. */
export function FieldRow({ id, label, required, error, extra, group, children }: FieldRowProps) {
  const labelId = `${id}-label`;
  const mark = required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
  return (
    <div
      className={error ? `${styles.row} ${styles.invalid}` : styles.row}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? labelId : undefined}
      data-field={id}
    >
      {group ? (
        <p className={styles.label} id={labelId}>
          {mark}
          {label}
        </p>
      ) : (
        <label className={styles.label} id={labelId} htmlFor={id}>
          {mark}
          {label}
        </label>
      )}
      {children}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
