import { useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/page';
import { useGoBack } from '../../../components/use-go-back';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { useBoSave } from '../api/bo-save';
import { useForm } from '../api/get-form';
import { useTemplateInfo } from '../api/get-template-info';
import { FormRenderer, type FormRendererHandle } from '../components/form-renderer';
import styles from './form-page.module.css';

type Action = 'add' | 'edit' | 'get';
const toAction = (value: string | undefined): Action => (value === 'add' || value === 'get' ? value : 'edit');

/** A data template's form: add, edit, or read (get); QR-code forms are read-only with no buttons. */
function TemplateForm({
  templateKey,
  action,
  id,
  qrCode,
}: {
  templateKey: string;
  action: Action;
  id?: string;
  qrCode: boolean;
}) {
  const { t } = useTranslation('forms');
  const goBack = useGoBack();
  const navigate = useNavigate();
  const info = useTemplateInfo(templateKey);
  const template = info.data?.template;
  const form = useForm({
    formKey: template?.formKey ?? '',
    boAlias: template?.boAlias ?? '',
    id: action === 'add' ? undefined : id,
    action,
  });
  const save = useBoSave();
  const renderer = useRef<FormRendererHandle>(null);
  const readOnly = qrCode || action === 'get';
  const title =
    form.data?.form.name ?? template?.name ?? t(qrCode ? 'pages.qrCodeForm' : 'pages.templateForm');
  useDocumentTitle(title);

  const submit = () => {
    const result = renderer.current?.getData();
    if (!result?.ok || !template) return;
    save.mutate(
      { boAlias: template.boAlias, formKey: template.formKey, id: form.data?.id, data: result.data },
      {
        onSuccess: ({ message }) => {
          notify.success(message || t('list.saved'));
          goBack();
        },
      },
    );
  };

  const canEdit = !qrCode && action === 'get' && template?.buttons.some((b) => b.alias === 'edit');
  const failed = info.isError || form.isError;
  return (
    <Page title={title}>
      <div className={readOnly && !canEdit ? styles.readOnly : styles.body}>
        {failed ? (
          <p className={styles.failed} role="alert">
            {t('pages.loadFailed')}
          </p>
        ) : !form.data ? (
          <p className={styles.loading} role="status">
            {t('list.loading')}
          </p>
        ) : (
          <FormRenderer
            ref={renderer}
            form={form.data.form}
            data={form.data.data}
            permissions={form.data.permissions}
            dictionaries={form.data.dictionaries}
            readOnly={readOnly}
          />
        )}
      </div>
      {form.data && !readOnly ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.primary}
            disabled={save.isPending}
            aria-busy={save.isPending}
            onClick={submit}
          >
            {t('buttons.save')}
          </button>
        </div>
      ) : null}
      {form.data && canEdit && id ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => navigate(paths.templateForm.href(templateKey, 'edit', { id }), { replace: true })}
          >
            {t('buttons.edit')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}

/** /templateForm/{templateKey}/{action}?id */
export function TemplateFormPage() {
  const { templateKey = '', action } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  return (
    <TemplateForm
      key={`${templateKey}/${action}/${id}`}
      templateKey={templateKey}
      action={toAction(action)}
      id={id}
      qrCode={false}
    />
  );
}

/** /QRCodeForm/{templateKey}?id: read-only, no operation buttons, action get. */
export function QrCodeFormPage() {
  const { templateKey = '' } = useParams();
  const [search] = useSearchParams();
  return <TemplateForm templateKey={templateKey} action="get" id={search.get('id') ?? undefined} qrCode />;
}
