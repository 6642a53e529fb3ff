import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddOutline, FilterOutline } from 'antd-mobile-icons';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { LazyPopup as Popup } from '../../../components/lazy-popup';
import type { FormDataTemplate, FormListRow, FormOption, FormTemplateColumn } from '@baton/contracts';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { useBoDel } from '../api/bo-del';
import { useDataList } from '../api/get-data-list';
import { useDictOptions } from '../api/get-dict-options';
import { useTemplateInfo } from '../api/get-template-info';
import { confirmDialog } from '../components/confirm';
import { formatCurrency } from '../model/currency';
import { filterConditions, parseQQuerys, type FilterValue } from '../model/list-query';
import styles from './template-list-page.module.css';

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value
          .map((v) =>
            typeof v === 'object' && v !== null ? String((v as { name?: unknown }).name ?? '') : String(v),
          )
          .join('、')
      : typeof value === 'object'
        ? String((value as { name?: unknown }).name ?? '')
        : String(value);

function useColumnOptions(columns: readonly FormTemplateColumn[]) {
  // At most the first two dictionary columns are looked up: cards show few columns.
  const dicts = columns.filter((c) => c.format === 'dict' && c.dictionary).slice(0, 2);
  const first = useDictOptions(dicts[0]?.dictionary ?? '', dicts.length > 0);
  const second = useDictOptions(dicts[1]?.dictionary ?? '', dicts.length > 1);
  return useMemo(() => {
    const map = new Map<string, FormOption[]>();
    if (dicts[0] && first.data) map.set(dicts[0].name, first.data);
    if (dicts[1] && second.data) map.set(dicts[1].name, second.data);
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the fetched lists
  }, [first.data, second.data]);
}

function formatCell(column: FormTemplateColumn, value: unknown, options?: FormOption[]): string {
  if (column.format === 'currency' && value !== null && value !== undefined && value !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? formatCurrency(n) : cellText(value);
  }
  if (column.format === 'date' && typeof value === 'string') return value.slice(0, 16);
  if (column.format === 'dict' && options) {
    const keys = Array.isArray(value) ? value.map(String) : cellText(value).split(',');
    return keys.map((k) => options.find((o) => o.key === k)?.name ?? k).join('、');
  }
  return cellText(value);
}

function FilterPanel({
  template,
  values,
  onApply,
  onClose,
}: {
  template: FormDataTemplate;
  values: Record<string, FilterValue | undefined>;
  onApply: (values: Record<string, FilterValue | undefined>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('forms');
  const [draft, setDraft] = useState(values);
  const set = (name: string, value: FilterValue | undefined) => setDraft((d) => ({ ...d, [name]: value }));
  return (
    <form
      className={styles.filters}
      aria-label={t('list.filter')}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
        onClose();
      }}
    >
      <h2 className={styles.filtersTitle}>{t('list.filter')}</h2>
      {template.filters.map((filter) => {
        const id = `filter-${filter.name}`;
        const value = draft[filter.name];
        if (filter.control === 'select') {
          return (
            <fieldset key={filter.name} className={styles.filter}>
              <legend className={styles.filterLabel}>{filter.label}</legend>
              <div className={styles.chips}>
                {(filter.options ?? []).map((o) => (
                  <label key={o.key} className={styles.chip}>
                    <input
                      type="radio"
                      name={id}
                      checked={value === o.key}
                      onChange={() => set(filter.name, o.key)}
                      onClick={() => value === o.key && set(filter.name, undefined)}
                    />
                    {o.name}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        }
        if (filter.control === 'dateRange') {
          const [from = '', to = ''] = Array.isArray(value) ? value : [];
          return (
            <fieldset key={filter.name} className={styles.filter}>
              <legend className={styles.filterLabel}>{filter.label}</legend>
              <div className={styles.range}>
                <input
                  type="date"
                  className={styles.input}
                  aria-label={`${filter.label} ${t('list.from')}`}
                  value={from}
                  onChange={(e) => set(filter.name, [e.target.value, to])}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="date"
                  className={styles.input}
                  aria-label={`${filter.label} ${t('list.to')}`}
                  value={to}
                  onChange={(e) => set(filter.name, [from, e.target.value])}
                />
              </div>
            </fieldset>
          );
        }
        return (
          <div key={filter.name} className={styles.filter}>
            <label className={styles.filterLabel} htmlFor={id}>
              {filter.label}
            </label>
            <input
              id={id}
              type={filter.control === 'date' ? 'date' : 'text'}
              className={styles.input}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => set(filter.name, e.target.value)}
            />
          </div>
        );
      })}
      <div className={styles.filterButtons}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setDraft({});
            onApply({});
            onClose();
          }}
        >
          {t('list.reset')}
        </button>
        <button type="submit" className={styles.primary}>
          {t('list.apply')}
        </button>
      </div>
    </form>
  );
}

/** /template/preview/{templateKey or alias}?qQuerys: the records of a data template. */
export function TemplateListPage() {
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('forms');
  const { t: tc } = useTranslation('common');
  const info = useTemplateInfo(alias);
  const template = info.data?.template;
  const [keyword, setKeyword] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, FilterValue | undefined>>({});
  const [filtering, setFiltering] = useState(false);
  const qQuerys = search.get('qQuerys');
  const querys = useMemo(
    () => [...parseQQuerys(qQuerys), ...filterConditions(template?.filters ?? [], filterValues)],
    [qQuerys, template, filterValues],
  );
  const list = useDataList({
    key: template?.key ?? '',
    pageSize: template?.pageSize ?? 20,
    keyword: keyword || undefined,
    queryFilter: querys.length ? { querys } : undefined,
  });
  const del = useBoDel();
  const columns = template?.columns ?? [];
  const options = useColumnOptions(columns);
  const title = template?.name ?? '';
  useDocumentTitle(title || t('pages.templateList'));

  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const has = (alias: string) => template?.buttons.some((b) => b.alias === alias) ?? false;
  const activeFilters = Object.values(filterValues).filter((v) =>
    Array.isArray(v) ? v.some(Boolean) : Boolean(v),
  ).length;

  const remove = async (row: FormListRow) => {
    if (!template) return;
    const yes = await confirmDialog(t('upload.confirmDelete'), {
      confirm: tc('confirm'),
      cancel: tc('cancel'),
    });
    if (!yes) return;
    del.mutate(
      { boAlias: template.boAlias, ids: [String(row.id)] },
      { onSuccess: ({ message }) => notify.success(message || t('list.deleted')) },
    );
  };

  const [head, ...rest] = columns;
  const openAction = has('get') || !has('edit') ? 'get' : 'edit';
  // Without its template there is no list to wait for: say so instead of loading for ever.
  if (info.isError) {
    return (
      <Page title={t('pages.templateList')}>
        <div role="alert">
          <EmptyState type={3} description={t('list.loadFailed')}>
            <button type="button" className={styles.retry} onClick={() => void info.refetch()}>
              {t('list.retry')}
            </button>
          </EmptyState>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title={title}
      right={
        template && has('add') ? (
          <Link
            className={styles.headerAction}
            to={paths.templateForm.href(template.key, 'add')}
            aria-label={t('buttons.add')}
          >
            <AddOutline aria-hidden="true" />
          </Link>
        ) : null
      }
    >
      <div className={styles.toolbar}>
        <SearchBar
          className={styles.search}
          placeholder={t('list.search')}
          onSearch={(k) => setKeyword(k.trim())}
          onClear={() => setKeyword('')}
          aria-label={t('list.search')}
        />
        {template && template.filters.length ? (
          <button
            type="button"
            className={styles.filterButton}
            aria-haspopup="dialog"
            onClick={() => setFiltering(true)}
          >
            <FilterOutline aria-hidden="true" />
            {t('list.filter')}
            {activeFilters ? <span className={styles.badge}>{activeFilters}</span> : null}
          </button>
        ) : null}
      </div>
      {list.data ? (
        <p className={styles.total} role="status">
          {t('list.total', { total })}
        </p>
      ) : null}
      <PullToRefresh
        onRefresh={async () => void (await list.refetch())}
        pullingText={t('list.pulling')}
        canReleaseText={t('list.canRelease')}
        refreshingText={t('list.loading')}
        completeText={t('list.complete')}
      >
        <ul className={styles.list}>
          {rows.map((row) => {
            const id = String(row.id);
            return (
              <li key={id} className={styles.card}>
                <Link
                  className={styles.cardLink}
                  to={template ? paths.templateForm.href(template.key, openAction, { id }) : '#'}
                >
                  {head ? (
                    <h2 className={styles.cardTitle}>
                      {formatCell(head, row[head.name], options.get(head.name)) || id}
                    </h2>
                  ) : null}
                  <dl className={styles.fields}>
                    {rest.map((column) => (
                      <div key={column.name} className={styles.pair}>
                        <dt>{column.label}</dt>
                        <dd>{formatCell(column, row[column.name], options.get(column.name)) || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                </Link>
                {template && (has('edit') || has('del')) ? (
                  <div className={styles.rowButtons}>
                    {has('edit') ? (
                      <Link
                        className={styles.rowButton}
                        to={paths.templateForm.href(template.key, 'edit', { id })}
                        aria-label={`${t('buttons.edit')} ${cellText(head ? row[head.name] : id)}`}
                      >
                        {t('buttons.edit')}
                      </Link>
                    ) : null}
                    {has('del') ? (
                      <button
                        type="button"
                        className={`${styles.rowButton} ${styles.danger}`}
                        aria-label={`${t('buttons.delete')} ${cellText(head ? row[head.name] : id)}`}
                        onClick={() => void remove(row)}
                      >
                        {t('buttons.delete')}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <InfiniteScroll
          // Only further pages: the first comes with the query, once the template's key is known.
          loadMore={async () => void (list.data ? await list.fetchNextPage() : undefined)}
          hasMore={Boolean(list.data) && list.hasNextPage}
        >
          {list.isPending ? t('list.loading') : rows.length === 0 ? t('list.empty') : t('list.noMore')}
        </InfiniteScroll>
      </PullToRefresh>
      {template ? (
        <Popup
          visible={filtering}
          onMaskClick={() => setFiltering(false)}
          onClose={() => setFiltering(false)}
          position="bottom"
          bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '80vh', overflowY: 'auto' }}
        >
          {filtering ? (
            <FilterPanel
              template={template}
              values={filterValues}
              onApply={setFilterValues}
              onClose={() => setFiltering(false)}
            />
          ) : null}
        </Popup>
      ) : null}
    </Page>
  );
}
