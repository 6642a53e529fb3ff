import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { agreeTask } from '../api/complete-task';
import { runBatch, type BatchItem, type BatchResult } from '../model/batch';
import styles from './batch-sheet.module.css';

interface BatchSheetProps {
  items: readonly BatchItem[];
  onClose: () => void;
  /** Called once every task has been tried, with each outcome. */
  onFinished: (results: BatchResult[]) => void;
}

/**
 * Batch approval (issue 5 §3): one opinion for the chosen to-dos, agreed one after the other; afterwards each
 * task's outcome, with the server's message when it refused one.
 */
export function BatchSheet({ items, onClose, onFinished }: BatchSheetProps) {
  const { t } = useTranslation('flow');
  const id = useId();
  const [opinion, setOpinion] = useState(() => t('batch.opinionDefault'));
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<BatchResult[] | null>(null);
  const running = progress !== null && results === null;

  const start = async () => {
    setProgress(0);
    const outcome = await runBatch(items, (item) => agreeTask(item.id, opinion), setProgress);
    setResults(outcome);
    onFinished(outcome);
  };

  const okCount = results?.filter((r) => r.ok).length ?? 0;
  const title = results ? t('batch.resultTitle') : t('batch.opinionTitle', { count: items.length });
  return (
    <Popup
      visible
      position="bottom"
      onMaskClick={running ? undefined : onClose}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {results ? (
          <>
            <p className={styles.summary} role="status">
              {t('batch.summary', { ok: okCount, failed: results.length - okCount })}
            </p>
            <ul className={styles.results} aria-label={t('batch.resultTitle')}>
              {results.map((r) => (
                <li key={r.id} className={styles.result} data-ok={r.ok}>
                  {r.ok ? (
                    <CheckCircleFill className={styles.okIcon} aria-hidden="true" />
                  ) : (
                    <CloseCircleFill className={styles.failIcon} aria-hidden="true" />
                  )}
                  <span className={styles.resultText}>
                    <span className={styles.resultSubject}>{r.subject}</span>
                    <span className={styles.resultMessage}>
                      {r.message
                        ? t(r.ok ? 'batch.okWith' : 'batch.failedWith', { message: r.message })
                        : t(r.ok ? 'batch.ok' : 'batch.failed')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.buttons}>
              <button type="button" className={styles.primary} onClick={onClose}>
                {t('list.close')}
              </button>
            </div>
          </>
        ) : (
          <>
            <label className={styles.label} htmlFor={`${id}-opinion`}>
              {t('batch.opinionLabel')}
            </label>
            <textarea
              id={`${id}-opinion`}
              className={styles.opinion}
              value={opinion}
              maxLength={2000}
              rows={3}
              disabled={running}
              onChange={(e) => setOpinion(e.target.value)}
            />
            {running ? (
              <p className={styles.summary} role="status">
                {t('batch.running', { done: progress, count: items.length })}
              </p>
            ) : null}
            <div className={styles.buttons}>
              <button type="button" className={styles.secondary} onClick={onClose} disabled={running}>
                {t('start.cancel')}
              </button>
              <button
                type="button"
                className={styles.primary}
                onClick={() => void start()}
                disabled={running}
              >
                {t('batch.agree')}
              </button>
            </div>
          </>
        )}
      </div>
    </Popup>
  );
}
