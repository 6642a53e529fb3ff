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

const FIELDS: ReadonlyArray<{ name: Field; text: 'old' | 'new' | 'confirm'; autoComplete: string }> = [
  { name: 'oldPwd', text: 'old', autoComplete: 'current-password' },
  { name: 'newPwd', text: 'new', autoComplete: 'new-password' },
  { name: 'confirmPwd', text: 'confirm', autoComplete: 'new-password' },
];

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
        {FIELDS.map(({ name, text, autoComplete }) => (
          <TextField
            key={name}
            label={t(`password.${text}`)}
            type="password"
            autoComplete={autoComplete}
            placeholder={t(`password.${text}Placeholder`)}
            revealLabels={reveal}
            value={values[name]}
            error={errorText(name)}
            onChange={set(name)}
          />
        ))}
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
