import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmNoticeRow } from '@baton/contracts';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { noticesQueryOptions, type NoticeTab } from '../api/notice-lists';
import { mergeRows } from '../model/list-query';
import { NoticeItem } from '../components/instance-items';
import { ListView } from '../components/list-view';
import { SearchBox } from '../components/search-box';
import { SegmentTabs, TabPanel } from '../components/segment-tabs';
import { useLiveRefresh } from '../components/use-live-refresh';
import { useTabParam } from '../components/use-tab-param';
import styles from '../components/lists.module.css';

const TABS = ['unread', 'read'] as const;
const TAB_ID = 'notice';

/** /work/myNotice: items circulated to the caller, still to read (待阅) and read (已阅). */
export function MyNoticePage() {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('notice.title'));
  useLiveRefresh();
  const [tab, setTab] = useTabParam<NoticeTab>(TABS);
  const [searches, setSearches] = useState<Record<NoticeTab, string>>({ unread: '', read: '' });
  const search = searches[tab];
  const unread = useInfiniteQuery({
    ...noticesQueryOptions('unread', searches.unread),
    enabled: tab === 'unread',
  });
  const read = useInfiniteQuery({ ...noticesQueryOptions('read', searches.read), enabled: tab === 'read' });
  const list = tab === 'unread' ? unread : read;
  const rows = useMemo(
    () => mergeRows<BpmNoticeRow>(list.data?.pages.map((p) => p.rows) ?? [], (r) => r.id),
    [list.data],
  );
  return (
    <Page title={t('notice.title')}>
      <div className={styles.bar}>
        <SegmentTabs<NoticeTab>
          id={TAB_ID}
          label={t('notice.tabs')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'unread', title: t('notice.unread') },
            { key: 'read', title: t('notice.read') },
          ]}
        />
        <SearchBox
          key={tab}
          placeholder={t('notice.searchPlaceholder')}
          value={search}
          onSearch={(text) => setSearches((old) => ({ ...old, [tab]: text }))}
        />
      </div>
      <TabPanel id={TAB_ID} active={tab}>
        <ListView
          label={tab === 'unread' ? t('notice.unreadList') : t('notice.readList')}
          query={list}
          rows={rows}
          searching={search !== ''}
          empty={tab === 'unread' ? t('notice.empty') : t('notice.readEmpty')}
          scrollKey={`notice:${tab}`}
        >
          {(row) => <NoticeItem key={row.id} row={row} />}
        </ListView>
      </TabPanel>
    </Page>
  );
}
