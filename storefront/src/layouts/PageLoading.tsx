import { useTranslation } from 'react-i18next';
import { Spinner } from '@pcshop/design-system';
import * as styles from './layouts.css';

/**
 * The page while the router still loads its module as the shop starts (react-router's hydrate
 * fallback): only when the start could not load it first, a chunk of an older release gone.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageLoading}>
      <Spinner label={t('loader.label')} />
    </div>
  );
}
