import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useFlowImage } from '../api/get-flow-image';
import styles from './process-diagram.module.css';

// bpmn-js is heavy: it loads the first time someone opens the diagram, never with the screen.
const DiagramViewer = lazy(() => import('./diagram-viewer'));

/** The process diagram in a full-screen sheet, with the nodes' statuses of this instance. */
export function ProcessDiagram({
  instId,
  open,
  onClose,
}: {
  instId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('task');
  const image = useFlowImage(instId, open);
  return (
    <Popup
      visible={open}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-label={t('diagram.title')} className={styles.body}>
        <div className={styles.header}>
          <h2 className={styles.title}>{t('diagram.title')}</h2>
          <button type="button" className={styles.close} aria-label={t('diagram.close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <div className={styles.view}>
          {image.data ? (
            <Suspense
              fallback={
                <p className={styles.loading} role="status">
                  {t('loading')}
                </p>
              }
            >
              <DiagramViewer image={image.data} />
            </Suspense>
          ) : (
            <p className={styles.loading} role="status">
              {t('loading')}
            </p>
          )}
        </div>
      </div>
    </Popup>
  );
}
