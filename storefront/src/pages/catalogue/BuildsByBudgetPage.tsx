import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { EmptyState, Skeleton } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './catalogue.css';
import { useBracketName } from './bracketName';
import { LoadError, ModelGrid, PageHeader, TextLink, useCatalogue } from './shared';
import type { PageHandle } from '../../routes/pageHandle';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** `/builds-by-budget`: every budget bracket of the currency with its models. */
export const BuildsByBudgetPage = observer(function BuildsByBudgetPage() {
  const { catalogue, edition } = useStores();
  const { t, path } = useCatalogue();
  const bracketName = useBracketName();
  const { country, currency } = edition;
  useDocumentMeta(t('budget.metaTitle'), t('budget.metaDescription'));
  useEffect(() => {
    void catalogue.loadBudgets();
  }, [catalogue, country, currency]);
  const resource = catalogue.budgetsResource;
  const answer = resource.data;
  // Only the first bracket with models is in the first screen.
  const firstWithModels = answer?.brackets.find((bracket) => bracket.models.length > 0);
  return (
    <div className={styles.page}>
      <PageHeader title={t('budget.title')} lead={t('budget.lead')} />
      {resource.state === 'error' ? (
        <LoadError onRetry={() => void catalogue.loadBudgets()} />
      ) : !answer ? (
        <Skeleton shape="block" ratio="wide" />
      ) : (
        answer.brackets.map((bracket) => {
          const name = bracketName(bracket, answer.currency);
          const id = `bracket-${bracket.id}`;
          return (
            <section key={bracket.id} className={styles.section} aria-labelledby={id}>
              <div className={styles.toolbar}>
                <h2 id={id}>{name}</h2>
                {bracket.models.length > 0 && (
                  <TextLink
                    to={`${path('/gaming-pcs')}?budget=${bracket.id}`}
                    aria-label={t('budget.seeAllIn', { bracket: name })}
                  >
                    {t('budget.seeAll')}
                  </TextLink>
                )}
              </div>
              {bracket.models.length === 0 ? (
                <EmptyState
                  title={t('budget.emptyTitle')}
                  description={t('budget.emptyText')}
                  headingLevel={3}
                  action={
                    <RouterLink
                      className={styles.secondaryLink}
                      to={path('/custom-pc-builder/customiser')}
                    >
                      {t('home.customiseCta')}
                    </RouterLink>
                  }
                />
              ) : (
                <ModelGrid
                  models={bracket.models}
                  loading={false}
                  label={name}
                  headingLevel={3}
                  firstScreen={bracket === firstWithModels ? 1 : 0}
                />
              )}
            </section>
          );
        })
      )}
    </div>
  );
});

export { BuildsByBudgetPage as Component };

export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }) => catalogue.loadBudgets(),
};
