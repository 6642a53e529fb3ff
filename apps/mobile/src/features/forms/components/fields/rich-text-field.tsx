import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from '../field.module.css';
import type { FieldProps } from './types';

/** Read-only rich text of the definition, sanitised again before it is shown. */
export function RichTextField({ field, value }: FieldProps) {
  const html = typeof value === 'string' && value !== '' ? value : (field.html ?? '');
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <section className={styles.row} aria-label={field.label}>
      <h3 className={styles.label}>{field.label}</h3>
      {/* Sanitised by DOMPurify just above. */}
      <div className={styles.richtext} dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
