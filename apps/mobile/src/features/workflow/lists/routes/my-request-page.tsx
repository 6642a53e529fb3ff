import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BpmInstanceRow } from '@baton/contracts';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { myDraftsQueryOptions, useRemoveDraft } from '../api/my-drafts';
import { myRequestsQueryOptions } from '../api/my-requests';
import { mergeRows } from '../model/list-query';
import { confirmDialog } from '../components/confirm';
import { DraftItem, RequestItem } from '../components/instance-items';
import { ListView } from '../components/list-view';
import { SearchBox } from '../components/search-box';
import { SegmentTabs, TabPanel } from '../components/segment-tabs';
import { useLiveRefresh } from '../components/use-live-refresh';
import { useTabParam } from '../components/use-tab-param';
import styles from '../components/lists.module.css';

const TABS = ['mine', 'drafts'] as const;
type Tab = (typeof TABS)[number];
const TAB_ID = 'request';

const rowsOf = (pages: { rows: BpmInstanceRow[] }[] | undefined) =>
  mergeRows(pages?.map((p) => p.rows) ?? [], (r) => r.id);

/** /work/myRequest: the caller's requests, and a second tab with their drafts. */
export function MyRequestPage() {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('request.title'));
  useLiveRefresh();
  const [tab, setTab] = useTabParam(TABS);
  const [searches, setSearches] = useState<Record<Tab, string>>({ mine: '', drafts: '' });
  const search = searches[tab];
  const requests = useInfiniteQuery({ ...myRequestsQueryOptions(searches.mine), enabled: tab === 'mine' });
  const drafts = useInfiniteQuery({ ...myDraftsQueryOptions(searches.drafts), enabled: tab === 'drafts' });
  const requestRows = useMemo(() => rowsOf(requests.data?.pages), [requests.data]);
  const draftRows = useMemo(() => rowsOf(drafts.data?.pages), [drafts.data]);

  const remove = useRemoveDraft(t('request.deleted'));
  const askRemove = async (row: BpmInstanceRow) => {
    const confirmed = await confirmDialog({
      title: t('request.deleteTitle'),
      content: t('request.deleteContent', { subject: row.subject || t('request.untitled') }),
      confirm: t('request.delete'),
      cancel: t('start.cancel'),
    });
    if (confirmed) remove.mutate(row.id);
  };

  return (
    <Page title={t('request.title')}>
      <div className={styles.bar}>
        <SegmentTabs<Tab>
          id={TAB_ID}
          label={t('request.tabs')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'mine', title: t('request.mine') },
            { key: 'drafts', title: t('request.drafts') },
          ]}
        />
        <SearchBox
          key={tab}
          placeholder={t('request.searchPlaceholder')}
          value={search}
          onSearch={(text) => setSearches((old) => ({ ...old, [tab]: text }))}
        />
      </div>
      <TabPanel id={TAB_ID} active={tab}>
        {tab === 'mine' ? (
          <ListView
            label={t('request.requestList')}
            query={requests}
            rows={requestRows}
            searching={search !== ''}
            empty={t('request.empty')}
            scrollKey="request:mine"
          >
            {(row) => <RequestItem key={row.id} row={row} />}
          </ListView>
        ) : (
          <ListView
            label={t('request.draftList')}
            query={drafts}
            rows={draftRows}
            searching={search !== ''}
            empty={t('request.draftEmpty')}
            scrollKey="request:drafts"
          >
            {(row) => (
              <DraftItem
                key={row.id}
                row={row}
                busy={remove.isPending}
                onDelete={() => void askRemove(row)}
              />
            )}
          </ListView>
        )}
      </TabPanel>
    </Page>
  );
}
