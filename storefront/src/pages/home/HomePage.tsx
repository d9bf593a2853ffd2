import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Price, Skeleton, imageLoading } from '@pcshop/design-system';
import { FEATURED_MODELS } from '@pcshop/stores';
import type { ModelSummary } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useBracketName } from '../catalogue/bracketName';
import * as catalogueStyles from '../catalogue/catalogue.css';
import { GameTiles } from '../catalogue/GamesPage';
import { LoadError, ModelGrid, TextLink, useCatalogue } from '../catalogue/shared';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './HomePage.css';
import type { PageHandle } from '../../routes/pageHandle';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** Game tiles on the home page: a full row, or full rows, at every width of the grid. */
const HOME_GAMES = 4;

/** The flagship beside the headline: its render (the first screen's largest picture), name and price. */
function Flagship({ model }: { model: ModelSummary | null }) {
  const { t, locale, path } = useCatalogue();
  if (!model) {
    return (
      <div className={styles.flagship}>
        <Skeleton shape="block" ratio="landscape" />
      </div>
    );
  }
  return (
    <div className={styles.flagship}>
      <img
        className={styles.flagshipImage}
        src={model.image.url}
        alt={model.image.alt}
        width={model.image.width}
        height={model.image.height}
        {...imageLoading('high')}
      />
      <div className={styles.flagshipCaption}>
        <span className={styles.flagshipLabel}>{t('home.flagshipLabel')}</span>
        <RouterLink className={styles.flagshipName} to={path(`/gaming-pcs/${model.slug}`)}>
          {model.name}
        </RouterLink>
        <Price amount={model.price.amount} currency={model.price.currency} locale={locale} />
      </div>
    </div>
  );
}

/**
 * The home page: the headline beside the flagship, best sellers, shop by budget, shop by game
 * and the way into the customiser.
 */
export const HomePage = observer(function HomePage() {
  const { t: common } = useTranslation();
  const { t, path } = useCatalogue();
  const { catalogue, edition } = useStores();
  const bracketName = useBracketName();
  const { country, currency } = edition;
  useDocumentMeta(common('meta.homeTitle'), common('meta.homeDescription'));
  useEffect(() => {
    void catalogue.loadFeatured();
    void catalogue.loadBudgets();
  }, [catalogue, country, currency]);
  const featured = catalogue.featuredResource;
  const budgets = catalogue.budgetsResource.data;

  return (
    <div className={catalogueStyles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {common('home.heroTitle')}
        </h1>
        <Flagship model={featured.data?.flagship ?? null} />
        <p className={styles.heroLead}>{common('home.heroText')}</p>
        <div className={styles.actions}>
          <RouterLink className={catalogueStyles.buttonLink} to={path('/gaming-pcs')}>
            {common('home.ctaBrowse')}
          </RouterLink>
          <RouterLink className={catalogueStyles.secondaryLink} to={path('/builds-by-fps')}>
            {t('home.fpsCta')}
          </RouterLink>
        </div>
      </section>

      <section className={catalogueStyles.section} aria-labelledby="featured-title">
        <div className={catalogueStyles.toolbar}>
          <h2 id="featured-title">{t('home.featuredTitle')}</h2>
          <TextLink to={path('/gaming-pcs')}>{t('home.seeAllModels')}</TextLink>
        </div>
        {featured.state === 'error' ? (
          <LoadError onRetry={() => void catalogue.loadFeatured()} />
        ) : (
          <ModelGrid
            models={featured.data?.bestSellers ?? []}
            loading={featured.state !== 'ready'}
            label={t('home.featuredTitle')}
            skeletons={FEATURED_MODELS}
            // Below the hero on a phone: their pictures load lazily (firstScreen).
          />
        )}
      </section>

      <section className={catalogueStyles.section} aria-labelledby="budget-title">
        <h2 id="budget-title">{t('home.budgetTitle')}</h2>
        <ul className={catalogueStyles.chips}>
          {(budgets?.brackets ?? []).map((bracket) => (
            <li key={bracket.id}>
              <RouterLink
                className={catalogueStyles.chip}
                to={`${path('/gaming-pcs')}?budget=${bracket.id}`}
              >
                {bracketName(bracket, budgets?.currency ?? currency)}
              </RouterLink>
            </li>
          ))}
        </ul>
        <TextLink to={path('/builds-by-budget')}>{t('home.budgetLink')}</TextLink>
      </section>

      <section className={catalogueStyles.section} aria-labelledby="games-title">
        <div className={catalogueStyles.toolbar}>
          <h2 id="games-title">{t('home.gamesTitle')}</h2>
          <TextLink to={path('/games')}>{t('home.seeAllGames')}</TextLink>
        </div>
        <GameTiles headingLevel={3} limit={HOME_GAMES} />
      </section>

      <section className={styles.customiser} aria-labelledby="customiser-title">
        <h2 id="customiser-title">{t('home.customiseTitle')}</h2>
        <p className={styles.lead}>{t('home.customiseText')}</p>
        <div>
          <RouterLink
            className={catalogueStyles.buttonLink}
            to={path('/custom-pc-builder/customiser')}
          >
            {t('home.customiseCta')}
          </RouterLink>
        </div>
      </section>
    </div>
  );
});

export { HomePage as Component };

/** The server renders the home page with its best sellers, budgets and games. */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }) =>
    Promise.all([catalogue.loadFeatured(), catalogue.loadBudgets(), catalogue.loadGames()]),
};
