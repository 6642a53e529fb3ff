import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { InnermsgReceiverRow } from '@baton/contracts';
import { Page } from '../../../components/page';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession, isGuest } from '../../../lib/session';
import { useMessageList } from '../api/list-messages';
import { getMessage } from '../api/get-message';
import { unreadCountQueryOptions } from '../api/unread';
import { isRead, mergePages } from '../model/message-query';
import { sanitizeHtml } from '../model/sanitize';
import styles from './message-list-page.module.css';

function formatTime(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(value);
}

/** /messageReceiverList: the inner messages of the signed-in user (community.md §2 "Message list"). */
export function MessageListPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSession((s) => s.currentUser);
  const userId = user && !isGuest(user) ? user.userId : '';
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useMessageList(search);
  const rows = mergePages(list.data?.pages.map((p) => p.rows) ?? []);

  const open = async (row: InnermsgReceiverRow) => {
    const wasUnread = !isRead(row);
    const message = await getMessage(row.id).catch(() => null);
    const { Dialog } = await import('../../../lib/antd-imperative');
    void Dialog.alert({
      title: message?.subject ?? row.subject,
      content: (
        <div
          className={styles.body}
          // Sanitised: message bodies are HTML written by other people.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(message?.content ?? row.content) }}
        />
      ),
      confirmText: t('ok'),
    });
    if (wasUnread) {
      await client.invalidateQueries(unreadCountQueryOptions(userId));
      await client.invalidateQueries({ queryKey: ['innermsg', 'list'] });
    }
  };

  const act = (row: InnermsgReceiverRow) => {
    if (row.link && row.link.startsWith('/')) navigate(row.link);
    else void open(row);
  };

  return (
    <Page title={t('title')} back={false}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('searchPlaceholder')}
          value={draft}
          onChange={setDraft}
          onSearch={(text) => setSearch(text)}
          onClear={() => setSearch('')}
          onCancel={() => {
            setDraft('');
            setSearch('');
          }}
          showCancelButton={() => draft !== '' || search !== ''}
          cancelText={t('cancel')}
          aria-label={t('searchPlaceholder')}
        />
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([list.refetch(), client.invalidateQueries(unreadCountQueryOptions(userId))]);
        }}
        pullingText={t('pulling')}
        canReleaseText={t('release')}
        refreshingText={t('refreshing')}
        completeText={t('refreshed')}
      >
        {list.isPending ? (
          <p className={styles.loading}>{t('loading')}</p>
        ) : rows.length === 0 ? (
          <EmptyState type={search ? 2 : 4} description={search ? t('noMatch') : t('empty')} />
        ) : (
          <ul className={styles.list} aria-label={t('title')}>
            {rows.map((row) => {
              const read = isRead(row);
              return (
                <li key={row.id} className={styles.item}>
                  <button type="button" className={styles.main} onClick={() => void open(row)}>
                    <span className={styles.subjectLine}>
                      {read ? null : <span className={styles.dot} aria-hidden="true" />}
                      <span className={read ? styles.subject : `${styles.subject} ${styles.unread}`}>
                        {row.subject}
                      </span>
                    </span>
                    <span className={styles.meta}>
                      <span>{row.owner}</span>
                      <span>{formatTime(row.createTime)}</span>
                      <span className={read ? styles.readTag : styles.unreadTag}>
                        {read ? t('read') : t('unread')}
                      </span>
                    </span>
                  </button>
                  <button type="button" className={styles.handle} onClick={() => act(row)}>
                    {t('handle')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {rows.length > 0 ? (
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? t('loading') : t('noMore')}
          </InfiniteScroll>
        ) : null}
      </PullToRefresh>
    </Page>
  );
}
