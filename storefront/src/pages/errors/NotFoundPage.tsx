import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../useDocumentMeta';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { pathname, search } = useLocation();
  const message = t('notFound', { fullPath: `${pathname}${search}` });
  useDocumentMeta(t('pageNotFound'), message);
  return (
    <section aria-labelledby="error-title">
      <p>404</p>
      <h1 id="error-title">{message}</h1>
    </section>
  );
}

export { NotFoundPage as Component };
