import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { EmptyState, FpsChart, RadioGroup, Skeleton } from '@pcshop/design-system';
import { resolutions, type Resolution } from '@pcshop/stores/constants';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './catalogue.css';
import { resolutionLabel } from './resolution';
import { LoadError, ModelGrid, PageHeader, useCatalogue } from './shared';
import type { PageHandle } from '../../routes/pageHandle';
import { resourceAnswer } from './resourceAnswer';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** `/games/{slug}`: the game, the FPS of every model in it, and the models fastest first. */
export const GamePage = observer(function GamePage() {
  const { slug = '' } = useParams();
  const { catalogue, edition } = useStores();
  const { t, path } = useCatalogue();
  const [resolution, setResolution] = useState<Resolution>('1440p');
  const { country, currency } = edition;
  const resource = catalogue.gameResource;
  const game = resource.data?.slug === slug ? resource.data : null;
  useDocumentMeta(
    game ? t('game.metaTitle', { title: game.title }) : t('games.metaTitle'),
    game ? t('game.metaDescription', { title: game.title }) : t('games.metaDescription'),
  );
  useEffect(() => {
    void catalogue.showGame(slug);
  }, [catalogue, slug, country, currency]);

  if (resource.state === 'error' && resource.key?.endsWith(`|${slug}`)) {
    return (
      <div className={styles.page}>
        {resource.notFound ? (
          <EmptyState
            title={t('game.notFoundTitle')}
            description={t('game.notFoundText')}
            icon="search"
            headingLevel={1}
            action={
              <RouterLink className={styles.buttonLink} to={path('/games')}>
                {t('game.backToGames')}
              </RouterLink>
            }
          />
        ) : (
          <LoadError onRetry={() => void catalogue.showGame(slug)} />
        )}
      </div>
    );
  }
  if (!game) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="text" size="large" />
        <Skeleton shape="block" ratio="wide" />
      </div>
    );
  }
  const fastest = [...game.models].sort((a, b) => b.fps[resolution] - a.fps[resolution]);
  const fpsOf = new Map(game.models.map((entry) => [entry.model.slug, entry.fps[resolution]]));
  return (
    <div className={styles.page}>
      <PageHeader
        title={game.title}
        lead={game.description}
        crumbs={[{ label: t('games.title'), href: path('/games') }]}
      >
        <p className={styles.muted}>
          {game.developer} · {game.genre} · {game.releaseYear}
        </p>
      </PageHeader>
      <section className={styles.section} aria-labelledby="game-fps-title">
        <h2 id="game-fps-title">{t('game.fpsTitle', { title: game.title })}</h2>
        <p className={styles.muted}>{t('fps.estimateNote')}</p>
        <FpsChart
          caption={t('game.fpsCaption', { title: game.title })}
          resolutions={resolutions.map((key) => ({ key, label: resolutionLabel[key] }))}
          games={game.models.map((entry) => ({
            id: entry.model.slug,
            name: entry.model.name,
            fps: entry.fps,
          }))}
          labels={{
            game: t('fps.model'),
            unit: t('fps.unit'),
            notAvailable: t('fps.notAvailable'),
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="game-models-title">
        <h2 id="game-models-title">{t('game.modelsTitle')}</h2>
        <RadioGroup
          label={t('fps.resolution')}
          orientation="horizontal"
          options={resolutions.map((key) => ({ value: key, label: resolutionLabel[key] }))}
          value={resolution}
          onChange={(value) => setResolution(value as Resolution)}
        />
        <ModelGrid
          models={fastest.map((entry) => entry.model)}
          loading={false}
          label={t('game.modelsTitle')}
          headingLevel={3}
          fpsOf={(model) => ({
            value: fpsOf.get(model.slug) ?? 0,
            label: t('fps.inGame', { title: game.title, resolution: resolutionLabel[resolution] }),
          })}
        />
      </section>
    </div>
  );
});

export { GamePage as Component };

export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }, { params }) => catalogue.showGame(params.slug ?? ''),
  answer: ({ catalogue }) => resourceAnswer(catalogue.gameResource),
};
