import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption } from 'echarts/core';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { Chart } from '../components/chart';
import { CUSTOMER_DISTRIBUTION } from '../model/customer-distribution';
import styles from './charts.module.css';

/** /customerDistribution: the demo chart of customer distribution with fixed sample figures. */
export function CustomerDistributionPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('customerDistribution'));
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['38%', '66%'],
          center: ['50%', '44%'],
          label: { formatter: '{b}\n{d}%' },
          data: CUSTOMER_DISTRIBUTION.map((r) => ({ name: t(`regions.${r.region}`), value: r.customers })),
        },
      ],
    }),
    [t],
  );
  const total = CUSTOMER_DISTRIBUTION.reduce((n, r) => n + r.customers, 0);
  return (
    <Page title={t('customerDistribution')}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('customerTotal', { count: total })}</h2>
        <Chart option={option} height={340} label={t('customerDistribution')} />
      </section>
      <section className={styles.card}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('region')}</th>
              <th scope="col">{t('customers')}</th>
            </tr>
          </thead>
          <tbody>
            {CUSTOMER_DISTRIBUTION.map((r) => (
              <tr key={r.region}>
                <td>{t(`regions.${r.region}`)}</td>
                <td>{r.customers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Page>
  );
}
