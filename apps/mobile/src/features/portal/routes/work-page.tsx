import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import Collapse from 'antd-mobile/es/components/collapse';
import {
  AddSquareOutline,
  ClockCircleOutline,
  EyeOutline,
  SendOutline,
  RedoOutline,
} from 'antd-mobile-icons';
import { useQueries } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { hasMethod, useTabContext } from '../../../app/layouts/tab-context';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../lib/document-title';
import { isGuest, useSession } from '../../../lib/session';
import { useApps } from '../api/get-app';
import { useFlowSummary } from '../api/get-flow-summary';
import { sysTypesQueryOptions, useSysTypes } from '../api/get-sys-types';
import { AppGrid } from '../components/app-grid';
import { FlowSummaryTiles } from '../components/flow-summary';
import { groupApps, uncategorised } from '../model/app-centre';
import styles from './work-page.module.css';

/** The root of the application centre's category tree is addressed by its type key. */
export const APP_TYPE_ROOT = 'appType';

const DEFAULT_APPS: { key: string; to: string; icon: ReactNode; tone: string; method?: string }[] = [
  {
    key: 'newFlow',
    to: paths.startFlowList.href(),
    icon: <AddSquareOutline />,
    tone: '#1677ff',
    method: 'bpm:instance:start',
  },
  { key: 'request', to: paths.myRequest.href(), icon: <SendOutline />, tone: '#fa8c16' },
  { key: 'matters', to: paths.myMattersTab.href(0), icon: <ClockCircleOutline />, tone: '#00b578' },
  { key: 'notice', to: paths.myNotice.href(), icon: <EyeOutline />, tone: '#7c4dff' },
  { key: 'turnOut', to: paths.myTurnOutList.href(), icon: <RedoOutline />, tone: '#eb2f96' },
];

/** /work: default apps, the flow summary and the application centre (community.md §2 "Work bench page"). */
export function WorkPage() {
  const { t } = useTranslation('work');
  useDocumentTitle(t('title'));
  const user = useSession((s) => s.currentUser);
  const guest = !user || isGuest(user);
  const userId = user?.userId ?? '';
  const summary = useFlowSummary(guest ? '' : userId);
  const apps = useApps(userId);
  const tabs = useSysTypes(APP_TYPE_ROOT);
  const tabList = tabs.data ?? [];
  const [active, setActive] = useState<string | undefined>();
  const activeId = active ?? tabList[0]?.id ?? '';
  const subs = useQueries({ queries: tabList.map((tab) => sysTypesQueryOptions(tab.id)) });
  const known = new Set<string>([
    ...tabList.map((c) => c.id),
    ...subs.flatMap((q) => (q.data ?? []).map((c) => c.id)),
  ]);
  const allApps = apps.data ?? [];
  const others = uncategorised(known, allApps);
  const context = useTabContext();
  const defaults = DEFAULT_APPS.filter((app) => !app.method || hasMethod(context, app.method));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
      </header>
      <main>
        <section className={styles.card} aria-labelledby="work-default-apps">
          <h2 id="work-default-apps" className={styles.cardTitle}>
            {t('defaultApps')}
          </h2>
          <ul className={styles.defaults}>
            {defaults.map((app) => (
              <li key={app.key}>
                <Link to={app.to} className={styles.defaultApp}>
                  <span className={styles.defaultIcon} style={{ color: app.tone }} aria-hidden="true">
                    {app.icon}
                  </span>
                  <span className={styles.defaultName}>{t(app.key)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {guest ? null : (
          <section className={styles.card} aria-labelledby="work-flow-centre">
            <h2 id="work-flow-centre" className={styles.cardTitle}>
              {t('flowCentre')}
            </h2>
            <FlowSummaryTiles summary={summary.data} loading={summary.isPending} />
          </section>
        )}
        <section className={styles.card} aria-labelledby="work-app-centre">
          <h2 id="work-app-centre" className={styles.cardTitle}>
            {t('appCentre')}
          </h2>
          {apps.isPending || tabs.isPending ? (
            <p className={styles.muted}>{t('loading')}</p>
          ) : allApps.length === 0 ? (
            <EmptyState type={1} description={t('noApps')} />
          ) : tabList.length === 0 ? (
            <AppGrid apps={allApps} label={t('appCentre')} />
          ) : (
            <Tabs activeKey={activeId} onChange={setActive} className={styles.tabs}>
              {tabList.map((tab, index) => {
                const groups = groupApps(tab, subs[index]?.data ?? [], allApps);
                const last = index === tabList.length - 1;
                if (last && others.length > 0) groups.push({ id: 'other', name: t('other'), apps: others });
                return (
                  <Tabs.Tab key={tab.id} title={tab.name}>
                    {groups.length === 0 ? (
                      <p className={styles.muted}>{t('noApps')}</p>
                    ) : (
                      <Collapse defaultActiveKey={groups.map((g) => g.id)} className={styles.collapse}>
                        {groups.map((group) => (
                          <Collapse.Panel key={group.id} title={`${group.name} (${group.apps.length})`}>
                            <AppGrid apps={group.apps} label={group.name} />
                          </Collapse.Panel>
                        ))}
                      </Collapse>
                    )}
                  </Tabs.Tab>
                );
              })}
            </Tabs>
          )}
        </section>
      </main>
    </div>
  );
}
