import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import CheckList from 'antd-mobile/es/components/check-list';
import type { FormCustomDialog, FormListPage } from '@baton/contracts';
import { notify } from '../../../../lib/notify';
import { toPickedItem } from '../../api/directory-page';
import { useDialog } from '../../api/get-dialog';
import { dialogListQueryOptions } from '../../api/get-dialog-list-data';
import { orgPageQueryOptions } from '../../api/get-org-page';
import { orgPostPageQueryOptions } from '../../api/get-org-post-page';
import { rolePageQueryOptions } from '../../api/get-role-page';
import { usersQueryOptions } from '../../api/query-user-with-main-org-post';
import { parseJsonObject } from '../../model/json-text';
import popup from './picker-field.module.css';
import type { FieldProps } from './types';
import { cell, type Chosen } from './picker-items';

type Kind = 'user' | 'org' | 'role' | 'post';
const DIRECTORY = {
  user: usersQueryOptions,
  org: orgPageQueryOptions,
  role: rolePageQueryOptions,
  post: orgPostPageQueryOptions,
} as const;

interface ListSource {
  pages: FormListPage[] | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  toItem: (row: Record<string, unknown>) => Chosen;
  detail?: (row: Record<string, unknown>) => string;
}

function PickerPopup({
  title,
  multiple,
  initial,
  source,
  keyword,
  onKeyword,
  onClose,
  onConfirm,
}: {
  title: string;
  multiple: boolean;
  initial: Chosen[];
  source: ListSource;
  keyword: string;
  onKeyword: (k: string) => void;
  onClose: () => void;
  onConfirm: (items: Chosen[]) => void;
}) {
  const { t } = useTranslation('forms');
  const [chosen, setChosen] = useState<Chosen[]>(initial);
  const rows = useMemo(() => (source.pages ?? []).flatMap((p) => p.rows), [source.pages]);
  const items = rows.map((row) => ({ item: source.toItem(row), row }));
  return (
    <div className={popup.sheet} role="dialog" aria-label={title}>
      <header className={popup.head}>
        <button type="button" className={popup.action} onClick={onClose}>
          {t('picker.cancel')}
        </button>
        <h2 className={popup.title}>{title}</h2>
        <button
          type="button"
          className={`${popup.action} ${popup.primary}`}
          onClick={() => {
            onConfirm(chosen);
            onClose();
          }}
        >
          {t('picker.confirm')}
        </button>
      </header>
      <SearchBar
        className={popup.search}
        placeholder={t('picker.search')}
        defaultValue={keyword}
        onSearch={(k) => onKeyword(k.trim())}
        onClear={() => onKeyword('')}
      />
      {multiple ? <p className={popup.count}>{t('picker.selected', { count: chosen.length })}</p> : null}
      <div className={popup.list}>
        <CheckList
          multiple={multiple}
          value={chosen.map((c) => c.id)}
          onChange={(ids) => {
            const byId = new Map([...chosen, ...items.map((i) => i.item)].map((i) => [i.id, i]));
            setChosen(ids.map((id) => byId.get(String(id))).filter((i): i is Chosen => Boolean(i)));
          }}
        >
          {items.map(({ item, row }) => (
            <CheckList.Item key={item.id} value={item.id} description={source.detail?.(row)}>
              {item.name}
            </CheckList.Item>
          ))}
        </CheckList>
        <InfiniteScroll
          loadMore={async () => void (await source.fetchNextPage())}
          hasMore={source.hasNextPage}
        >
          {source.hasNextPage ? t('picker.placeholder') : rows.length === 0 ? t('picker.empty') : ''}
        </InfiniteScroll>
      </div>
    </div>
  );
}

function DirectorySource({ kind, children }: { kind: Kind; children: (s: SourceState) => ReactNode }) {
  const [keyword, setKeyword] = useState('');
  const query = useInfiniteQuery(DIRECTORY[kind](keyword));
  return children({
    keyword,
    setKeyword,
    source: {
      pages: query.data?.pages,
      hasNextPage: query.hasNextPage,
      fetchNextPage: query.fetchNextPage,
      toItem: toPickedItem,
      // People show where they sit; posts their organisation.
      detail: (row) =>
        [row.orgName, row.postName]
          .filter((x): x is string => typeof x === 'string' && x !== '' && x !== row.name)
          .join(' · '),
    },
  });
}

interface SourceState {
  keyword: string;
  setKeyword: (k: string) => void;
  source: ListSource;
}

/** Builds the search parameters of a custom dialog; a configured parameter text must be valid JSON. */
export function dialogMapParam(
  dialog: Pick<FormCustomDialog, 'conditionfield'>,
  keyword: string,
  configured?: string,
): { ok: true; mapParam: string } | { ok: false; error: 'json.postParams' } {
  const extra = parseJsonObject(configured, 'postParams');
  if (!extra.ok) return { ok: false, error: 'json.postParams' };
  const search = keyword && dialog.conditionfield[0] ? { [dialog.conditionfield[0].field]: keyword } : {};
  const params = { ...extra.value, ...search };
  return { ok: true, mapParam: Object.keys(params).length ? JSON.stringify(params) : '' };
}

function DialogSource({
  field,
  children,
}: {
  field: FieldProps['field'];
  children: (s: SourceState) => ReactNode;
}) {
  const { t } = useTranslation('forms');
  const binding = field.dialog!;
  const dialog = useDialog(binding.alias);
  const [keyword, setKeyword] = useState('');
  // A binding may carry fixed POST parameters as JSON text (beyond the contract's binding fields).
  const configured = (binding as { params?: string }).params;
  const built = dialog.data ? dialogMapParam(dialog.data, keyword, configured) : null;
  const mapParam = built?.ok ? built.mapParam : '';
  const query = useInfiniteQuery({
    ...dialogListQueryOptions(binding.alias, mapParam),
    enabled: Boolean(built?.ok),
  });
  const refused = built && !built.ok ? built.error : null;
  useEffect(() => {
    if (refused) notify.danger(t(refused));
  }, [refused, t]);
  const display = dialog.data?.displayfield ?? [];
  return children({
    keyword,
    setKeyword,
    source: {
      pages: query.data?.pages,
      hasNextPage: query.hasNextPage,
      fetchNextPage: query.fetchNextPage,
      toItem: (row) => {
        // What is stored of a row: its result fields (the binding's two fields when none are configured).
        const fields = dialog.data?.resultfield.length
          ? dialog.data.resultfield.map((r) => r.field)
          : [binding.valueField, binding.labelField];
        const raw = Object.fromEntries(
          [...new Set([...fields, binding.valueField, binding.labelField])]
            .filter((name) => row[name] !== undefined && row[name] !== null)
            .map((name) => [name, row[name]]),
        );
        return { id: cell(row[binding.valueField]), name: cell(row[binding.labelField]), raw };
      },
      detail: (row) =>
        display
          .filter((d) => d.field !== binding.labelField)
          .map((d) => `${d.comment}: ${cell(row[d.field])}`)
          .join('  '),
    },
  });
}

export interface PickerSheetProps {
  field: FieldProps['field'];
  open: boolean;
  title: string;
  multiple: boolean;
  items: Chosen[];
  onClose: () => void;
  onConfirm: (chosen: Chosen[]) => void;
}

/** The picker's sheet, loaded on the first tap: search, a page of 20 at a time, single or multiple choice. */
export function PickerSheet({ field, open, title, multiple, items, onClose, onConfirm }: PickerSheetProps) {
  const render = ({ keyword, setKeyword, source }: SourceState) => (
    <PickerPopup
      title={title}
      multiple={multiple}
      initial={items}
      source={source}
      keyword={keyword}
      onKeyword={setKeyword}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ height: '80vh', borderRadius: '12px 12px 0 0' }}
    >
      {open ? (
        field.type === 'dialog' && field.dialog ? (
          <DialogSource field={field}>{render}</DialogSource>
        ) : (
          <DirectorySource kind={field.type as Kind}>{render}</DirectorySource>
        )
      ) : null}
    </Popup>
  );
}
