import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { useGoBack } from './use-go-back';
import styles from './page.module.css';

interface PageProps {
  title: ReactNode;
  /** Shows a back button: one step back, or home when the visit started on this page. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
}

/** A sub-page: title bar with an optional back button, scrolling content, safe-area aware. */
export function Page({ title, back = true, right, children }: PageProps) {
  const goBack = useGoBack();
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.side}>
          {back ? (
            <button type="button" className={styles.back} aria-label={t('back')} onClick={goBack}>
              <LeftOutline aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
