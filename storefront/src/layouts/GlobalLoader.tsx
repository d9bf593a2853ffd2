import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Loader } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';

/** Covers the shop until countries, currencies, settings and CMS pages are in, 500 ms at least. */
export const GlobalLoader = observer(function GlobalLoader() {
  const { t } = useTranslation();
  const { site } = useStores();
  return <Loader visible={site.loaderVisible} brand={t('brand.name')} label={t('loader.label')} />;
});
