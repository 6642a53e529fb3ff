import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowImage } from '../api/get-flow-image';
import { useFollowedNodes } from '../api/get-followed-nodes';
import { useNodes } from '../api/get-nodes';
import { useWorkflowCall } from '../api/workflow-call';
import styles from './panels.module.css';

const FOLLOWABLE = new Set(['USERTASK', 'SIGNTASK']);
const SHOWN = new Set(['START', 'END', 'USERTASK', 'SIGNTASK', 'SUBPROCESS']);

/**
 * The nodes of the flow with where the instance stands on each, the ones the caller follows (ticked and saved
 * with followSave), and the button to the process diagram.
 */
export function NodeList({ instId, onDiagram }: { instId: string; onDiagram: () => void }) {
  const { t } = useTranslation('task');
  const nodes = useNodes(instId);
  const image = useFlowImage(instId);
  const followed = useFollowedNodes(instId);
  const save = useWorkflowCall();
  const [ticked, setTicked] = useState<string[]>([]);

  useEffect(() => {
    if (followed.data) setTicked(followed.data);
  }, [followed.data]);

  const statusOf = (id: string) => image.data?.nodes.find((n) => n.nodeId === id)?.status ?? 'untouched';
  const shown = (nodes.data ?? []).filter((n) => SHOWN.has(n.nodeType));
  const dirty = followed.data !== undefined && [...ticked].sort().join() !== [...followed.data].sort().join();
  return (
    <section className={styles.panel} aria-label={t('tabs.flow')}>
      <button type="button" className={styles.diagramButton} onClick={onDiagram}>
        {t('diagram.open')}
      </button>
      {nodes.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
      <ul className={styles.nodes} aria-label={t('nodes.title')}>
        {shown.map((n) => {
          const status = statusOf(n.nodeId);
          const followable = FOLLOWABLE.has(n.nodeType);
          return (
            <li key={n.nodeId} className={styles.node}>
              <span className={styles.nodeStatus} data-status={status} aria-hidden="true" />
              <span className={styles.nodeName}>
                {n.name}
                <span className={styles.nodeState}>
                  {t(`nodes.status.${status}`, { defaultValue: status })}
                </span>
              </span>
              {followable ? (
                <label className={styles.follow}>
                  <input
                    type="checkbox"
                    checked={ticked.includes(n.nodeId)}
                    onChange={(e) =>
                      setTicked((list) =>
                        e.target.checked ? [...list, n.nodeId] : list.filter((x) => x !== n.nodeId),
                      )
                    }
                  />
                  <span>{t('nodes.follow')}</span>
                  <span className={styles.visuallyHidden}>{n.name}</span>
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      {dirty ? (
        <button
          type="button"
          className={styles.saveFollow}
          disabled={save.isPending}
          onClick={() => save.mutate({ op: 'followSave', body: { instId, nodeIds: ticked.join(',') } })}
        >
          {t('nodes.saveFollow')}
        </button>
      ) : null}
    </section>
  );
}
