import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { ErrorPage } from '../../../components/error-page';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * /appContent?type&id&appName&alias: an application's content. Data templates and forms open their own routes;
 * mobile data-list and chart applications are not supported (spec §5).
 */
export function AppContentPage() {
  const [search] = useSearchParams();
  const { t } = useTranslation('forms');
  const type = search.get('type') ?? '';
  const alias = search.get('alias') ?? search.get('id') ?? '';
  useDocumentTitle(search.get('appName') || t('pages.appContent'));
  if ((type === 'template' || type === 'dataTemplate') && alias) {
    return <Navigate to={paths.templatePreview.href(alias)} replace />;
  }
  if (type === 'form' && alias) {
    return <Navigate to={paths.templateForm.href(alias, 'add')} replace />;
  }
  if (type === 'chart' || type === 'report') {
    return <ErrorPage tip={t('pages.unsupportedChart')} showBack />;
  }
  return <ErrorPage tip={t('pages.unsupportedList')} showBack />;
}
