import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorPage } from '../../../components/error-page';
import { useDocumentTitle } from '../../../lib/document-title';

/** /messageFillPage/{message}: where a short link the server could not resolve lands, with its message. */
export function MessageFillPage() {
  const { t } = useTranslation('news');
  const { message } = useParams();
  useDocumentTitle(t('linkTitle'));
  return <ErrorPage tip={message || t('linkInvalid')} link={{ to: paths.home.href(), text: t('toHome') }} />;
}
