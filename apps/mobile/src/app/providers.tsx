import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { antdLocale } from './i18n';

/** antd-mobile's own texts follow the app's language, also in dialogs and toasts shown outside the tree. */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocale(i18n.language);
  useEffect(() => {
    setDefaultConfig({ locale });
  }, [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
