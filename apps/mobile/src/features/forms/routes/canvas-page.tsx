import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { StoredImage } from '../components/fields/upload-field';
import styles from './canvas-page.module.css';

// signature_pad loads with the pad, never with the form routes.
const HandwritingPad = lazy(async () => ({
  default: (await import('../components/handwriting-pad')).HandwritingPad,
}));

/** /canvas: the electronic signature written by hand, saved as a png file. */
export function CanvasPage() {
  const { t } = useTranslation('forms');
  useDocumentTitle(t('canvas.title'));
  const [fileId, setFileId] = useState<string | null>(null);
  return (
    <Page title={t('canvas.title')}>
      <div className={styles.body}>
        {fileId ? (
          <figure className={styles.saved}>
            <StoredImage fileId={fileId} alt={t('canvas.current')} className={styles.image} />
            <figcaption>{t('canvas.current')}</figcaption>
          </figure>
        ) : null}
        <div className={styles.pad}>
          <Suspense fallback={null}>
            <HandwritingPad
              onSaved={(id) => {
                setFileId(id);
                notify.success(t('canvas.saved'));
              }}
            />
          </Suspense>
        </div>
      </div>
    </Page>
  );
}
