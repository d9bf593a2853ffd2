import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Card, Heading, Link, Stack } from '@pcshop/design-system';
import { useBuilder } from './useBuilder';
import { useDocumentMeta } from '../useDocumentMeta';
import { useEditionPath } from '../../navigation/useEditionPath';
import { AddBuildToCart } from './AddBuildToCart';
import { BuildSummary } from './BuildSummary';
import * as styles from './CustomiserPage.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

/** `/system-summary`: the whole build, its problems, its price and adding it to the cart. */
export const SystemSummaryPage = observer(function SystemSummaryPage() {
  const { t } = useTranslation('customiser');
  const { customiser: store } = useBuilder();
  const path = useEditionPath();
  useDocumentMeta(t('meta.summaryTitle'), t('meta.summaryDescription'));

  useEffect(() => {
    store.restore().catch((error: unknown) => console.error('Restoring the build failed', error));
    void store.loadGames();
  }, [store]);

  return (
    <div className={styles.page}>
      <Stack space="medium">
        <Heading level={1} size="xlarge">
          {t('summaryPage.title')}
        </Heading>
        <Link asChild>
          <RouterLink to={path('/custom-pc-builder/customiser')}>
            {t('summaryPage.back')}
          </RouterLink>
        </Link>
      </Stack>
      <Card padding="large">
        <Stack space="large">
          <BuildSummary store={store} editable={false} />
          <AddBuildToCart />
        </Stack>
      </Card>
    </div>
  );
});

export { SystemSummaryPage as Component };

/** The server renders the guest's build, kept in a cookie (`SAVED_BUILD_KEY`). */
export const handle: PageHandle = {
  serverRender: true,
  preload: async (root) => {
    const { customiser } = await root.builder();
    await Promise.all([customiser.restore(), customiser.loadGames()]);
  },
};
