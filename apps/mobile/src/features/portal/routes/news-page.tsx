import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNews } from '../api/get-news';
import { formatDate } from '../model/format';
import { sanitizeHtml } from '../model/sanitize';
import styles from './news.module.css';

/** /news/{id}: one news item or notice to read. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const { id = '' } = useParams();
  const news = useNews(id);
  useDocumentTitle(news.data?.title ?? t('title'));
  return (
    <Page title={t('reading')}>
      {news.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : !news.data ? (
        <EmptyState type={3} description={t('notFound')} />
      ) : (
        <article className={styles.article}>
          <h2 className={styles.articleTitle}>{news.data.title}</h2>
          <p className={styles.meta}>
            {news.data.author ? <span>{news.data.author}</span> : null}
            <span>{formatDate(news.data.publishTime ?? news.data.createTime)}</span>
          </p>
          <div
            className={styles.content}
            // Sanitised: news bodies are HTML written on the server.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(news.data.content) }}
          />
        </article>
      )}
    </Page>
  );
}
