import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePerson } from '../api/get-person';
import { mailHref, telHref } from '../model/directory';
import styles from './contacts.module.css';

/** /mailList/user/{userId}: a person's card with tap-to-call and tap-to-mail. */
export function PersonPage() {
  const { t } = useTranslation('contacts');
  const { userId = '' } = useParams();
  const person = usePerson(userId);
  const user = person.data?.user;
  useDocumentTitle(user?.fullname ?? t('person'));
  const posts = Object.values(person.data?.post ?? {});
  const mainPost = posts.find((p) => p.isMaster === '1') ?? posts[0];
  const mainOrg = person.data?.org?.find((o) => o.isMaster === '1') ?? person.data?.org?.[0];
  const tel = telHref(user?.mobile);
  const mail = mailHref(user?.email);
  return (
    <Page title={t('person')}>
      {person.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : !user ? (
        <EmptyState type={3} description={t('personMissing')} />
      ) : (
        <>
          <section className={styles.card}>
            <span className={`${styles.avatar} ${styles.bigAvatar}`} aria-hidden="true">
              {user.fullname.trim().slice(-2)}
            </span>
            <h2 className={styles.name}>{user.fullname}</h2>
            <p className={styles.rowSub}>
              {[mainOrg?.name ?? mainPost?.orgName, mainPost?.postName].filter(Boolean).join(' · ') ||
                t('noPost')}
            </p>
          </section>
          <ul className={styles.list} aria-label={t('contact')}>
            <li className={styles.detail}>
              <span className={styles.detailLabel}>{t('account')}</span>
              <span>{user.account}</span>
            </li>
            <li>
              {tel ? (
                <a href={tel} className={styles.row}>
                  <PhonebookOutline className={styles.actionIcon} aria-hidden="true" />
                  <span className={styles.rowText}>
                    <span className={styles.rowSub}>{t('mobile')}</span>
                    <span className={styles.rowTitle}>{user.mobile}</span>
                  </span>
                  <span className={styles.action}>{t('call')}</span>
                </a>
              ) : (
                <span className={styles.detail}>
                  <span className={styles.detailLabel}>{t('mobile')}</span>
                  <span>{t('none')}</span>
                </span>
              )}
            </li>
            <li>
              {mail ? (
                <a href={mail} className={styles.row}>
                  <MailOutline className={styles.actionIcon} aria-hidden="true" />
                  <span className={styles.rowText}>
                    <span className={styles.rowSub}>{t('email')}</span>
                    <span className={styles.rowTitle}>{user.email}</span>
                  </span>
                  <span className={styles.action}>{t('mail')}</span>
                </a>
              ) : (
                <span className={styles.detail}>
                  <span className={styles.detailLabel}>{t('email')}</span>
                  <span>{t('none')}</span>
                </span>
              )}
            </li>
          </ul>
        </>
      )}
    </Page>
  );
}
