import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE } from '@baton/contracts/limits';
import { Page } from '../../../components/page';
import { TextField } from '../../../components/text-field';
import { useGoBack } from '../../../components/use-go-back';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordErrors, type PasswordFields } from '../model/password-form';
import styles from './change-password-page.module.css';
import { useDocumentTitle } from '../../../lib/document-title';

type Field = keyof PasswordFields;

/** /personal/password: old, new and confirmed password; both sent encrypted. */
export function ChangePasswordPage() {
  const { t } = useTranslation('personal');
  const { t: ta } = useTranslation('auth');
  useDocumentTitle(t('password.title'));
  const goBack = useGoBack();
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordFields>({ oldPwd: '', newPwd: '', confirmPwd: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { oldPwd: values.oldPwd, newPwd: values.newPwd },
      {
        onSuccess: ({ message }) => {
          notify.success(message || t('password.success'));
          goBack();
        },
      },
    );
  };

  const errorText = (field: Field) => {
    const key = errors[field];
    if (!key) return null;
    return key === 'rule'
      ? t('password.rule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength })
      : t(`password.${key}`);
  };

  const reveal = { show: ta('showPassword'), hide: ta('hidePassword') };
  return (
    <Page title={t('password.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('password.old')}
          type="password"
          autoComplete="current-password"
          placeholder={t('password.oldPlaceholder')}
          revealLabels={reveal}
          value={values.oldPwd}
          error={errorText('oldPwd')}
          onChange={set('oldPwd')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          placeholder={t('password.newPlaceholder')}
          revealLabels={reveal}
          value={values.newPwd}
          error={errorText('newPwd')}
          onChange={set('newPwd')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          placeholder={t('password.confirmPlaceholder')}
          revealLabels={reveal}
          value={values.confirmPwd}
          error={errorText('confirmPwd')}
          onChange={set('confirmPwd')}
        />
        <button
          type="submit"
          className={styles.submit}
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {t('password.submit')}
        </button>
      </form>
    </Page>
  );
}
