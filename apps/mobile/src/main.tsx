import 'antd-mobile/es/global';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureHttp } from './lib/http';
import { followOtherTabs } from './lib/session';
import { localeFromCookie, rememberLocaleForServer } from './lib/locale-cookie';
import { localValues } from './lib/storage';
import { createI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { appQueryClient } from './app/query-client';
import { installRootFontSize } from './app/root-font-size';
import { createAppRouter } from './app/router';
import { applyTheme } from './lib/theme';

/** Resolves in a task of its own; a message, unlike a timer, is not held back in a tab opened in the background. */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

installRootFontSize();
followOtherTabs();
applyTheme(localValues.get('theme'));
const { i18n, ready } = createI18n(
  localValues.get('locale') ?? localeFromCookie(),
  (locale) => {
    localValues.set('locale', locale);
    rememberLocaleForServer(locale);
  },
  { namespaces: 'core' },
);
configureHttp({
  t: (key, zhCN) => i18n.t(key, { ns: 'http', defaultValue: zhCN }),
  language: () => i18n.language,
});

// The chosen language's texts first, so the first paint is already in that language.
await ready.catch(() => undefined);
// Each step of the start ends its own task: evaluating the scripts, creating the router (which loads the first
// route) and rendering would otherwise be one long task that holds up input.
await nextTask();
const queryClient = appQueryClient();
const router = createAppRouter();
await nextTask();

// A transition lets React render the first page in slices that yield to the browser, instead of one long task
// that would hold up input; the splash stays on screen until the page is ready.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
