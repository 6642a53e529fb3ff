import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { hasMethod, useTabContext } from '../../../app/layouts/tab-context';
import { BatonLogo } from '../../../components/baton-logo';
import { EmptyState } from '../../../components/empty-state';
import { TenantSwitch } from '../../../components/tenant-switch/tenant-switch';
import { useDocumentTitle } from '../../../lib/document-title';
import { isGuest, useSession } from '../../../lib/session';
import { localValues, sessionValues } from '../../../lib/storage';
import { useFlowSummary } from '../api/get-flow-summary';
import { useMyMobileHome } from '../api/get-my-mobile-home';
import type { PortalColumn } from '../api/types';
import { AppGrid } from '../components/app-grid';
import { Carousel } from '../components/carousel';
import { FlowSummaryTiles } from '../components/flow-summary';
import { PortalColumnView } from '../components/portal-column';
import { PlusLineIcon } from '../../../components/line-icons';
import { visibleColumns } from '../model/column';
import styles from './home-page.module.css';

const NO_COLUMNS: PortalColumn[] = [];

/** The method right that starting a flow needs; without it 创建流程 is not offered. */
export const START_FLOW_METHOD = 'bpm:instance:start';

/** /home and /home/{tenantCode}: the portal home of the user's layout (community.md §2 "Home"). */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const user = useSession((s) => s.currentUser);
  const guest = !user || isGuest(user);
  const userId = user?.userId ?? '';
  const alias = sessionValues.get('layoutAlias') ?? localValues.get('layoutAlias') ?? undefined;
  const home = useMyMobileHome(userId, alias);
  const summary = useFlowSummary(guest ? '' : userId);
  const columns = useMemo(() => visibleColumns(home.data?.columns ?? NO_COLUMNS), [home.data?.columns]);
  // The columns sit below the first screen and each asks for its data: they come in a transition after the
  // header, carousel and tiles have painted, rendered in slices that leave the browser free in between.
  const shownColumns = useDeferredValue(columns, NO_COLUMNS);
  const mayStart = hasMethod(useTabContext(), START_FLOW_METHOD) && !guest;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <BatonLogo size={28} />
          <div className={styles.switch}>
            <TenantSwitch tone="light" />
          </div>
        </div>
        <h1 className={styles.title}>{t('title')}</h1>
        {user && !guest ? (
          <p className={styles.greeting}>{t('greeting', { name: user.username || user.account })}</p>
        ) : null}
        {mayStart ? (
          <Link to={paths.startFlowList.href()} className={styles.create}>
            <PlusLineIcon aria-hidden="true" />
            {t('createFlow')}
          </Link>
        ) : null}
      </header>
      <main className={styles.main}>
        {home.isError && !home.data ? (
          <EmptyState type={3} description={t('loadFailed')} />
        ) : (
          <>
            {home.isPending ? (
              <div className={styles.skeletonBanner} aria-label={t('loading')} />
            ) : (
              <Carousel items={home.data.carousel} apps={home.data.apps} label={t('carousel')} />
            )}
            {guest ? null : (
              <section className={styles.card} aria-labelledby="flow-centre">
                <h2 id="flow-centre" className={styles.cardTitle}>
                  {t('flowCentre')}
                </h2>
                <FlowSummaryTiles summary={summary.data} loading={summary.isPending} />
              </section>
            )}
            {home.data && home.data.apps.length > 0 ? (
              <section className={styles.card} aria-labelledby="home-apps">
                <h2 id="home-apps" className={styles.cardTitle}>
                  {t('apps')}
                </h2>
                <AppGrid apps={home.data.apps} label={t('apps')} />
              </section>
            ) : null}
            {shownColumns.map((column) => (
              <PortalColumnView key={column.alias ?? column.id ?? column.name} column={column} />
            ))}
          </>
        )}
      </main>
    </div>
  );
}
