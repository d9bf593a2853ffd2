import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { ErrorPage, Heading, Spinner } from '@pcshop/design-system';
import { hrefOfPrefixedPath, isOtherHost } from '@pcshop/stores/domain';
import { useStores } from '@pcshop/stores/react';
import type { PageHandle } from '../../routes/pageHandle';
import { renderRouterLink } from '../../navigation/renderRouterLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useDocumentMeta } from '../useDocumentMeta';
import { CmsBlocks } from './CmsBlocks';
import * as styles from './site.css';

/**
 * Any path no other route matches (source document §2, §7, §8): the CMS page of that slug in the
 * edition's language, else a legacy path's redirect (followed in place), else "Page not found".
 */
export const CmsPage = observer(function CmsPage() {
  const { cms, edition } = useStores();
  const { t } = useTranslation(['site', 'errors']);
  const path = useParams()['*'] ?? '';
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const to = useEditionPath();
  const resolution = cms.resolution(path);
  const country = edition.country;

  useEffect(() => {
    void cms.resolve(path);
  }, [cms, path, country]);

  const redirect = resolution.state === 'redirect' ? resolution.location : null;
  const hosts = edition.hosts;
  useEffect(() => {
    if (!redirect) return;
    // The server answers prefixed paths (`/fr/faq`): on an edition's own domain, without it.
    const href = redirect.startsWith('/') ? hrefOfPrefixedPath(hosts, redirect) : redirect;
    if (isOtherHost(href) || !href.startsWith('/')) window.location.replace(href);
    else void navigate(href, { replace: true });
  }, [redirect, navigate, hosts]);

  const notFound = t('errors:notFound', { fullPath: `${pathname}${search}` });
  const meta =
    resolution.state === 'page'
      ? { title: resolution.page.meta.metaTitle, description: resolution.page.meta.metaDescription }
      : resolution.state === 'failed'
        ? { title: t('site:cms.failedTitle'), description: t('errors:generic') }
        : resolution.state === 'not_found'
          ? { title: t('errors:pageNotFound'), description: notFound }
          : { title: t('site:cms.loading'), description: '' };
  useDocumentMeta(meta.title, meta.description);

  switch (resolution.state) {
    case 'page':
      return (
        <article className={styles.article} aria-labelledby="cms-title">
          <Heading level={1} id="cms-title">
            {resolution.page.title}
          </Heading>
          <CmsBlocks blocks={resolution.page.blocks} />
        </article>
      );
    case 'not_found':
      return <NotFoundPage />;
    case 'failed':
      return (
        <ErrorPage
          statusCode={500}
          labels={{
            title: t('site:cms.failedTitle'),
            message: t('errors:generic'),
            home: t('errors:goHome'),
            status: t('site:cms.error'),
          }}
          homeHref={to('/')}
          renderLink={renderRouterLink}
        />
      );
    default:
      return (
        <div className={styles.centred}>
          <Spinner label={t('site:cms.loading')} />
        </div>
      );
  }
});

export { CmsPage as Component };

/**
 * Rendered on the server too: a CMS page or "Page not found" (answered 404) comes with its
 * content, and a legacy path is answered with its redirect. A failed lookup is the browser's.
 */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ cms }, { params }) => cms.resolve(params['*'] ?? ''),
  answer: ({ cms }, { params }) => {
    const resolution = cms.resolution(params['*'] ?? '');
    switch (resolution.state) {
      case 'page':
        return { status: 200 };
      case 'not_found':
        return { status: 404 };
      case 'redirect':
        return { redirect: resolution.location, status: resolution.status ?? 302 };
      default:
        return null;
    }
  },
};
