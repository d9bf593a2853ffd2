import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { useStores } from '@pcshop/stores/react';
import { useBracketName } from '../catalogue/bracketName';
import * as catalogueStyles from '../catalogue/catalogue.css';
import { GameTiles } from '../catalogue/GamesPage';
import { LoadError, ModelGrid, TextLink, useCatalogue } from '../catalogue/shared';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './HomePage.css';
import type { PageHandle } from '../../routes/pageHandle';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** The home page: hero, best sellers, shop by budget, shop by game and the way into the customiser. */
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
        <p className={styles.lead}>{common('home.heroText')}</p>
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
            models={featured.data ?? []}
            loading={featured.state !== 'ready'}
            label={t('home.featuredTitle')}
            firstScreen={3}
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
        <GameTiles headingLevel={3} limit={6} />
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
