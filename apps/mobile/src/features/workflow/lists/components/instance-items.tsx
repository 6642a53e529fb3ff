import { useTranslation } from 'react-i18next';
import type { BpmInstanceRow, BpmNoticeRow, BpmTaskRow } from '@baton/contracts';
import { paths } from '../../../../app/paths';
import { formatTime } from '../model/format';
import { ListItem, type ItemTag } from './list-item';
import { useStatusTag } from './task-items';
import styles from './lists.module.css';

/** One of the caller's requests: its status and where it waits; opens the instance as its starter. */
export function RequestItem({ row }: { row: BpmInstanceRow }) {
  const { t } = useTranslation('flow');
  const status = useStatusTag(row.status);
  const urgent: ItemTag | null =
    row.urgentState === 'urgent' || row.urgentState === 'critical'
      ? { text: t(`tags.${row.urgentState}`), tone: 'danger' }
      : null;
  return (
    <ListItem
      to={paths.instType.href(row.id, 'request')}
      title={row.subject}
      tags={[{ text: row.procDefName, tone: 'primary' }, status, urgent]}
      meta={[
        row.status === 'running' && row.currentNodes ? t('meta.node', { name: row.currentNodes }) : null,
        t('meta.created', { time: formatTime(row.createTime) }),
      ]}
    />
  );
}

/** A draft: opens the start form with it; 删除 removes it. */
export function DraftItem({
  row,
  busy,
  onDelete,
}: {
  row: BpmInstanceRow;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('flow');
  const title = row.subject || t('request.untitled');
  return (
    <ListItem
      to={paths.startFlow.href(row.procDefId, row.id)}
      title={title}
      tags={[{ text: row.procDefName, tone: 'primary' }]}
      meta={[t('meta.savedAt', { time: formatTime(row.updateTime || row.createTime) })]}
      actions={
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          disabled={busy}
          onClick={onDelete}
          aria-label={t('request.deleteLabel', { subject: title })}
        >
          {t('request.delete')}
        </button>
      }
    />
  );
}

/** A task the caller handed on: to whom, and whether it has been dealt with. */
export function TurnOutItem({ row }: { row: BpmTaskRow }) {
  const { t } = useTranslation('flow');
  const kind = row.kind === 'delegate' ? 'delegate' : 'transfer';
  const state: ItemTag =
    row.status === 'pending'
      ? { text: t('status.pending'), tone: 'warning' }
      : row.status === 'completed'
        ? { text: t('status.completed'), tone: 'success' }
        : { text: t('status.cancelled') };
  return (
    <ListItem
      to={paths.inst.href(row.procInstId)}
      title={row.subject}
      tags={[{ text: row.procDefName, tone: 'primary' }, { text: t(`tags.${kind}`), tone: 'warning' }, state]}
      meta={[
        t('meta.node', { name: row.name }),
        row.assigneeName ? t('meta.holder', { name: row.assigneeName }) : null,
        formatTime(row.createTime),
      ]}
    />
  );
}

const NOTICE_TYPES = new Set(['copyto', 'communicate', 'inquiry']);

/** A circulated item (copy-to, communication, inquiry): opens the notice's task screen. */
export function NoticeItem({ row }: { row: BpmNoticeRow }) {
  const { t } = useTranslation('flow');
  const type = NOTICE_TYPES.has(row.type) ? t(`notice.${row.type}`) : row.type;
  const state: ItemTag | null =
    row.status === 'replied'
      ? { text: t('notice.replied'), tone: 'success' }
      : row.status === 'read'
        ? { text: t('notice.read') }
        : null;
  return (
    <ListItem
      to={paths.noticeTask.href(row.id, row.type)}
      title={row.subject}
      tags={[{ text: type, tone: 'primary' }, row.procDefName ? { text: row.procDefName } : null, state]}
      note={row.content || undefined}
      meta={[t('meta.sender', { name: row.senderName }), formatTime(row.createTime)]}
    />
  );
}
