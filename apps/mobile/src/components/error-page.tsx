import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { useGoBack } from './use-go-back';
import styles from './error-page.module.css';

interface ErrorPageProps {
  /** Defaults to 系统出错了. */
  tip?: string;
  /** Shows 返回上一级页面: one step back, or home when the visit started on this page. */
  showBack?: boolean;
  /** An extra link, e.g. to the home page. */
  link?: { to: string; text: string };
}

/** The generic error or empty page of the spec; also the router's error element. */
export function ErrorPage({ tip, showBack = false, link }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const goBack = useGoBack();
  return (
    <main className={styles.page}>
      <EmptyState type={3} description={<h1 className={styles.tip}>{tip ?? t('systemError')}</h1>}>
        {showBack ? (
          <button type="button" className={styles.link} onClick={goBack}>
            {t('backPrevious')}
          </button>
        ) : null}
        {link ? (
          <Link className={styles.link} to={link.to}>
            {link.text}
          </Link>
        ) : null}
      </EmptyState>
    </main>
  );
}
