import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PullToRefresh } from '../../../../components/pull-to-refresh';
import { AddOutline, CheckOutline, CloseOutline, SearchOutline } from 'antd-mobile-icons';
import type { BpmFlowEntry } from '@baton/contracts';
import { paths } from '../../../../app/paths';
import { EmptyState } from '../../../../components/empty-state';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useSaveCommonFlows, useStartList } from '../api/start-list';
import { inCopy, sameFlows, toggleFlow } from '../model/common-flows';
import { FlowIcon } from '../components/flow-icon';
import { ListSkeleton } from '../components/list-view';
import { useScrollMemory } from '../components/use-scroll-memory';
import lists from '../components/lists.module.css';
import styles from '../components/start-flows.module.css';

/**
 * /work/startFlowList: the flows the caller may start by category, their common flows on top. Editing the common
 * flows works on a copy, which replaces the saved list only after the server saved it (workflow.md §4).
 */
export function StartFlowListPage() {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('start.title'));
  const list = useStartList();
  const saved = list.data?.common ?? [];
  const categories = (list.data?.categories ?? []).filter((c) => c.flows.length > 0);
  const [copy, setCopy] = useState<BpmFlowEntry[] | null>(null);
  const editing = copy !== null;
  const save = useSaveCommonFlows(t('start.saved'));
  useScrollMemory('startFlowList', !list.isPending);

  const common = copy ?? saved;
  const toggle = (flow: BpmFlowEntry) => setCopy((old) => toggleFlow(old ?? saved, flow));
  const submit = () => {
    if (!copy) return;
    save.mutate(copy, { onSuccess: () => setCopy(null) });
  };

  let body;
  if (list.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (list.isError)
    body = (
      <EmptyState type={3} description={t('list.failed')}>
        <button type="button" className={lists.retry} onClick={() => void list.refetch()}>
          {t('list.retry')}
        </button>
      </EmptyState>
    );
  else if (categories.length === 0) body = <EmptyState type={1} description={t('start.empty')} />;
  else
    body = (
      <>
        <section className={styles.card} aria-labelledby="start-common">
          <header className={styles.cardHead}>
            <h2 id="start-common" className={styles.cardTitle}>
              {t('start.common')}
            </h2>
            {editing ? null : (
              <button type="button" className={lists.headerButton} onClick={() => setCopy([...saved])}>
                {t('start.edit')}
              </button>
            )}
          </header>
          {editing ? <p className={styles.hint}>{t('start.editHint')}</p> : null}
          {common.length === 0 ? (
            <p className={styles.hint}>{t('start.commonEmpty')}</p>
          ) : (
            <ul className={styles.grid} aria-label={t('start.common')}>
              {common.map((flow) => (
                <li key={flow.defKey} className={styles.cell}>
                  {editing ? (
                    <button
                      type="button"
                      className={styles.gridItem}
                      onClick={() => toggle(flow)}
                      aria-label={t('start.remove', { name: flow.name })}
                    >
                      <FlowIcon icon={flow.icon} />
                      <span className={styles.gridName}>{flow.name}</span>
                      <span className={styles.removeBadge} aria-hidden="true">
                        <CloseOutline />
                      </span>
                    </button>
                  ) : (
                    <Link to={paths.startFlow.href(flow.defId, '0')} className={styles.gridItem}>
                      <FlowIcon icon={flow.icon} />
                      <span className={styles.gridName}>{flow.name}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {categories.map((category) => (
          <section key={category.id} className={styles.card} aria-labelledby={`start-cat-${category.id}`}>
            <h2 id={`start-cat-${category.id}`} className={styles.cardTitle}>
              {t('start.flows', { name: category.name, count: category.flows.length })}
            </h2>
            <ul className={styles.flows} aria-label={category.name}>
              {category.flows.map((flow) => {
                const chosen = inCopy(common, flow.defKey);
                return (
                  <li key={flow.defKey} className={styles.flow}>
                    <Link to={paths.startFlow.href(flow.defId, '0')} className={styles.flowMain}>
                      <FlowIcon icon={flow.icon} small />
                      <span className={styles.flowText}>
                        <span className={styles.flowName}>{flow.name}</span>
                        {flow.description ? (
                          <span className={styles.flowDesc}>{flow.description}</span>
                        ) : null}
                      </span>
                    </Link>
                    {editing ? (
                      <button
                        type="button"
                        className={chosen ? `${styles.toggle} ${styles.toggleOn}` : styles.toggle}
                        onClick={() => toggle(flow)}
                        aria-label={
                          chosen
                            ? t('start.remove', { name: flow.name })
                            : t('start.add', { name: flow.name })
                        }
                      >
                        {chosen ? <CheckOutline aria-hidden="true" /> : <AddOutline aria-hidden="true" />}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </>
    );

  return (
    <Page title={t('start.title')}>
      <div className={lists.bar}>
        <div className={lists.search}>
          <Link to={paths.startFlowListSearch.href()} className={styles.searchEntry}>
            <SearchOutline aria-hidden="true" />
            <span>{t('start.search')}</span>
          </Link>
        </div>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await list.refetch();
        }}
        pullingText={t('list.pulling')}
        canReleaseText={t('list.release')}
        refreshingText={t('list.refreshing')}
        completeText={t('list.refreshed')}
      >
        <div className={editing ? `${styles.content} ${lists.withBatchBar}` : styles.content}>{body}</div>
      </PullToRefresh>
      {editing ? (
        <div className={lists.batchBar} role="region" aria-label={t('start.editing')}>
          <button
            type="button"
            className={styles.cancel}
            onClick={() => setCopy(null)}
            disabled={save.isPending}
          >
            {t('start.cancel')}
          </button>
          <button
            type="button"
            className={styles.save}
            onClick={submit}
            disabled={save.isPending || sameFlows(copy, saved)}
          >
            {t('start.save')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}
