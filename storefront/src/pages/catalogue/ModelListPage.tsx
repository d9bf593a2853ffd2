import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { EmptyState, Pagination, SortSelect } from '@pcshop/design-system';
import { modelListSearch, parseModelListQuery, type ModelListQuery } from '@pcshop/stores';
import { sortOptions } from '@pcshop/stores/constants';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import { useBracketName } from './bracketName';
import * as styles from './catalogue.css';
import { renderRouterLink } from '../../navigation/renderRouterLink';
import { LoadError, ModelGrid, PageHeader, useCatalogue } from './shared';
import type { PageHandle } from '../../routes/pageHandle';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** `/gaming-pcs`: the range, filtered by budget bracket, sorted and paged, all in the URL. */
export const ModelListPage = observer(function ModelListPage() {
  const { catalogue, edition } = useStores();
  const { t, path } = useCatalogue();
  const bracketName = useBracketName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const { country, currency } = edition;
  useDocumentMeta(t('list.metaTitle'), t('list.metaDescription'));

  useEffect(() => {
    void catalogue.showModels(parseModelListQuery(new URLSearchParams(search)));
  }, [catalogue, search, country, currency]);

  const href = (query: ModelListQuery) => `${path('/gaming-pcs')}${modelListSearch(query)}`;
  const query = catalogue.listQuery;
  const resource = catalogue.modelsResource;
  const budgetCurrency = catalogue.budgetsResource.data?.currency ?? currency;

  return (
    <div className={styles.page}>
      <PageHeader title={t('list.title')} lead={t('list.lead')} crumbs={[]} />
      <div className={styles.toolbar}>
        <nav aria-label={t('list.budgetLabel')}>
          <ul className={styles.chips}>
            <li>
              <RouterLink
                className={styles.chip}
                to={href(catalogue.queryWith({ budget: null }))}
                aria-current={query.budget === null ? 'true' : undefined}
              >
                {t('list.allBudgets')}
              </RouterLink>
            </li>
            {catalogue.brackets.map((bracket) => (
              <li key={bracket.id}>
                <RouterLink
                  className={styles.chip}
                  to={href(catalogue.queryWith({ budget: bracket.id }))}
                  aria-current={query.budget === bracket.id ? 'true' : undefined}
                >
                  {bracketName(bracket, budgetCurrency)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <SortSelect
          label={t('sort.label')}
          options={sortOptions}
          labels={{
            bestselling: t('sort.bestselling'),
            price_asc: t('sort.priceAsc'),
            price_desc: t('sort.priceDesc'),
            'title_a-z': t('sort.titleAz'),
            'title_z-a': t('sort.titleZa'),
            rating_asc: t('sort.ratingAsc'),
            delivery_asc: t('sort.deliveryAsc'),
          }}
          value={query.sort}
          onChange={(sort) => void navigate(href(catalogue.queryWith({ sort })))}
        />
      </div>
      {resource.state === 'error' ? (
        <LoadError onRetry={() => void catalogue.showModels(query)} />
      ) : resource.state === 'ready' && catalogue.sortedModels.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          icon="search"
          headingLevel={2}
        />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {resource.state === 'ready'
              ? t('list.count', { count: catalogue.sortedModels.length })
              : ''}
          </p>
          <ModelGrid
            models={catalogue.visibleModels}
            loading={resource.state !== 'ready'}
            label={t('list.title')}
            headingLevel={2}
            firstScreen={1}
          />
          <Pagination
            page={catalogue.modelPage}
            pageCount={catalogue.modelPageCount}
            labels={{
              navigation: t('pagination.navigation'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (page) => t('pagination.page', { page }),
              status: (page, pageCount) => t('pagination.status', { page, pageCount }),
            }}
            hrefFor={(page) => href(catalogue.queryWith({ page }))}
            renderLink={renderRouterLink}
          />
        </>
      )}
    </div>
  );
});

export { ModelListPage as Component };

export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }, { search }) => catalogue.showModels(parseModelListQuery(search)),
};
