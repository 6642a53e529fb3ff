import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDashboard } from '../api/get-dashboard';
import type { Dashboard } from '../api/types';
import { Chart, chartOptionOf } from '../components/chart';
import styles from './charts.module.css';

function DashboardChart({ chart }: { chart: Dashboard['charts'][number] }) {
  const { t } = useTranslation('news');
  const option = chartOptionOf(chart.option);
  return (
    <section className={styles.card} aria-label={chart.name}>
      <h2 className={styles.cardTitle}>{chart.name}</h2>
      {option ? (
        <Chart option={option} height={260} label={chart.name} />
      ) : (
        <p className={styles.error}>{t('chartFailed')}</p>
      )}
    </section>
  );
}

/** /datavShow/{alias}: a data-visualisation dashboard, its charts one under another. */
export function DatavShowPage() {
  const { t } = useTranslation('news');
  const { alias = '' } = useParams();
  const dashboard = useDashboard(alias);
  const title = dashboard.data?.name || t('dashboard');
  useDocumentTitle(title);
  return (
    <Page title={title}>
      {dashboard.isPending ? (
        <div className={styles.placeholder} aria-label={t('loading')} />
      ) : !dashboard.data ? (
        <EmptyState type={3} description={t('dashboardMissing')} />
      ) : dashboard.data.charts.length === 0 ? (
        <EmptyState type={1} description={t('noCharts')} />
      ) : (
        dashboard.data.charts.map((chart, i) => <DashboardChart key={chart.id || i} chart={chart} />)
      )}
    </Page>
  );
}
