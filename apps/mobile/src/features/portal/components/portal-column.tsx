import { useTranslation } from 'react-i18next';
import type { PortalColumn as Column } from '../api/types';
import { useColumnData } from '../api/get-column-data';
import { columnHeight, columnKind, renderTemplate } from '../model/column';
import { formatDate } from '../model/format';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Chart, chartOptionOf } from './chart';
import { ServerHtml } from './server-html';
import styles from './portal-column.module.css';

interface Row {
  id?: string;
  title?: string;
  subject?: string;
  name?: string;
  time?: string | number;
  publishTime?: string | number;
  createTime?: string | number;
}

function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  if (data && typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows)) {
    return (data as { rows: Row[] }).rows;
  }
  return [];
}

function withoutTitle(option: ReturnType<typeof chartOptionOf>): ReturnType<typeof chartOptionOf> {
  if (!option) return option;
  const { title: _title, ...rest } = option as Record<string, unknown>;
  return rest;
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * One portal column: its data from the configured URL, shown as a chart, as its sanitised server template, or
 * as a list. A failure shows its error text in red in the column's place; the rest of the page goes on.
 */
export function PortalColumnView({ column }: { column: Column }) {
  const { t } = useTranslation('home');
  const data = useColumnData(column);
  const kind = columnKind(column);
  const height = columnHeight(column.colHeight);
  const titleId = `column-${column.alias ?? column.id ?? column.name}`;
  const isNews = column.colType === 'news' || (column.colUrl ?? '').includes('/messageNews/');

  let body;
  if (column.colUrl && data.isPending) {
    body = <div className={styles.placeholder} style={{ height: height ?? 96 }} aria-label={t('loading')} />;
  } else if (data.isError) {
    body = (
      <p className={styles.error} role="alert">
        {errorText(data.error, t('columnFailed'))}
      </p>
    );
  } else if (kind === 'chart') {
    // The column's heading names the chart already.
    const option = withoutTitle(chartOptionOf(data.data));
    body = option ? (
      <Chart option={option} height={height ?? 260} label={column.name} />
    ) : (
      <p className={styles.empty}>{t('noData')}</p>
    );
  } else if (kind === 'html') {
    body = <ServerHtml html={renderTemplate(column.templateHtml ?? '', data.data ?? {})} height={height} />;
  } else {
    const rows = rowsOf(data.data);
    body =
      rows.length === 0 ? (
        <p className={styles.empty}>{t('noData')}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row, i) => (
            <li key={row.id ?? i} className={styles.row}>
              {isNews && row.id ? (
                <Link to={paths.newsDetail.href(row.id)} className={styles.rowTitle}>
                  {row.title}
                </Link>
              ) : (
                <span className={styles.rowTitle}>{row.title ?? row.subject ?? row.name}</span>
              )}
              <span className={styles.rowTime}>
                {formatDate(row.time ?? row.publishTime ?? row.createTime)}
              </span>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.column} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {column.name}
      </h2>
      {body}
    </section>
  );
}
