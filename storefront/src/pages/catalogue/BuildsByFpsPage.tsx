import { useEffect, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, FpsBuildCard, Select, Skeleton } from '@pcshop/design-system';
import { fpsTargets, type CatalogueStore, type FpsCardView } from '@pcshop/stores';
import { resolutions } from '@pcshop/stores/constants';
import type { Resolution } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './catalogue.css';
import { resolutionLabel } from './resolution';
import { LoadError, PageHeader, useCatalogue, useModelSpecs } from './shared';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

const tierTitle = {
  'best-match': 'fps.bestMatch',
  'level-up': 'fps.levelUp',
  ultimate: 'fps.ultimate',
} as const;

/** The games, and the cards of the game and target the address asks for (when it names a game). */
function showQuery(catalogue: CatalogueStore, query: URLSearchParams): Promise<unknown> {
  const games = catalogue.loadGames();
  const resolution = resolutions.find((known) => known === query.get('resolution'));
  const fps = Number(query.get('fps'));
  const game = query.get('game');
  if (!game) return games;
  catalogue.setFpsForm({
    game,
    ...(resolution ? { resolution } : {}),
    ...(Number.isInteger(fps) && fps > 0 ? { fps } : {}),
  });
  return Promise.all([games, catalogue.findBuildsByFps()]);
}

/** `/builds-by-fps?game=…&resolution=1440p&fps=144`: the three cards for a game and a target. */
export const BuildsByFpsPage = observer(function BuildsByFpsPage() {
  const { catalogue, edition } = useStores();
  const { t, path } = useCatalogue();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { country, currency } = edition;
  useDocumentMeta(t('fps.metaTitle'), t('fps.metaDescription'));

  const search = params.toString();
  useEffect(() => {
    void showQuery(catalogue, new URLSearchParams(search));
  }, [catalogue, search, country, currency]);

  const games = catalogue.gamesResource.data?.items ?? [];
  const form = catalogue.fpsForm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!catalogue.fpsFormValid) return;
    const query = new URLSearchParams({
      game: form.game,
      resolution: form.resolution,
      fps: String(form.fps),
    });
    void navigate(`${path('/builds-by-fps')}?${query.toString()}`);
  };
  const targets = fpsTargets.includes(form.fps as (typeof fpsTargets)[number])
    ? fpsTargets
    : [...fpsTargets, form.fps].sort((a, b) => a - b);

  return (
    <div className={styles.page}>
      <PageHeader title={t('fps.pageTitle')} lead={t('fps.lead')} />
      <form className={styles.form} onSubmit={submit} aria-label={t('fps.formLabel')}>
        <Select
          label={t('fps.game')}
          placeholder={t('fps.chooseGame')}
          options={games.map((game) => ({ value: game.slug, label: game.title }))}
          value={form.game}
          onChange={(game) => catalogue.setFpsForm({ game })}
          required
        />
        <Select<Resolution>
          label={t('fps.resolution')}
          options={resolutions.map((key) => ({ value: key, label: resolutionLabel[key] }))}
          value={form.resolution}
          onChange={(resolution) => catalogue.setFpsForm({ resolution })}
        />
        <Select
          label={t('fps.target')}
          options={targets.map((fps) => ({
            value: String(fps),
            label: t('fps.targetOption', { fps }),
          }))}
          value={String(form.fps)}
          onChange={(fps) => catalogue.setFpsForm({ fps: Number(fps) })}
        />
        <Button type="submit" disabled={!catalogue.fpsFormValid}>
          {t('fps.find')}
        </Button>
      </form>
      <FpsResults />
    </div>
  );
});

const FpsResults = observer(function FpsResults() {
  const { catalogue } = useStores();
  const { t } = useCatalogue();
  const resource = catalogue.fpsResource;
  if (resource.state === 'idle') return null;
  if (resource.state === 'error')
    return <LoadError onRetry={() => void catalogue.findBuildsByFps()} />;
  const answer = resource.data;
  if (!answer || resource.state === 'loading') {
    return (
      <ul className={styles.threeGrid} aria-busy="true" aria-label={t('fps.resultsLabel')}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton shape="block" ratio="landscape" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="fps-results-title">
      <h2 id="fps-results-title">
        {t('fps.resultsTitle', {
          title: answer.game.title,
          resolution: resolutionLabel[answer.resolution],
          fps: answer.fps,
        })}
      </h2>
      <p className={styles.muted}>{t('fps.estimateNote')}</p>
      <ul className={styles.threeGrid} aria-label={t('fps.resultsLabel')}>
        {catalogue.fpsCards.map((view) => (
          <li key={view.tier}>
            <FpsCard
              view={view}
              gameTitle={answer.game.title}
              resolution={resolutionLabel[answer.resolution]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

function FpsCard({
  view,
  gameTitle,
  resolution,
}: {
  view: FpsCardView;
  gameTitle: string;
  resolution: string;
}) {
  const { t, locale, priceLabels, path } = useCatalogue();
  const specs = useModelSpecs();
  const { model, fps, reason } = view.card;
  return (
    <FpsBuildCard
      tier={view.tier}
      title={t(tierTitle[view.tier])}
      headingLevel={3}
      model={
        model
          ? {
              name: model.name,
              image: { src: model.image.url, alt: model.image.alt, width: 400, height: 300 },
              link: <RouterLink to={path(`/gaming-pcs/${model.slug}`)} />,
              fps: fps ?? 0,
              fpsLabel: t('fps.inGame', { title: gameTitle, resolution }),
              specs: specs(model).map((spec) => spec.value),
              price: {
                amount: model.price.amount,
                ...(model.price.was !== null ? { wasAmount: model.price.was } : {}),
                currency: model.price.currency,
                locale,
              },
            }
          : null
      }
      noModelMessage={t(`fps.reasons.${reason ?? 'no_models'}`)}
      priceLabels={priceLabels}
      actions={
        model ? undefined : (
          <RouterLink className={styles.secondaryLink} to={path('/custom-pc-builder/customiser')}>
            {t('home.customiseCta')}
          </RouterLink>
        )
      }
    />
  );
}

export { BuildsByFpsPage as Component };

/** The server renders the form, and the cards of the game the address names. */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }, { search }) => showQuery(catalogue, search),
};
