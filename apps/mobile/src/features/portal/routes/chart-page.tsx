import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useEchartsData } from '../api/get-echarts-data';
import { Chart, chartOptionOf } from '../components/chart';
import styles from './charts.module.css';

/** /chart/{reportId}?name: a report's chart from GET /runtime/report/v1/getEchartsData. */
export function ChartPage() {
  const { t } = useTranslation('news');
  const { reportId = '' } = useParams();
  const [params] = useSearchParams();
  const title = params.get('name') || t('chart');
  useDocumentTitle(title);
  const data = useEchartsData(reportId);
  const option = chartOptionOf(data.data);
  return (
    <Page title={title}>
      {data.isPending ? (
        <div className={styles.placeholder} aria-label={t('loading')} />
      ) : data.isError ? (
        <p className={styles.error} role="alert">
          {data.error instanceof Error && data.error.message ? data.error.message : t('chartFailed')}
        </p>
      ) : option ? (
        <section className={styles.card}>
          <Chart option={option} height={320} label={title} />
        </section>
      ) : (
        <EmptyState type={1} description={t('chartUnsupported')} />
      )}
    </Page>
  );
}
