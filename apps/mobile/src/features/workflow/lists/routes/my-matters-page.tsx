import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { BpmDoneRow, BpmTaskRow } from '@baton/contracts';
import { paths } from '../../../../app/paths';
import { Page } from '../../../../components/page';
import { useDocumentTitle } from '../../../../lib/document-title';
import { isGuest, useSession } from '../../../../lib/session';
import { doneListQueryOptions } from '../api/get-done-list';
import { todoListQueryOptions } from '../api/get-todo-list';
import { invalidateWorkflow } from '../api/paged';
import { useRevokeTask } from '../api/revoke-task';
import { canBatchApprove, pruneSelection } from '../model/batch';
import { mergeRows } from '../model/list-query';
import { withRevokeFlag } from '../model/revoke';
import { confirmDialog } from '../components/confirm';
import { ListView } from '../components/list-view';
import { SearchBox } from '../components/search-box';
import { SegmentTabs, TabPanel } from '../components/segment-tabs';
import { DoneItem, SelectableTodoItem, TodoItem } from '../components/task-items';
import { useLiveRefresh } from '../components/use-live-refresh';
import styles from '../components/lists.module.css';

// The sheet and its popup load when a batch is first started, not with the list.
const BatchSheet = lazy(async () => ({ default: (await import('../components/batch-sheet')).BatchSheet }));

type Tab = '0' | '1';
const TAB_ID = 'matters';

/** /work/myMatters/{activeNumber}: to-dos (0) and done items (1); the tabs switch the address. */
export function MyMattersPage() {
  const { activeNumber } = useParams();
  if (activeNumber !== '0' && activeNumber !== '1')
    return <Navigate to={paths.myMattersTab.href(0)} replace />;
  return <MyMatters tab={activeNumber} />;
}

function MyMatters({ tab }: { tab: Tab }) {
  const { t } = useTranslation('flow');
  useDocumentTitle(t('matters.title'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession((s) => (s.currentUser && !isGuest(s.currentUser) ? s.currentUser.userId : ''));
  useLiveRefresh();

  const [searches, setSearches] = useState<Record<Tab, string>>({ '0': '', '1': '' });
  const search = searches[tab];
  // The to-do list is always asked for: its total is the count on the tab.
  const todo = useInfiniteQuery(todoListQueryOptions(searches['0']));
  const done = useInfiniteQuery({ ...doneListQueryOptions(searches['1']), enabled: tab === '1' });
  const todoRows = useMemo(
    () => mergeRows<BpmTaskRow>(todo.data?.pages.map((p) => p.rows) ?? [], (r) => r.id),
    [todo.data],
  );
  const doneRows = useMemo(
    () =>
      withRevokeFlag(
        mergeRows<BpmDoneRow>(
          done.data?.pages.map((p) => p.rows) ?? [],
          (r) => `${r.id}|${r.taskId}|${r.completeTime}`,
        ),
      ),
    [done.data],
  );
  const todoTotal = todo.data?.pages[0]?.total;

  const [batch, setBatch] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [sheetOpen, setSheetOpen] = useState(false);
  const eligible = todoRows.filter((row) => canBatchApprove(row, userId));
  const selected = pruneSelection(
    chosen,
    eligible.map((r) => r.id),
  );
  const allChosen = eligible.length > 0 && selected.size === eligible.length;
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const leaveBatch = () => {
    setBatch(false);
    setChosen(new Set());
    setSheetOpen(false);
  };

  const revoke = useRevokeTask(t('matters.revoked'));
  const askRevoke = async (row: BpmDoneRow) => {
    const confirmed = await confirmDialog({
      title: t('matters.revokeTitle'),
      content: t('matters.revokeContent', { subject: row.subject }),
      confirm: t('matters.revoke'),
      cancel: t('start.cancel'),
    });
    if (confirmed) revoke.mutate({ instId: row.id, taskId: row.taskId });
  };

  const switchTo = (next: Tab) => {
    if (next === tab) return;
    leaveBatch();
    void navigate(paths.myMattersTab.href(next === '1' ? 1 : 0), { replace: true });
  };

  const batchButton =
    tab === '0' && (batch || eligible.length > 0) ? (
      <button
        type="button"
        className={styles.headerButton}
        onClick={batch ? leaveBatch : () => setBatch(true)}
      >
        {batch ? t('batch.exit') : t('batch.start')}
      </button>
    ) : null;

  return (
    <Page title={t('matters.title')} right={batchButton}>
      <div className={styles.bar}>
        <SegmentTabs<Tab>
          id={TAB_ID}
          label={t('matters.tabs')}
          active={tab}
          onChange={switchTo}
          tabs={[
            {
              key: '0',
              title:
                todoTotal === undefined ? t('matters.todo') : t('matters.todoCount', { count: todoTotal }),
            },
            { key: '1', title: t('matters.done') },
          ]}
        />
        <SearchBox
          key={tab}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onSearch={(text) => setSearches((old) => ({ ...old, [tab]: text }))}
        />
      </div>
      <TabPanel id={TAB_ID} active={tab}>
        {tab === '0' ? (
          <div className={batch ? styles.withBatchBar : undefined}>
            <ListView
              label={t('matters.todoList')}
              query={todo}
              rows={todoRows}
              searching={search !== ''}
              empty={t('matters.todoEmpty')}
              scrollKey="matters:0"
            >
              {(row) =>
                batch ? (
                  <SelectableTodoItem
                    key={row.id}
                    row={row}
                    allowed={canBatchApprove(row, userId)}
                    checked={selected.has(row.id)}
                    onToggle={() => toggle(row.id)}
                  />
                ) : (
                  <TodoItem key={row.id} row={row} />
                )
              }
            </ListView>
          </div>
        ) : (
          <ListView
            label={t('matters.doneList')}
            query={done}
            rows={doneRows}
            searching={search !== ''}
            empty={t('matters.doneEmpty')}
            scrollKey="matters:1"
          >
            {(row) => (
              <DoneItem
                key={`${row.id}|${row.taskId}|${row.completeTime}`}
                row={row}
                revoke={row.revoke}
                busy={revoke.isPending}
                onRevoke={() => void askRevoke(row)}
              />
            )}
          </ListView>
        )}
      </TabPanel>
      {batch && tab === '0' ? (
        <div className={styles.batchBar} role="region" aria-label={t('batch.start')}>
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={allChosen}
              disabled={eligible.length === 0}
              onChange={() => setChosen(allChosen ? new Set() : new Set(eligible.map((r) => r.id)))}
            />
            {t('batch.selectAll')}
          </label>
          <span className={styles.selectedCount} aria-live="polite">
            {t('batch.selected', { count: selected.size })}
          </span>
          <button
            type="button"
            className={styles.batchAgree}
            disabled={selected.size === 0}
            onClick={() => setSheetOpen(true)}
          >
            {t('batch.agree')}
          </button>
        </div>
      ) : null}
      {sheetOpen ? (
        <Suspense fallback={null}>
          <BatchSheet
            items={todoRows.filter((r) => selected.has(r.id)).map((r) => ({ id: r.id, subject: r.subject }))}
            onFinished={() => void invalidateWorkflow(client)}
            onClose={leaveBatch}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
