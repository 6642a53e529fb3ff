import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/page';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { useBoSave } from '../api/bo-save';
import { useForm } from '../api/get-form';
import { FormRenderer, type FormRendererHandle } from '../components/form-renderer';
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

type Action = 'add' | 'edit' | 'get';
const toAction = (value: string | null, id: string | undefined): Action =>
  value === 'add' || value === 'edit' || value === 'get' ? value : id ? 'get' : 'add';

/**
 * /formContent: a form's content by query. An online form (formKey, boAlias, optional id and action: add, edit
 * or get — get when an id is given without one), saved to its business object; or a URL form (url) in a frame
 * that saves through the 'saveData' message.
 */
export function FormContentPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('forms');
  useDocumentTitle(t('pages.formContent'));
  const url = search.get('url');
  const frameUrl = url ? safeFrameUrl(url) : null;
  const formKey = frameUrl ? '' : (search.get('formKey') ?? '');
  const boAlias = frameUrl ? '' : (search.get('boAlias') ?? formKey);
  const id = search.get('id') ?? undefined;
  const action = toAction(search.get('action'), id);
  const form = useForm({ formKey, boAlias, id, action });
  const save = useBoSave();
  const renderer = useRef<FormRendererHandle>(null);
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

  const submit = () => {
    const result = renderer.current?.getData();
    if (!result?.ok || !form.data) return;
    save.mutate(
      { boAlias, formKey, id: form.data.id, data: result.data },
      {
        onSuccess: ({ message, value }) => {
          notify.success(message || t('list.saved'));
          const saved = value?.id ?? form.data?.id;
          if (saved) {
            navigate(`${paths.formContent.href()}?${new URLSearchParams({ formKey, boAlias, id: saved })}`, {
              replace: true,
            });
          }
        },
      },
    );
  };

  let body;
  if (frameUrl) body = <UrlForm ref={frame} src={frameUrl} title={t('pages.formContent')} />;
  else if (form.data)
    body = (
      <FormRenderer
        ref={renderer}
        form={form.data.form}
        data={form.data.data}
        permissions={form.data.permissions}
        dictionaries={form.data.dictionaries}
        readOnly={action === 'get'}
      />
    );
  else if (form.isError || !formKey)
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

  const editable = frameUrl !== null || (form.data !== undefined && action !== 'get');
  return (
    <Page title={form.data?.form.name ?? t('pages.formContent')}>
      <div className={editable ? styles.body : styles.readOnly}>{body}</div>
      {editable ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.primary}
            disabled={saving || save.isPending}
            aria-busy={saving || save.isPending}
            onClick={frameUrl ? () => void saveUrlForm() : submit}
          >
            {frameUrl ? t('buttons.save') : t('buttons.submit')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}
