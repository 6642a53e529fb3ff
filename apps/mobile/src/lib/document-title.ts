import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, e.g. 我的 · Baton, in the language shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const app = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
