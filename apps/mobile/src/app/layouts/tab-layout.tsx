import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from 'antd-mobile/es/components/badge';
import {
  AppOutline,
  AppstoreOutline,
  MessageOutline,
  UserOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useUserRights } from '../../features/auth/api/get-user-rights';
import { isGuest, useSession } from '../../lib/session';
import { useUnreadCount, useUnreadStream } from '../../features/messages/api/unread';
import { useLayoutSwitch } from '../../features/portal';
import { activeTab, badgeText, TAB_ITEMS, type TabKey } from './tab-items';
import { menuGrants, type TabContext } from './tab-context';
import styles from './tab-layout.module.css';

const icons: Record<TabKey, ReactNode> = {
  home: <AppOutline />,
  message: <MessageOutline />,
  work: <AppstoreOutline />,
  personal: <UserOutline />,
  mailList: <UserContactOutline />,
};

/**
 * The page frame of the tab pages: content above, the bottom tab bar below (safe-area aware). The message tab
 * carries the unread count, kept live by the server's event stream.
 */
export function TabLayout() {
  const { t } = useTranslation('common');
  const { t: tm } = useTranslation('messages');
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  // The signed-in pages need the user's menus and method rights; the queries keep them for the visit.
  const rights = useUserRights();
  const guest = useSession((s) => isGuest(s.currentUser));
  const layoutSwitch = useLayoutSwitch();
  const openLayoutSwitch = useRef(layoutSwitch.open);
  useEffect(() => {
    openLayoutSwitch.current = layoutSwitch.open;
  });
  // The same object while nothing in it changes, so the pages that read it do not render again each time the
  // tab bar does (a new unread count, say).
  const context = useMemo<TabContext>(
    () => ({
      layoutSwitch: { count: layoutSwitch.count, open: () => void openLayoutSwitch.current() },
      // A guest holds no menu: the address book is for members.
      menus: guest ? [] : rights.menus,
      allMethod: rights.allMethod,
      curUserMethod: rights.curUserMethod,
    }),
    [layoutSwitch.count, guest, rights.menus, rights.allMethod, rights.curUserMethod],
  );
  const unread = useUnreadCount();
  useUnreadStream();
  const unreadText = badgeText(unread.data);
  const badges: Partial<Record<TabKey, string>> = { message: unreadText };
  const labels: Partial<Record<TabKey, string>> = {
    message: unreadText ? tm('unreadBadge', { count: unread.data }) : undefined,
  };
  return (
    <div className={styles.frame}>
      <div className={styles.content}>
        <Outlet context={context} />
      </div>
      <nav className={styles.bar} aria-label={t('mainNav')}>
        {TAB_ITEMS.filter((tab) => tab.key !== 'mailList' || menuGrants(context, tab.path)).map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.path}
            className={tab.key === current ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={tab.key === current ? 'page' : undefined}
            aria-label={labels[tab.key]}
          >
            <Badge content={badges[tab.key]} style={{ '--right': '-6px', '--top': '4px' }}>
              <span className={styles.icon} aria-hidden="true">
                {icons[tab.key]}
              </span>
            </Badge>
            <span className={styles.title}>{t(`tabs.${tab.key}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
