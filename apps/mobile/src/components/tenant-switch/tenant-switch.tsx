import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LazyPopup as Popup } from '../lazy-popup';
import { PullToRefresh } from '../pull-to-refresh';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { ChevronDownLineIcon } from '../line-icons';
import { isNativeShell } from '../../lib/host';
import { LOGIN_PATH } from '../../lib/navigation';
import { isGuest, useSession } from '../../lib/session';
import { sessionValues } from '../../lib/storage';
import { useCurrentUserTenant } from './api/get-current-user-tenant';
import { useOrgListByUserId } from './api/get-org-list-by-user-id';
import { useTenant } from './api/get-tenant';
import { useSwitchTenant } from './api/get-tenant-token';
import { pickCurrentOrg, rememberOrgId, rememberedOrgId } from './current-org';
import styles from './tenant-switch.module.css';

interface Choice {
  id: string;
  name: string;
  code?: string;
}

/**
 * The tenant or organisation switch: a header button with the current name that opens a full-screen
 * 'select' list. Tenants switch by reloading with a token of the new tenant; organisations switch in place.
 */
export function TenantSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('tenant');
  const queryClient = useQueryClient();
  const user = useSession((s) => s.currentUser);
  const userId = user?.userId ?? '';
  const tenant = useTenant(user?.userAttrs.tenantId ?? '');
  const tenantMode = tenant.data?.orgSwitchType === 'tenant';
  const [open, setOpen] = useState(false);
  const [orgId, setOrgId] = useState(() => rememberedOrgId(userId));

  const guest = isGuest(user);
  const navigate = useNavigate();
  const location = useLocation();
  const { tenantCode: routeCode } = useParams();

  // A guest belongs to no organisation and may switch nothing: the server refuses those lists to him.
  const tenants = useCurrentUserTenant(userId, !guest && open && tenantMode);
  const orgs = useOrgListByUserId(userId, !guest && tenant.isSuccess && !tenantMode);
  const switchTenant = useSwitchTenant();

  const currentOrg = pickCurrentOrg(orgs.data ?? [], orgId);
  const currentId = tenantMode ? tenant.data?.id : currentOrg?.id;
  const currentName = (tenantMode ? tenant.data?.name : currentOrg?.name) || undefined;
  const choices: Choice[] = (tenantMode ? tenants.data : orgs.data) ?? [];
  const loading = tenantMode ? tenants.isPending : orgs.isPending;

  if (!user) return null;

  if (guest) {
    const code = tenant.data?.code || routeCode || sessionValues.get('tenantCode') || '';
    const name = tenant.data?.name || code;
    if (!name && isNativeShell()) return null;
    const here = location.pathname + location.search;
    const login = `${code ? `${LOGIN_PATH}/${encodeURIComponent(code)}` : LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
    return (
      <button
        type="button"
        className={`${styles.trigger} ${tone === 'light' ? styles.light : ''}`}
        onClick={() => void navigate(login)}
      >
        <span className={styles.triggerText}>{name}</span>
        <span className={styles.signIn}>{t('signIn')}</span>
      </button>
    );
  }

  if (!currentName && isNativeShell()) return null;

  const choose = (choice: Choice) => {
    if (choice.id === currentId) {
      setOpen(false);
      return;
    }
    if (tenantMode) {
      switchTenant.mutate({ id: choice.id, code: choice.code });
      return;
    }
    rememberOrgId(userId, choice.id);
    setOrgId(choice.id);
    setOpen(false);
    void queryClient.invalidateQueries();
  };

  const refresh = async () => {
    await (tenantMode ? tenants.refetch() : orgs.refetch());
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.trigger} ${tone === 'light' ? styles.light : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.triggerText}>
          {currentName ?? t(tenantMode ? 'switchTenant' : 'switchOrg')}
        </span>
        <ChevronDownLineIcon aria-hidden="true" className={styles.caret} />
      </button>
      <Popup
        visible={open}
        position="right"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.popup}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby="tenant-switch-title" className={styles.sheet}>
          <header className={styles.header}>
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => setOpen(false)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
            <h2 id="tenant-switch-title" className={styles.title}>
              {t(tenantMode ? 'selectTenant' : 'selectOrg')}
            </h2>
            <span className={styles.close} aria-hidden="true" />
          </header>
          <div className={styles.body}>
            <PullToRefresh
              onRefresh={refresh}
              pullingText={t('pulling')}
              canReleaseText={t('canRelease')}
              refreshingText={t('refreshing')}
              completeText={t('complete')}
            >
              {choices.length === 0 && !loading ? (
                <p className={styles.empty}>{t('noMore')}</p>
              ) : (
                <ul className={styles.list}>
                  {choices.map((choice) => {
                    const selected = choice.id === currentId;
                    return (
                      <li key={choice.id}>
                        <button
                          type="button"
                          className={selected ? `${styles.item} ${styles.selected}` : styles.item}
                          aria-current={selected ? 'true' : undefined}
                          disabled={switchTenant.isPending}
                          onClick={() => choose(choice)}
                        >
                          <span className={styles.avatar} aria-hidden="true">
                            {choice.name.slice(0, 1)}
                          </span>
                          <span className={styles.name}>{choice.name}</span>
                          {selected ? (
                            <span className={styles.tag}>
                              <CheckOutline aria-hidden="true" /> {t('selected')}
                            </span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </PullToRefresh>
          </div>
        </div>
      </Popup>
    </>
  );
}
