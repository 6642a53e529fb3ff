import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleOutline, EyeOutline, SendOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { paths } from '../../../app/paths';
import type { FlowSummary as Summary } from '../api/get-flow-summary';
import styles from './flow-summary.module.css';

const TILES: { key: keyof Summary; label: string; to: string; icon: ReactNode; tone: string }[] = [
  {
    key: 'myTaks',
    label: 'myTodo',
    to: paths.myMattersTab.href(0),
    icon: <UnorderedListOutline />,
    tone: '#1677ff',
  },
  {
    key: 'myRequest',
    label: 'myRequest',
    to: paths.myRequest.href(),
    icon: <SendOutline />,
    tone: '#fa8c16',
  },
  {
    key: 'myAlready',
    label: 'myDone',
    to: paths.myMattersTab.href(1),
    icon: <CheckCircleOutline />,
    tone: '#00b578',
  },
  {
    key: 'myNoticeRead',
    label: 'myNotice',
    to: paths.myNotice.href(),
    icon: <EyeOutline />,
    tone: '#7c4dff',
  },
];

export function summaryCount(value: string | number | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** The four flow summary tiles, each with its count in brackets and linking to its work route. */
export function FlowSummaryTiles({ summary, loading }: { summary: Summary | undefined; loading: boolean }) {
  const { t } = useTranslation('work');
  return (
    <ul className={styles.tiles} aria-label={t('flowCentre')} aria-busy={loading || undefined}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <Link to={tile.to} className={styles.tile}>
            <span className={styles.icon} style={{ color: tile.tone }} aria-hidden="true">
              {tile.icon}
            </span>
            <span className={styles.label}>
              {t(tile.label)}
              {loading ? (
                <span className={styles.skeleton} aria-hidden="true" />
              ) : (
                `(${summaryCount(summary?.[tile.key]?.dataText)})`
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
