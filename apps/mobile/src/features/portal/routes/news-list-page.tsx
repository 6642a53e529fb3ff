import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNewsList, type NewsKind } from '../api/list-news';
import { formatDate } from '../model/format';
import styles from './news.module.css';

/** /news?kind: public news and notices in two tabs, newest first, loading more at the end. */
export function NewsListPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const kind: NewsKind = params.get('kind') === 'notice' ? 'notice' : 'news';
  const list = useNewsList(kind);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <Page title={t('title')}>
      <Tabs activeKey={kind} onChange={(key) => setParams({ kind: key }, { replace: true })}>
        <Tabs.Tab key="news" title={t('news')} />
        <Tabs.Tab key="notice" title={t('notice')} />
      </Tabs>
      {list.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : list.isError ? (
        <EmptyState type={3} description={t('loadFailed')} />
      ) : rows.length === 0 ? (
        <EmptyState type={1} description={t('empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {rows.map((item) => (
              <li key={item.id}>
                <Link to={paths.newsDetail.href(item.id)} className={styles.item}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                  <span className={styles.meta}>
                    {item.author ? <span>{item.author}</span> : null}
                    <span>{formatDate(item.publishTime ?? item.createTime)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? t('loading') : t('noMore')}
          </InfiniteScroll>
        </>
      )}
    </Page>
  );
}
