import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import styles from './error-page.module.css';

/** Shown for any path the app does not know. */
export function NotFound({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('errors');
  return (
    <main className={styles.page}>
      <EmptyState type={2} description={<h1 className={styles.tip}>{t('notFound')}</h1>}>
        <Link className={styles.link} to={homeHref}>
          {t('backHome')}
        </Link>
      </EmptyState>
    </main>
  );
}
