import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { paths } from '../../../../app/paths';
import { useExpiration } from '../api/get-due-time';
import { useRelatedInfo } from '../api/get-related-info';
import { useRelatedProcesses } from '../api/get-related-processes';
import { useUrgentState } from '../api/get-urgent-state';
import { formatDuration } from '../model/duration';
import styles from './panels.module.css';

const time = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

/**
 * Related information: the request itself (starter, organisation, status, current nodes, times), its urgency,
 * the task's due time, the node's signature configuration and the starter's other requests of the same flow.
 */
export function InfoPanel({
  instId,
  taskId,
  signatureField,
}: {
  instId: string;
  taskId: string;
  /** Label of the signature field the node asks for, if any. */
  signatureField?: string;
}) {
  const { t, i18n } = useTranslation('task');
  const info = useRelatedInfo(instId);
  const urgent = useUrgentState(instId);
  const expiration = useExpiration(taskId);
  const related = useRelatedProcesses(instId);
  const none = t('none');
  const urgentKey = urgent.data?.urgentState ?? 'normal';
  const urgentName = urgent.data?.options.find((o) => o.key === urgentKey)?.name ?? urgentKey;
  const due = expiration.data;
  return (
    <section className={styles.panel} aria-label={t('tabs.info')}>
      {info.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
      {info.data ? (
        <dl className={styles.rows}>
          <Row label={t('info.subject')}>{info.data.subject}</Row>
          <Row label={t('info.flow')}>{info.data.procDefName}</Row>
          <Row label={t('info.starter')}>{info.data.creatorName}</Row>
          <Row label={t('info.org')}>{info.data.starterOrgName || none}</Row>
          <Row label={t('info.status')}>
            {t(`status.${info.data.status}`, { defaultValue: info.data.status })}
          </Row>
          <Row label={t('info.currentNodes')}>{info.data.currentNodes || none}</Row>
          <Row label={t('info.createTime')}>{time(info.data.createTime)}</Row>
          {info.data.endTime ? <Row label={t('info.endTime')}>{time(info.data.endTime)}</Row> : null}
          <Row label={t('info.urgent')}>
            <span className={styles.urgent} data-level={urgentKey}>
              {urgentName}
            </span>
          </Row>
          {taskId ? (
            <Row label={t('info.dueTime')}>
              {due?.dueTime ? (
                <>
                  {time(due.dueTime)}
                  <span className={due.overdue ? styles.overdue : styles.remaining}>
                    {due.overdue
                      ? t('info.overdue')
                      : t('info.remaining', { duration: formatDuration(due.remainingMs, t, i18n.language) })}
                  </span>
                </>
              ) : (
                none
              )}
            </Row>
          ) : null}
          {taskId ? (
            <Row label={t('info.signature')}>
              {signatureField ? t('info.signatureOn', { field: signatureField }) : t('info.signatureOff')}
            </Row>
          ) : null}
          <Row label={t('info.counts')}>
            {t('info.countsValue', { opinions: info.data.opinionCount, notices: info.data.noticeCount })}
          </Row>
        </dl>
      ) : null}
      <h3 className={styles.subTitle}>{t('info.related')}</h3>
      {related.data && related.data.length > 0 ? (
        <ul className={styles.related}>
          {related.data.map((r) => (
            <li key={r.id}>
              <Link to={paths.inst.href(r.id)} className={styles.relatedLink}>
                <span className={styles.relatedSubject}>{r.subject}</span>
                <span className={styles.nodeState}>
                  {t(`status.${r.status}`, { defaultValue: r.status })} · {time(r.createTime)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{related.isPending ? t('loading') : none}</p>
      )}
    </section>
  );
}
