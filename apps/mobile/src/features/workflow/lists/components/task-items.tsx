import { useTranslation } from 'react-i18next';
import type { BpmDoneRow, BpmTaskRow } from '@baton/contracts';
import { paths } from '../../../../app/paths';
import { formatTime, isOverdue } from '../model/format';
import { ItemBody, ListItem, type ItemTag } from './list-item';
import styles from './lists.module.css';

/** What a to-do shows: flow, hand-on kind, claim and due state; node, starter, delegator and time. */
function useTodoParts(row: BpmTaskRow) {
  const { t } = useTranslation('flow');
  const kind = row.kind === 'transfer' || row.kind === 'delegate' || row.kind === 'addsign' ? row.kind : null;
  const overdue = isOverdue(row.dueTime);
  const tags: (ItemTag | null)[] = [
    { text: row.procDefName, tone: 'primary' },
    kind ? { text: t(`tags.${kind}`), tone: 'warning' } : null,
    row.needClaim === 1 ? { text: t('tags.needClaim'), tone: 'warning' } : null,
    overdue ? { text: t('tags.overdue'), tone: 'danger' } : null,
  ];
  const meta = [
    t('meta.node', { name: row.name }),
    t('meta.starter', { name: row.creatorName }),
    row.ownerName && row.kind === 'delegate' ? t('meta.owner', { name: row.ownerName }) : null,
    row.dueTime && !overdue ? t('meta.due', { time: formatTime(row.dueTime) }) : null,
    t('meta.arrived', { time: formatTime(row.createTime) }),
  ];
  return { title: row.subject, tags, meta };
}

/** A to-do: opens the task screen. */
export function TodoItem({ row }: { row: BpmTaskRow }) {
  return <ListItem to={paths.task.href(row.id)} {...useTodoParts(row)} />;
}

/** A to-do while choosing tasks for a batch: a checkbox when the task allows it, a note when it does not. */
export function SelectableTodoItem({
  row,
  allowed,
  checked,
  onToggle,
}: {
  row: BpmTaskRow;
  allowed: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('flow');
  const parts = useTodoParts(row);
  if (!allowed) {
    return (
      <li className={`${styles.item} ${styles.unselectable}`}>
        <div className={styles.main}>
          <ItemBody {...parts} note={t('batch.notAllowed')} />
        </div>
      </li>
    );
  }
  return (
    <li className={checked ? `${styles.item} ${styles.checked}` : styles.item}>
      <label className={`${styles.main} ${styles.selectable}`}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={onToggle}
          aria-label={t('batch.select', { subject: row.subject })}
        />
        <span className={styles.selectBody}>
          <ItemBody {...parts} />
        </span>
      </label>
    </li>
  );
}

const OPINIONS = new Set(['agree', 'oppose', 'abandon', 'reject', 'backToStart', 'end', 'inqu', 'revoke']);
const STATUS_TONE: Record<string, ItemTag['tone']> = {
  running: 'warning',
  end: 'success',
  manualend: 'danger',
  revoked: 'default',
};

/** Text and tone of an instance's status (审批中, 已结束, …). */
export function useStatusTag(status: string): ItemTag {
  const { t } = useTranslation('flow');
  return {
    text: STATUS_TONE[status] ? t(`status.${status}`) : status,
    tone: STATUS_TONE[status] ?? 'default',
  };
}

/** A done item: the caller's step on it; 撤回 when the revoke rule allows it. */
export function DoneItem({
  row,
  revoke,
  busy,
  onRevoke,
}: {
  row: BpmDoneRow & { revoke: boolean };
  revoke: boolean;
  busy: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('flow');
  const status = useStatusTag(row.status);
  const action = OPINIONS.has(row.opinionStatus) ? t(`opinion.${row.opinionStatus}`) : row.opinionStatus;
  return (
    <ListItem
      to={paths.doneDetail.href(row.id, 'done')}
      title={row.subject}
      tags={[{ text: row.procDefName, tone: 'primary' }, status]}
      meta={[
        t('meta.myStep', { node: row.taskName, action }),
        row.status === 'running' && row.currentNodes ? t('meta.node', { name: row.currentNodes }) : null,
        t('meta.handledAt', { time: formatTime(row.completeTime) }),
      ]}
      actions={
        revoke ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={onRevoke}
            aria-label={t('matters.revokeLabel', { subject: row.subject })}
          >
            {t('matters.revoke')}
          </button>
        ) : null
      }
    />
  );
}
