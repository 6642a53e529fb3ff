import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { BpmOpinionRow } from '@baton/contracts';
import { formatDuration } from '../model/duration';
import { opinionFiles, opinionTone } from '../model/opinions';
import styles from './opinion-list.module.css';

const time = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '');

/**
 * The flow tree: every step of the instance as a timeline, oldest first, open tasks last as 待审批 with 待阅 or
 * 已阅; each with who, the node, the status, the opinion, attachments, when, and how long it took.
 */
export function OpinionList({ opinions }: { opinions: BpmOpinionRow[] }) {
  const { t, i18n } = useTranslation('task');
  // An agree at the start node is the starter sending a returned request again, not an approval.
  const startNode = opinions.find((o) => o.status === 'start')?.taskKey;
  const resubmitted = (o: BpmOpinionRow) =>
    o.status === 'agree' && startNode != null && o.taskKey === startNode;
  // zh-CN shows the server's own words (the contract); other languages name the status themselves.
  const statusText = (o: BpmOpinionRow) =>
    resubmitted(o)
      ? t('opinionStatus.resubmit')
      : i18n.language === 'zh-CN'
        ? o.statusVal
        : t(`opinionStatus.${o.status}`, { defaultValue: o.statusVal });
  if (opinions.length === 0) return <p className={styles.empty}>{t('opinions.empty')}</p>;
  return (
    <ol className={styles.list} aria-label={t('tabs.opinions')}>
      {opinions.map((o) => {
        const pending = o.status === 'awaiting_check';
        const tone = opinionTone(o.status);
        const files = opinionFiles(o.files);
        return (
          <li key={o.id} className={styles.item} data-tone={tone}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.card}>
              <div className={styles.top}>
                <span className={styles.node}>{o.taskName}</span>
                <span className={styles.status} data-tone={tone}>
                  {statusText(o)}
                </span>
                {pending ? (
                  <span className={o.isRead ? styles.read : styles.unread}>
                    {o.isRead ? t('opinions.read') : t('opinions.unread')}
                  </span>
                ) : null}
              </div>
              <div className={styles.who}>{pending ? o.qualfiedNames || o.auditorName : o.auditorName}</div>
              {o.opinion ? <p className={styles.opinion}>{o.opinion}</p> : null}
              {files.length > 0 ? (
                <ul className={styles.files} aria-label={t('dialog.files')}>
                  {files.map((f) => (
                    <li key={f.id}>{f.name}</li>
                  ))}
                </ul>
              ) : null}
              <div className={styles.meta}>
                <span>
                  {pending
                    ? t('opinions.since', { time: time(o.createTime) })
                    : time(o.completeTime ?? o.createTime)}
                </span>
                {!pending && o.durMs !== null ? (
                  <span>{t('opinions.took', { duration: formatDuration(o.durMs, t, i18n.language) })}</span>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
