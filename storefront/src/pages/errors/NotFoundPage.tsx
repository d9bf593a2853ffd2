import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@pcshop/design-system';
import { renderRouterLink } from '../../navigation/renderRouterLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';

/** Source document §8: an unknown page is a 404 'Page not found: {fullPath}'. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const { pathname, search } = useLocation();
  const to = useEditionPath();
  const title = t('pageNotFound');
  const message = t('notFound', { fullPath: `${pathname}${search}` });
  useDocumentMeta(title, message);
  return (
    <ErrorPage
      statusCode={404}
      labels={{ title, message, home: t('goHome'), status: tc('errorPage.status') }}
      homeHref={to('/')}
      renderLink={renderRouterLink}
    />
  );
}

export { NotFoundPage as Component };
