import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import type { DirectoryUser } from '@baton/contracts';
import {
  useDimensions,
  useOrgChildren,
  useOrgMasters,
  useRoles,
  useUsers,
  useUsersOfRole,
} from '../api/directory';
import type { PickedUser } from '../model/action-form';
import styles from './user-picker.module.css';

interface Crumb {
  id: string;
  name: string;
}

interface UserPickerProps {
  open: boolean;
  title: string;
  multiple: boolean;
  value: PickedUser[];
  /** People who cannot be chosen (e.g. the caller for a transfer). */
  exclude?: readonly string[];
  onClose: () => void;
  onConfirm: (users: PickedUser[]) => void;
}

type Browse = 'org' | 'role';

/**
 * Picks people (one or several): search by name; browse the organisation tree and its members, with the heads of
 * one's own organisation first; or browse by role.
 */
export function UserPicker({
  open,
  title,
  multiple,
  value,
  exclude = [],
  onClose,
  onConfirm,
}: UserPickerProps) {
  const { t } = useTranslation('task');
  const [chosen, setChosen] = useState<PickedUser[]>(value);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [browse, setBrowse] = useState<Browse>('org');
  const [role, setRole] = useState<Crumb | null>(null);
  const byOrg = open && !search && browse === 'org';
  const byRole = open && !search && browse === 'role';
  const dims = useDimensions(open);
  const demId = (dims.data?.find((d) => d.isDefault === 1) ?? dims.data?.[0])?.id ?? '';
  const current = trail.at(-1);
  const orgs = useOrgChildren(byOrg ? demId : '', current?.id ?? '');
  const users = useUsers(search ? { name: search } : { orgId: byOrg ? (current?.id ?? '') : '' });
  const masters = useOrgMasters(byOrg && !current);
  const roles = useRoles(byRole && !role);
  const roleUsers = useUsersOfRole(byRole && role ? role.id : '');

  useEffect(() => {
    if (open) setChosen(value);
  }, [open, value]);

  const toggle = (user: PickedUser) => {
    if (!multiple) {
      setChosen([user]);
      return;
    }
    setChosen((list) =>
      list.some((u) => u.id === user.id) ? list.filter((u) => u.id !== user.id) : [...list, user],
    );
  };

  const listed: DirectoryUser[] | undefined = search
    ? users.data
    : browse === 'role'
      ? role
        ? roleUsers.data
        : []
      : current
        ? users.data
        : masters.data;
  const people = (listed ?? []).filter((u) => !exclude.includes(u.id));
  const fetching =
    users.isFetching || orgs.isFetching || masters.isFetching || roles.isFetching || roleUsers.isFetching;
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
    >
      <div role="dialog" aria-modal="true" aria-label={title} className={styles.body}>
        <div className={styles.header}>
          <button type="button" className={styles.link} onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <h2 className={styles.title}>{title}</h2>
          <span className={styles.spacer} aria-hidden="true" />
        </div>
        <div className={styles.search}>
          <SearchBar
            placeholder={t('picker.search')}
            value={draft}
            onChange={(text) => {
              setDraft(text);
              if (text === '') setSearch('');
            }}
            onSearch={(text) => setSearch(text.trim())}
            onClear={() => setSearch('')}
            aria-label={t('picker.search')}
          />
        </div>
        {search ? null : (
          <div className={styles.modes} role="tablist" aria-label={t('picker.browse')}>
            {(['org', 'role'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                role="tab"
                aria-selected={browse === mode}
                className={browse === mode ? `${styles.mode} ${styles.modeOn}` : styles.mode}
                onClick={() => setBrowse(mode)}
              >
                {t(mode === 'org' ? 'picker.byOrg' : 'picker.byRole')}
              </button>
            ))}
          </div>
        )}
        {search ? null : browse === 'role' ? (
          <nav className={styles.trail} aria-label={t('picker.roles')}>
            <button type="button" className={styles.crumb} onClick={() => setRole(null)}>
              {t('picker.allRoles')}
            </button>
            {role ? (
              <span className={styles.crumbItem}>
                <RightOutline aria-hidden="true" />
                <button type="button" className={styles.crumb} aria-current="page">
                  {role.name}
                </button>
              </span>
            ) : null}
          </nav>
        ) : (
          <nav className={styles.trail} aria-label={t('picker.orgs')}>
            <button type="button" className={styles.crumb} onClick={() => setTrail([])}>
              {t('picker.allOrgs')}
            </button>
            {trail.map((c, i) => (
              <span key={c.id} className={styles.crumbItem}>
                <RightOutline aria-hidden="true" />
                <button
                  type="button"
                  className={styles.crumb}
                  aria-current={i === trail.length - 1 ? 'page' : undefined}
                  onClick={() => setTrail(trail.slice(0, i + 1))}
                >
                  {c.name}
                </button>
              </span>
            ))}
          </nav>
        )}
        <div className={styles.scroll}>
          {byRole && !role ? (
            <ul className={styles.list} aria-label={t('picker.roles')}>
              {(roles.data ?? []).map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={styles.org}
                    onClick={() => setRole({ id: r.id, name: r.name })}
                  >
                    <span>{r.name}</span>
                    <RightOutline aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {!byOrg ? null : (
            <ul className={styles.list} aria-label={t('picker.orgs')}>
              {(orgs.data ?? []).map((org) => (
                <li key={org.id}>
                  <button
                    type="button"
                    className={styles.org}
                    onClick={() => setTrail([...trail, { id: org.id, name: org.name }])}
                  >
                    <span>{org.name}</span>
                    <RightOutline aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {byOrg && !current && people.length > 0 ? (
            <h3 className={styles.section}>{t('picker.masters')}</h3>
          ) : null}
          <ul className={styles.list} aria-label={t('picker.people')}>
            {people.map((u) => {
              const selected = chosen.some((c) => c.id === u.id);
              return (
                <li key={u.id}>
                  <button
                    type="button"
                    role={multiple ? 'checkbox' : 'radio'}
                    aria-checked={selected}
                    className={selected ? `${styles.person} ${styles.selected}` : styles.person}
                    onClick={() => toggle({ id: u.id, name: u.fullname })}
                  >
                    <span className={styles.avatar} aria-hidden="true">
                      {u.fullname.slice(-2)}
                    </span>
                    <span className={styles.who}>
                      <span className={styles.name}>{u.fullname}</span>
                      <span className={styles.meta}>
                        {[u.orgName, u.postName].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    {selected ? <CheckOutline className={styles.check} aria-hidden="true" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {search && users.isSuccess && people.length === 0 ? (
            <p className={styles.empty}>{t('picker.noMatch')}</p>
          ) : null}
          {byRole && role && roleUsers.isSuccess && people.length === 0 ? (
            <p className={styles.empty}>{t('picker.noneInRole')}</p>
          ) : null}
          {fetching ? (
            <p className={styles.empty} role="status">
              {t('loading')}
            </p>
          ) : null}
        </div>
        <div className={styles.footer}>
          <span className={styles.count} aria-live="polite">
            {chosen.map((c) => c.name).join('、') || t('picker.noneChosen')}
          </span>
          <button
            type="button"
            className={styles.confirm}
            disabled={chosen.length === 0}
            onClick={() => onConfirm(chosen)}
          >
            {t('picker.confirm', { count: chosen.length })}
          </button>
        </div>
      </div>
    </Popup>
  );
}
