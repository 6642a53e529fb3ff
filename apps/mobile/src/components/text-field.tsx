import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeClosedLineIcon, EyeLineIcon } from './line-icons';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  icon?: ReactNode;
  /** For password fields: labels of the show / hide toggle. */
  revealLabels?: { show: string; hide: string };
}

/** A labelled input with its error text, light enough for the login route. */
export function TextField({ label, error, icon, revealLabels, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          {...input}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {isPassword && revealLabels ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeLineIcon aria-hidden="true" /> : <EyeClosedLineIcon aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
