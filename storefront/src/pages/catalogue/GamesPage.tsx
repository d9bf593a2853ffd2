import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Skeleton,
  VisuallyHidden,
  firstScreenPriority,
  imageLoading,
  type ImagePriority,
} from '@pcshop/design-system';
import type { GameSummary } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './catalogue.css';
import { LoadError, PageHeader, useCatalogue } from './shared';
import type { PageHandle } from '../../routes/pageHandle';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/**
 * A game's tile: its picture (the title set in the game's own type), genre and year, opening the
 * game page. The heading names the tile for screen readers; the picture shows the title once.
 */
export function GameTile({
  game,
  headingLevel = 2,
  imagePriority = 'lazy',
}: {
  game: GameSummary;
  headingLevel?: 2 | 3;
  imagePriority?: ImagePriority;
}) {
  const { path } = useCatalogue();
  const Heading = `h${headingLevel}` as const;
  return (
    <RouterLink className={styles.gameTile} to={path(`/games/${game.slug}`)}>
      <img
        className={styles.gameImage}
        src={game.image.url}
        alt=""
        width={320}
        height={180}
        {...imageLoading(imagePriority)}
        decoding="async"
      />
      <VisuallyHidden asChild>
        <Heading>{game.title}</Heading>
      </VisuallyHidden>
      <span className={styles.muted}>
        {game.genre} · {game.releaseYear}
      </span>
    </RouterLink>
  );
}

/** The games list: tiles of every game, each opening the FPS every model reaches in it. */
export const GameTiles = observer(function GameTiles({
  headingLevel = 2,
  limit,
  firstScreen = 0,
}: {
  headingLevel?: 2 | 3;
  limit?: number;
  /** How many tiles a phone's first screen shows (their pictures load at once, the first first). */
  firstScreen?: number;
}) {
  const { catalogue, edition } = useStores();
  const { t } = useCatalogue();
  const { country, currency } = edition;
  useEffect(() => {
    void catalogue.loadGames();
  }, [catalogue, country, currency]);
  const resource = catalogue.gamesResource;
  if (resource.state === 'error') return <LoadError onRetry={() => void catalogue.loadGames()} />;
  const games = (resource.data?.items ?? []).slice(0, limit);
  // The first (games mod 4) tiles are shown wide (two columns by two rows from desktops, a whole
  // row on small tablets), so that every row is full at one, two and four columns.
  const wide = games.length % 4;
  return (
    <ul className={styles.grid} aria-label={t('games.title')} aria-busy={!resource.data}>
      {resource.data
        ? games.map((game, index) => (
            <li key={game.slug} className={index < wide ? styles.wideTile : undefined}>
              <GameTile
                game={game}
                headingLevel={headingLevel}
                imagePriority={firstScreenPriority(index, firstScreen)}
              />
            </li>
          ))
        : [0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton shape="block" ratio="wide" />
            </li>
          ))}
    </ul>
  );
});

/** `/games`. */
export function GamesPage() {
  const { t } = useCatalogue();
  useDocumentMeta(t('games.metaTitle'), t('games.metaDescription'));
  return (
    <div className={styles.page}>
      <PageHeader title={t('games.title')} lead={t('games.lead')} />
      {/* A phone's first screen shows three tiles, the third in part (ModelGrid's firstScreen). */}
      <GameTiles firstScreen={3} />
    </div>
  );
}

export { GamesPage as Component };

export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }) => catalogue.loadGames(),
};
