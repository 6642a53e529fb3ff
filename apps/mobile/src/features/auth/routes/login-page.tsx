import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BatonLogo } from '../../../components/baton-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LockLineIcon, UserLineIcon } from '../../../components/line-icons';
import { TextField } from '../../../components/text-field';
import { useDocumentTitle } from '../../../lib/document-title';
import { isTimeout } from '../../../lib/http';
import { isGuest, useSession } from '../../../lib/session';
import { sessionValues } from '../../../lib/storage';
import { useTenantByCode } from '../api/get-tenant-by-code';
import { useLogin } from '../api/login';
import {
  ACCOUNT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  redirectTarget,
  validateLogin,
  type LoginErrors,
} from '../model/login-form';
import styles from './login-page.module.css';

function failureText(error: unknown, timeoutText: string, fallback: string): string {
  if (isTimeout(error)) return timeoutText;
  return (error instanceof Error && error.message) || fallback;
}

/** /login and /login/{tenantCode}. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('title'));
  const { t: th } = useTranslation('http');
  const navigate = useNavigate();
  const { tenantCode: pathCode } = useParams();
  const [search] = useSearchParams();
  // The path, then the query, then the tenant this tab last signed in to; with none the server picks the
  // account's home tenant.
  const tenantCode = pathCode || search.get('tenantCode') || sessionValues.get('tenantCode') || null;
  const tenant = useTenantByCode(tenantCode);
  const login = useLogin();

  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const signedIn = useSession((s) => s.currentUser !== null && !isGuest(s.currentUser));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ account, password });
    setErrors(found);
    if (found.account || found.password) return;
    if (tenantCode && !tenant.data) return;
    login.mutate(
      { tenantId: tenant.data?.id, username: account.trim(), password },
      {
        onSuccess: () => {
          if (tenant.data) sessionValues.set('tenantCode', tenant.data.code);
          void navigate(redirectTarget(search.get('redirect')), { replace: true });
        },
      },
    );
  };

  const tenantPending = tenantCode !== null && tenant.isPending;
  // An unknown code names no tenant: the page says so and nobody can sign in to it.
  const tenantMissing = tenantCode !== null && !tenantPending && !tenant.data;
  const failure = tenantMissing
    ? t('tenantUnknown', { code: tenantCode })
    : login.isError
      ? failureText(login.error, th('timeout'), t('failed'))
      : null;

  // Someone already signed in has nothing to do here (a guest may still sign in).
  if (signedIn && !login.isPending) return <Navigate to={redirectTarget(search.get('redirect'))} replace />;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.topBar}>
          <LanguageSwitcher className={styles.languages} />
        </div>
        <div className={styles.brand}>
          <BatonLogo size={64} />
          <div>
            <p className={styles.appName}>{tc('appName')}</p>
            <p className={styles.tagline}>{tc('tagline')}</p>
          </div>
        </div>
      </header>

      <main className={styles.card}>
        <h1 className={styles.title}>{t('welcome')}</h1>
        <p className={styles.tenant} aria-live="polite">
          {tenantPending ? t('tenantLoading') : (tenant.data?.name ?? null)}
        </p>

        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
          <TextField
            label={t('account')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={ACCOUNT_MAX_LENGTH}
            // The one thing to do on this page is to type the account.
            autoFocus
            placeholder={t('accountPlaceholder')}
            icon={<UserLineIcon />}
            value={account}
            error={errors.account ? t(errors.account) : null}
            onChange={(e) => {
              setAccount(e.target.value);
              if (errors.account) setErrors((x) => ({ ...x, account: undefined }));
            }}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={t('passwordPlaceholder')}
            icon={<LockLineIcon />}
            revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
            value={password}
            error={errors.password ? t(errors.password) : null}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
            }}
          />

          {failure ? (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          ) : null}

          <button
            type="submit"
            className={styles.submit}
            disabled={login.isPending || tenantPending || tenantMissing}
            aria-busy={login.isPending}
          >
            {login.isPending ? t('submitting') : t('submit')}
          </button>
        </form>
      </main>

      <footer className={styles.footer}>{t('footer')}</footer>
    </div>
  );
}
