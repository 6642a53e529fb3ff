import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BpmFlowEntry } from '@baton/contracts';
import { paths } from '../../../../app/paths';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useFlowSearch } from '../api/flow-search';
import { mergeRows } from '../model/list-query';
import { FlowIcon } from '../components/flow-icon';
import { ListView } from '../components/list-view';
import { SearchBox } from '../components/search-box';
import lists from '../components/lists.module.css';
import styles from '../components/start-flows.module.css';

/** /work/startFlowList_search: flows to start whose name contains the search, page by page. */
export function StartFlowSearchPage() {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('start.searchTitle'));
  const [search, setSearch] = useState('');
  const list = useFlowSearch(search);
  const rows = useMemo(
    () => mergeRows<BpmFlowEntry>(list.data?.pages.map((p) => p.rows) ?? [], (r) => r.defId),
    [list.data],
  );
  return (
    <Page title={t('start.searchTitle')}>
      <div className={lists.bar}>
        <SearchBox placeholder={t('start.searchPlaceholder')} value={search} onSearch={setSearch} autoFocus />
      </div>
      <ListView
        label={search ? t('start.results') : t('start.all')}
        query={list}
        rows={rows}
        searching={search !== ''}
        empty={t('start.empty')}
        scrollKey="startFlowSearch"
      >
        {(flow) => (
          <li key={flow.defId} className={lists.item}>
            <Link to={paths.startFlow.href(flow.defId, '0')} className={styles.searchRow}>
              <FlowIcon icon={flow.icon} small />
              <span className={styles.flowText}>
                <span className={styles.flowName}>{flow.name}</span>
                <span className={styles.flowDesc}>{flow.categoryName || flow.description}</span>
              </span>
            </Link>
          </li>
        )}
      </ListView>
    </Page>
  );
}
