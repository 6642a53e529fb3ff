import { useTranslation } from 'react-i18next';
import { BatonLogo } from '../../../components/baton-logo';
import { EmptyState } from '../../../components/empty-state';
import { TenantSwitch } from '../../../components/tenant-switch/tenant-switch';
import { useSession } from '../../../lib/session';
import styles from './home-page.module.css';
import { useDocumentTitle } from '../../../lib/document-title';

/** /home: the header with the tenant or organisation switch and a greeting; portal content comes later. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const user = useSession((s) => s.currentUser);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <BatonLogo size={28} />
          <div className={styles.switch}>
            <TenantSwitch />
          </div>
        </div>
        <h1 className={styles.title}>{t('title')}</h1>
        {user ? (
          <p className={styles.greeting}>{t('greeting', { name: user.username || user.account })}</p>
        ) : null}
      </header>
      <main>
        <EmptyState type={1} description={t('intro')} />
      </main>
    </div>
  );
}
