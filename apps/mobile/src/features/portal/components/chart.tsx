import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import styles from './portal-column.module.css';
import { useNearScreen } from './use-near-screen';

const EChart = lazy(async () => ({ default: (await import('./echart')).EChart }));

/**
 * A chart whose library (echarts, ~190 KB gzip) loads only when the chart comes on screen, so a page whose
 * charts sit below the fold does not pay for it on arrival.
 */
export function Chart({
  option,
  height = 260,
  label,
}: {
  option: EChartsCoreOption;
  height?: number;
  label: string;
}) {
  const [ref, near] = useNearScreen<HTMLDivElement>(0);
  const placeholder = <div className={styles.chartPlaceholder} style={{ height }} aria-hidden="true" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <EChart option={option} height={height} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The chart option an answer carries: the value itself, or its `option` field; undefined without series. */
export function chartOptionOf(value: unknown): EChartsCoreOption | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const candidate = 'option' in value ? (value as { option: unknown }).option : value;
  if (!candidate || typeof candidate !== 'object' || !('series' in candidate)) return undefined;
  return candidate as EChartsCoreOption;
}
