import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { editionTable, type Edition } from '@pcshop/stores/constants';
import { useStores } from '@pcshop/stores/react';
import { AnalyticsTag } from './AnalyticsTag';
import { ConsentBanner } from './ConsentBanner';
import { EditionHead } from './EditionHead';
import { GlobalLoader } from './GlobalLoader';
import { NewPageAtTop } from '../navigation/NewPageAtTop';
import { RoutePreloadContext, type PreloadRoute } from '../navigation/routePreload';

/**
 * The root of one edition's routes: sets the edition, its language and `<html lang>`, and holds
 * what every layout shares: the global loader, the cookie banner, the analytics tag, the
 * canonical and hreflang links, and a new page's scroll to its top.
 */
export const EditionRoot = observer(function EditionRoot({
  edition,
  preload,
}: {
  edition: Edition;
  /** Loads a page's chunk ahead for the links inside (source document §9). */
  preload: PreloadRoute;
}) {
  const { edition: editionStore } = useStores();
  const { i18n } = useTranslation();
  const locale = editionTable[edition].messageLocale;

  useEffect(() => {
    editionStore.setEdition(edition);
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [edition, editionStore, i18n, locale]);

  return (
    <RoutePreloadContext value={preload}>
      <EditionHead edition={edition} />
      <NewPageAtTop />
      <GlobalLoader />
      <Outlet />
      <ConsentBanner />
      <AnalyticsTag />
    </RoutePreloadContext>
  );
});
