import { useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { useFormDefinition } from '../api/get-form-definition';
import { FormRenderer, type FormRendererHandle } from '../components/form-renderer';
import styles from './form-page.module.css';

/** /previewForm/{formId}: the form as a person would fill it in; checking validates without saving. */
export function PreviewFormPage() {
  const { formId = '' } = useParams();
  const { t } = useTranslation('forms');
  const form = useFormDefinition(formId);
  const renderer = useRef<FormRendererHandle>(null);
  useDocumentTitle(t('pages.preview'));
  return (
    <Page title={form.data?.name ?? t('pages.preview')}>
      <div className={styles.body}>
        {form.isError ? (
          <p className={styles.failed} role="alert">
            {t('pages.loadFailed')}
          </p>
        ) : form.data ? (
          <FormRenderer ref={renderer} form={form.data} />
        ) : (
          <p className={styles.loading} role="status">
            {t('list.loading')}
          </p>
        )}
      </div>
      {form.data ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              if (renderer.current?.getData().ok) notify.success(t('pages.checked'));
            }}
          >
            {t('buttons.check')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}
