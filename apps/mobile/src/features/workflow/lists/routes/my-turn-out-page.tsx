import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmTaskRow } from '@baton/contracts';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useTurnOuts } from '../api/trans-to-more';
import { mergeRows } from '../model/list-query';
import { TurnOutItem } from '../components/instance-items';
import { ListView } from '../components/list-view';
import { SearchBox } from '../components/search-box';
import { useLiveRefresh } from '../components/use-live-refresh';
import styles from '../components/lists.module.css';

/** /work/myTurnOutList: tasks the caller transferred or delegated, and who holds them now. */
export function MyTurnOutPage() {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('turnOut.title'));
  useLiveRefresh();
  const [search, setSearch] = useState('');
  const list = useTurnOuts(search);
  const rows = useMemo(
    () => mergeRows<BpmTaskRow>(list.data?.pages.map((p) => p.rows) ?? [], (r) => r.id),
    [list.data],
  );
  return (
    <Page title={t('turnOut.title')}>
      <div className={styles.bar}>
        <SearchBox placeholder={t('turnOut.searchPlaceholder')} value={search} onSearch={setSearch} />
      </div>
      <ListView
        label={t('turnOut.list')}
        query={list}
        rows={rows}
        searching={search !== ''}
        empty={t('turnOut.empty')}
        scrollKey="turnOut"
      >
        {(row) => <TurnOutItem key={row.id} row={row} />}
      </ListView>
    </Page>
  );
}
