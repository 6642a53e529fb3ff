import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Dialog } from '../../../lib/antd-imperative';
import { AppstoreOutline, EditSOutline, LinkOutline, LockOutline, UploadOutline } from 'antd-mobile-icons';
import { paths } from '../../../app/paths';
import { CellButton, CellControl, CellGroup, CellInfo, CellLink } from '../../../components/cells';
import { EmptyState } from '../../../components/empty-state';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { TenantSwitch } from '../../../components/tenant-switch/tenant-switch';
import { isMiniProgram, isNativeShell } from '../../../lib/host';
import { notify } from '../../../lib/notify';
import { isGuest, useSession } from '../../../lib/session';
import { localValues } from '../../../lib/storage';
import { useBindMpOpenId } from '../api/bind-mp-open-id';
import { useUserDetail } from '../api/get-user-detail';
import { useSignOut } from '../api/sign-out';
import { ThemePicker } from '../components/theme-picker';
import {
  departmentNames,
  gender,
  initials,
  orNone,
  postLines,
  roleNames,
  statusKey,
  visibleEntries,
  type EntryKey,
} from '../model/profile';
import styles from './personal-page.module.css';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTabContext } from '../../../app/layouts/tab-context';

function photoUrl(photo: string): string {
  return /^(https?:|data:|\/)/.test(photo)
    ? photo
    : `/system/file/v1/downloadFile?fileId=${encodeURIComponent(photo)}`;
}

function GenderIcon({ sex, label }: { sex: 'male' | 'female'; label: string }) {
  return (
    <svg className={styles.gender} data-sex={sex} viewBox="0 0 24 24" role="img" aria-label={label}>
      {sex === 'male' ? (
        <path
          d="M10 9a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm4-5h6v6M20 4l-6.5 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M12 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 10v8m-3.5-3.5h7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/** /personal: the signed-in user's card, their details, and the entries of spec community.md §2. */
export function PersonalPage() {
  const { t } = useTranslation('personal');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const user = useSession((s) => s.currentUser);
  const account = user && !isGuest(user) ? user.account : '';
  const detail = useUserDetail(account);
  const signOut = useSignOut();
  const bind = useBindMpOpenId();
  const [photoFailed, setPhotoFailed] = useState(false);

  const layoutSwitch = useTabContext().layoutSwitch;
  const openId = localValues.get('openId');
  const entries = visibleEntries({
    loggedIn: account !== '',
    nativeShell: isNativeShell(),
    miniProgram: isMiniProgram(),
    openId,
    authorisedLayouts: layoutSwitch?.count ?? 0,
  });

  const info = detail.data?.user;
  const name = info?.fullname ?? user?.username ?? account;
  const sex = gender(info?.sex);
  const status = info ? statusKey(info.status) : null;
  const posts = postLines(detail.data);

  const exit = async () => {
    const confirmed = await Dialog.confirm({
      content: t('exitConfirm'),
      confirmText: t('entries.exit'),
      cancelText: tc('cancel'),
    });
    if (!confirmed) return;
    signOut.mutate(undefined, { onSettled: () => void navigate(paths.login.href(), { replace: true }) });
  };

  const entryRow: Record<EntryKey, ReactNode> = {
    signature: (
      <CellLink
        key="signature"
        to={paths.canvas.href()}
        icon={<EditSOutline />}
        label={t('entries.signature')}
      />
    ),
    update: (
      <CellButton
        key="update"
        icon={<UploadOutline />}
        label={t('entries.update')}
        onClick={() => window.BatonNative?.checkUpdate?.()}
      />
    ),
    bindMiniProgram: (
      <CellButton
        key="bindMiniProgram"
        icon={<LinkOutline />}
        label={t('entries.bindMiniProgram')}
        onClick={() =>
          bind.mutate(
            { account, mpOpenid: openId ?? '' },
            { onSuccess: (message) => notify.success(message || t('bindSuccess')) },
          )
        }
      />
    ),
    switchLayout: (
      <CellButton
        key="switchLayout"
        icon={<AppstoreOutline />}
        label={t('entries.switchLayout')}
        onClick={() => layoutSwitch?.open()}
      />
    ),
    changePassword: (
      <CellLink
        key="changePassword"
        to={paths.personalPassword.href()}
        icon={<LockOutline />}
        label={t('entries.changePassword')}
      />
    ),
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroBar}>
          <h1 className={styles.pageTitle}>{t('title')}</h1>
          <div className={styles.switch}>
            <TenantSwitch tone="light" />
          </div>
        </div>
        <div className={styles.card}>
          <div className={styles.avatar} aria-hidden="true">
            {info?.photo && !photoFailed ? (
              <img src={photoUrl(info.photo)} alt="" onError={() => setPhotoFailed(true)} />
            ) : (
              <span>{initials(name)}</span>
            )}
          </div>
          <div className={styles.identity}>
            <h2 className={styles.name}>
              <span>{name}</span>
              {sex ? <GenderIcon sex={sex} label={t(`gender.${sex}`)} /> : null}
            </h2>
            <p className={styles.account}>
              {t('account')}: {account || user?.account}
            </p>
          </div>
          {status ? (
            <span className={styles.status} data-status={status}>
              {t(`status.${status}`)}
            </span>
          ) : null}
        </div>
      </header>

      <main>
        {detail.isPending && account ? (
          <div className={styles.loading} role="status" aria-label={tc('loading')}>
            <DotLoading color="primary" />
          </div>
        ) : detail.isError ? (
          <EmptyState type={3} description={t('loadFailed')} />
        ) : info ? (
          <CellGroup title={t('profile')}>
            <CellInfo label={t('phone')} empty={tc('none')}>
              {orNone(info.mobile)}
            </CellInfo>
            <CellInfo label={t('email')} empty={tc('none')}>
              {orNone(info.email)}
            </CellInfo>
            <CellInfo label={t('address')} empty={tc('none')}>
              {orNone(info.address)}
            </CellInfo>
            <CellInfo label={t('roles')} empty={tc('none')}>
              {roleNames(detail.data).length ? (
                <span className={styles.chips}>
                  {roleNames(detail.data).map((r) => (
                    <span key={r} className={styles.chip}>
                      {r}
                    </span>
                  ))}
                </span>
              ) : null}
            </CellInfo>
            <CellInfo label={t('posts')} empty={tc('none')}>
              {posts.length ? (
                <span className={styles.stack}>
                  {posts.map((p) => (
                    <span key={`${p.id}-${p.orgName}`}>
                      {p.name}
                      {p.main ? <span className={styles.main}>{t('mainPost')}</span> : null}
                    </span>
                  ))}
                </span>
              ) : null}
            </CellInfo>
            <CellInfo label={t('departments')} empty={tc('none')}>
              {departmentNames(detail.data).join('、') || null}
            </CellInfo>
          </CellGroup>
        ) : null}

        {entries.length ? <CellGroup>{entries.map((key) => entryRow[key])}</CellGroup> : null}

        <CellGroup title={t('settings')}>
          <CellControl label={t('entries.language')}>
            <LanguageSwitcher />
          </CellControl>
          <CellControl label={t('entries.theme')} labelId="theme-label">
            <ThemePicker labelledBy="theme-label" />
          </CellControl>
        </CellGroup>

        {user ? (
          <div className={styles.exit}>
            <button type="button" className={styles.exitButton} onClick={() => void exit()}>
              {t('entries.exit')}
            </button>
          </div>
        ) : null}
      </main>
    </div>
  );
}
