import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@baton/contracts';
import { LoginPage } from '../features/auth/routes/login-page';
import { createI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/**
 * The login page as static markup in one language, rendered at build time (prerender.mjs) from the same
 * component the app runs. The server sends it as the boot screen of /login, so the page is on screen with the
 * HTML instead of after the scripts; the app replaces it with the live page when its first route commits.
 */
export async function renderLoginSnapshot(locale: Locale): Promise<{ html: string; title: string }> {
  const { i18n, ready } = createI18n(locale);
  await ready;
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
  const title = `${i18n.t('title', { ns: 'auth' })} · ${i18n.t('appName', { ns: 'common' })}`;
  return { html, title };
}
