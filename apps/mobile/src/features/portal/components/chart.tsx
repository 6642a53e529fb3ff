import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import styles from './portal-column.module.css';

const EChart = lazy(async () => ({ default: (await import('./echart')).EChart }));

/** A chart whose library loads only when a chart is on screen. */
export function Chart({ option, height = 260, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  return (
    <Suspense fallback={<div className={styles.chartPlaceholder} style={{ height }} aria-hidden="true" />}>
      <EChart option={option} height={height} label={label} />
    </Suspense>
  );
}

/** The chart option an answer carries: the value itself, or its `option` field; undefined without series. */
export function chartOptionOf(value: unknown): EChartsCoreOption | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const candidate = 'option' in value ? (value as { option: unknown }).option : value;
  if (!candidate || typeof candidate !== 'object' || !('series' in candidate)) return undefined;
  return candidate as EChartsCoreOption;
}
