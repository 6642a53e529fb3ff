import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { useDismissBootScreen } from '../lib/boot-screen';
import { NotFound } from '../components/not-found';
import { paths } from './paths';

/** The router's error element: unknown routes get the not-found page, anything else the error page. */
export function RouteError() {
  useDismissBootScreen();
  const error = useRouteError();
  const { t } = useTranslation('errors');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound homeHref={paths.home.href()} />;
  return <ErrorPage showBack link={{ to: paths.home.href(), text: t('backHome') }} />;
}
