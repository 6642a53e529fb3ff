import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '@baton/contracts';
import { LoginPage } from '../features/auth/routes/login-page';
import { MyMattersPage } from '../features/workflow/lists/routes/my-matters-page';
import { createI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/**
 * Pages as static markup in one language, rendered at build time (prerender.mjs) from the same components the
 * app runs. The server sends one as the boot screen of its route, so the page is on screen with the HTML instead
 * of after the scripts; the app replaces it with the live page when its first route commits.
 */
async function snapshot(
  locale: Locale,
  url: string,
  path: string,
  page: ReactNode,
  title: { key: string; ns: string },
): Promise<{ html: string; title: string }> {
  const { i18n, ready } = createI18n(locale);
  await ready;
  await i18n.loadNamespaces([title.ns]);
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { html, title: `${i18n.t(title.key, { ns: title.ns })} · ${i18n.t('appName', { ns: 'common' })}` };
}

/** The login page. */
export function renderLoginSnapshot(locale: Locale) {
  return snapshot(locale, '/login', '/login', <LoginPage />, { key: 'title', ns: 'auth' });
}

/** The frame of the to-do (0) or done (1) list, before its rows have loaded. */
export function renderMyMattersSnapshot(locale: Locale, tab: '0' | '1') {
  return snapshot(locale, `/work/myMatters/${tab}`, '/work/myMatters/:activeNumber', <MyMattersPage />, {
    key: 'matters.title',
    ns: 'flow',
  });
}
