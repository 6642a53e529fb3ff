import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import type { DirectoryUser } from '@baton/contracts';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { useDimensions } from '../api/get-dimensions';
import { useOrgChildren } from '../api/get-org-children';
import { useGroups, useGroupUsers } from '../api/groups';
import { useUsers } from '../api/query-users';
import { defaultDimension, descend, type Crumb } from '../model/directory';
import styles from './contacts.module.css';

interface ListState {
  trail?: Crumb[];
  groupName?: string;
}

function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.trim().slice(-2)}
    </span>
  );
}

function PeopleList({ people, label }: { people: readonly DirectoryUser[]; label: string }) {
  const { t } = useTranslation('contacts');
  if (people.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <li key={person.id}>
          <Link to={paths.mailListPerson.href(person.id)} className={styles.row}>
            <Avatar name={person.fullname} />
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{person.fullname}</span>
              <span className={styles.rowSub}>
                {[person.orgName, person.postName].filter(Boolean).join(' · ') || t('noPost')}
              </span>
            </span>
            <RightOutline className={styles.chevron} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrgBrowser({ demId, orgId, trail }: { demId: string; orgId: string; trail: Crumb[] }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A tree with a single top organisation opens on it: one tap less to anyone. It is shown in place rather than
  // navigated to, so a search typed while the tree loads is never overwritten by a late redirect.
  const top = useOrgChildren(demId, '');
  const only = !orgId && top.data?.length === 1 ? top.data[0] : undefined;
  const current = orgId || only?.id || '';
  const shownTrail: Crumb[] = orgId ? trail : only ? [{ id: only.id, name: only.name }] : [];
  const children = useOrgChildren(demId, current);
  const people = useUsers({ orgId: current });
  const open = (crumb: Crumb | null) => {
    const next = new URLSearchParams(params);
    if (crumb && crumb.id !== only?.id) next.set('org', crumb.id);
    else next.delete('org');
    const state: ListState = { trail: crumb ? descend(shownTrail, crumb) : [] };
    navigate({ search: next.toString() }, { state });
  };
  const orgs = children.data ?? [];
  const loading = top.isPending || children.isPending || (current !== '' && people.isPending);
  return (
    <>
      <nav className={styles.trail} aria-label={t('trail')}>
        {shownTrail.map((crumb, i) => (
          <span key={crumb.id} className={styles.crumbWrap}>
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            <button
              type="button"
              className={styles.crumb}
              onClick={() => open(crumb)}
              disabled={i === shownTrail.length - 1}
              aria-current={i === shownTrail.length - 1 ? 'location' : undefined}
            >
              {crumb.name}
            </button>
          </span>
        ))}
      </nav>
      {orgs.length > 0 ? (
        <ul className={styles.list} aria-label={t('orgs')}>
          {orgs.map((org) => (
            <li key={org.id}>
              <button
                type="button"
                className={styles.row}
                onClick={() => open({ id: org.id, name: org.name })}
              >
                <span className={`${styles.avatar} ${styles.orgAvatar}`} aria-hidden="true">
                  <TeamOutline />
                </span>
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>{org.name}</span>
                  {org.userCount > 0 ? (
                    <span className={styles.rowSub}>{t('members', { count: org.userCount })}</span>
                  ) : null}
                </span>
                <RightOutline className={styles.chevron} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PeopleList people={people.data?.rows ?? []} label={t('people')} />
      {loading ? <p className={styles.muted}>{t('loading')}</p> : null}
      {!loading && orgs.length === 0 && (people.data?.rows.length ?? 0) === 0 ? (
        <EmptyState type={1} description={t('emptyOrg')} />
      ) : null}
    </>
  );
}

function GroupBrowser({ groupId, groupName }: { groupId: string; groupName?: string }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useSession((s) => s.currentUser?.userId ?? '');
  const groups = useGroups(userId, groupId === '');
  const members = useGroupUsers(groupId);
  if (groupId) {
    return (
      <>
        <nav className={styles.trail} aria-label={t('trail')}>
          <button
            type="button"
            className={styles.crumb}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('group');
              navigate({ search: next.toString() });
            }}
          >
            {t('allGroups')}
          </button>
          <span className={styles.crumbWrap}>
            <span aria-hidden="true">/</span>
            <span className={styles.crumb} aria-current="location">
              {groupName ?? ''}
            </span>
          </span>
        </nav>
        {members.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
        <PeopleList people={members.data ?? []} label={groupName ?? t('groups')} />
        {members.isSuccess && members.data.length === 0 ? (
          <EmptyState type={1} description={t('emptyGroup')} />
        ) : null}
      </>
    );
  }
  const list = groups.data ?? [];
  return groups.isPending ? (
    <p className={styles.muted}>{t('loading')}</p>
  ) : list.length === 0 ? (
    <EmptyState type={1} description={t('noGroups')} />
  ) : (
    <ul className={styles.list} aria-label={t('groups')}>
      {list.map((group) => (
        <li key={group.id}>
          <button
            type="button"
            className={styles.row}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('group', group.id);
              const state: ListState = { groupName: group.name };
              navigate({ search: next.toString() }, { state });
            }}
          >
            <span className={`${styles.avatar} ${styles.orgAvatar}`} aria-hidden="true">
              <TeamOutline />
            </span>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{group.name}</span>
              <span className={styles.rowSub}>{t('members', { count: group.userCount })}</span>
            </span>
            <RightOutline className={styles.chevron} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /mailList: the address book by organisation dimension and tree, groups, and a search by name. */
export function MailListPage() {
  const { t } = useTranslation('contacts');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as ListState;
  const [params] = useSearchParams();
  const userId = useSession((s) => s.currentUser?.userId ?? '');
  const dims = useDimensions(userId);
  const tab = params.get('tab') === 'group' ? 'group' : 'org';
  const demId = params.get('dem') ?? defaultDimension(dims.data ?? [])?.id ?? '';
  const orgId = params.get('org') ?? '';
  const [draft, setDraft] = useState(params.get('q') ?? '');
  const search = params.get('q') ?? '';
  const found = useUsers({ name: search });

  const setParam = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    navigate({ search: next.toString() }, { replace });
  };

  return (
    <Page title={t('title')} back={false}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('searchPlaceholder')}
          value={draft}
          onChange={setDraft}
          onSearch={(text) => setParam({ q: text.trim() || null }, true)}
          onClear={() => setParam({ q: null }, true)}
          onCancel={() => {
            setDraft('');
            setParam({ q: null }, true);
          }}
          showCancelButton={() => draft !== '' || search !== ''}
          cancelText={t('cancel')}
        />
      </div>
      {search ? (
        found.isPending ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : (found.data?.rows.length ?? 0) === 0 ? (
          <EmptyState type={2} description={t('noMatch')} />
        ) : (
          <PeopleList people={found.data?.rows ?? []} label={t('results')} />
        )
      ) : (
        <>
          <Tabs
            activeKey={tab}
            onChange={(key) => setParam({ tab: key === 'group' ? 'group' : null, group: null }, true)}
          >
            <Tabs.Tab key="org" title={t('orgTab')} />
            <Tabs.Tab key="group" title={t('groupTab')} />
          </Tabs>
          {tab === 'org' ? (
            <>
              {(dims.data?.length ?? 0) > 1 ? (
                <div className={styles.dims} role="group" aria-label={t('dimension')}>
                  {dims.data?.map((dim) => (
                    <button
                      key={dim.id}
                      type="button"
                      className={dim.id === demId ? `${styles.dim} ${styles.dimActive}` : styles.dim}
                      aria-pressed={dim.id === demId}
                      onClick={() => setParam({ dem: dim.id, org: null }, true)}
                    >
                      {dim.demName || dim.name}
                    </button>
                  ))}
                </div>
              ) : null}
              {dims.isPending ? (
                <p className={styles.muted}>{t('loading')}</p>
              ) : demId ? (
                <OrgBrowser demId={demId} orgId={orgId} trail={orgId ? (state.trail ?? []) : []} />
              ) : (
                <EmptyState type={1} description={t('emptyOrg')} />
              )}
            </>
          ) : (
            <GroupBrowser groupId={params.get('group') ?? ''} groupName={state.groupName} />
          )}
        </>
      )}
    </Page>
  );
}
