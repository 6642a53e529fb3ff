import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { useForm } from '../api/get-form';
import { FormRenderer } from '../components/form-renderer';
import { UrlForm, type UrlFormHandle } from '../components/url-form';
import styles from './form-page.module.css';

function safeFrameUrl(url: string): string | null {
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * /formContent: a form's content by query — an online form (formKey, boAlias, optional id) read-only, or a URL
 * form (url) in a frame that saves through the 'saveData' message.
 */
export function FormContentPage() {
  const [search] = useSearchParams();
  const { t } = useTranslation('forms');
  useDocumentTitle(t('pages.formContent'));
  const url = search.get('url');
  const frameUrl = url ? safeFrameUrl(url) : null;
  const form = useForm({
    formKey: frameUrl ? '' : (search.get('formKey') ?? ''),
    boAlias: frameUrl ? '' : (search.get('boAlias') ?? ''),
    id: search.get('id') ?? undefined,
    action: 'get',
  });
  const frame = useRef<UrlFormHandle>(null);
  const [saving, setSaving] = useState(false);

  const saveUrlForm = async () => {
    if (!frame.current) return;
    setSaving(true);
    const result = await frame.current.save();
    setSaving(false);
    if (result.ok) notify.success(t('list.saved'));
    else notify.danger(result.message || t(result.key));
  };

  let body;
  if (frameUrl) body = <UrlForm ref={frame} src={frameUrl} title={t('pages.formContent')} />;
  else if (form.data)
    body = (
      <FormRenderer
        form={form.data.form}
        data={form.data.data}
        permissions={form.data.permissions}
        dictionaries={form.data.dictionaries}
        readOnly
      />
    );
  else if (form.isError || !search.get('formKey'))
    body = (
      <p className={styles.failed} role="alert">
        {t('failure.noForm')}
      </p>
    );
  else
    body = (
      <p className={styles.loading} role="status">
        {t('list.loading')}
      </p>
    );

  return (
    <Page title={form.data?.form.name ?? t('pages.formContent')}>
      <div className={frameUrl ? styles.body : styles.readOnly}>{body}</div>
      {frameUrl ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.primary}
            disabled={saving}
            aria-busy={saving}
            onClick={() => void saveUrlForm()}
          >
            {t('buttons.save')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}
