import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import { splitActions, type Action, type ActionKey } from '../model/actions';
import styles from './action-bar.module.css';

interface ActionBarProps {
  actions: Action[];
  label: (action: Action) => string;
  busy?: boolean;
  onAction: (key: ActionKey) => void;
}

const PRIMARY: ReadonlySet<ActionKey> = new Set(['agree', 'claim', 'reply']);
const DANGER: ReadonlySet<ActionKey> = new Set(['reject', 'oppose', 'endProcess', 'backToStart', 'withdraw']);

/**
 * The action bar at the bottom, where a thumb reaches: the first actions as buttons, the rest under 更多
 * (a sheet of buttons, also at the bottom). Nothing shows when the caller may do nothing.
 */
export function ActionBar({ actions, label, busy = false, onAction }: ActionBarProps) {
  const { t } = useTranslation('task');
  const [moreOpen, setMoreOpen] = useState(false);
  if (actions.length === 0) return null;
  const { primary, more } = splitActions(actions);
  const className = (key: ActionKey) =>
    PRIMARY.has(key) ? styles.primary : DANGER.has(key) ? `${styles.button} ${styles.danger}` : styles.button;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('actions.bar')}>
        {more.length > 0 ? (
          <button
            type="button"
            className={`${styles.button} ${styles.more}`}
            aria-haspopup="dialog"
            onClick={() => setMoreOpen(true)}
          >
            {t('actions.more')}
          </button>
        ) : null}
        {[...primary].reverse().map((a) => (
          <button
            key={a.key}
            type="button"
            className={className(a.key)}
            disabled={busy}
            onClick={() => onAction(a.key)}
          >
            {label(a)}
          </button>
        ))}
      </nav>
      <Popup
        visible={moreOpen}
        onMaskClick={() => setMoreOpen(false)}
        onClose={() => setMoreOpen(false)}
        position="bottom"
        bodyClassName={styles.sheet}
      >
        <div role="dialog" aria-modal="true" aria-label={t('actions.more')}>
          <ul className={styles.sheetList}>
            {more.map((a) => (
              <li key={a.key}>
                <button
                  type="button"
                  className={
                    DANGER.has(a.key) ? `${styles.sheetItem} ${styles.sheetDanger}` : styles.sheetItem
                  }
                  onClick={() => {
                    setMoreOpen(false);
                    onAction(a.key);
                  }}
                >
                  {label(a)}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.sheetCancel} onClick={() => setMoreOpen(false)}>
            {t('dialog.cancel')}
          </button>
        </div>
      </Popup>
    </>
  );
}
