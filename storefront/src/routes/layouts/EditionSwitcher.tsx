import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { editions, pathInEdition } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import * as styles from './layouts.css';

/** Links to the current page in every other edition. */
export const EditionSwitcher = observer(function EditionSwitcher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { edition } = useStores();
  return (
    <ul
      className={styles.editionList}
      aria-label={t('footer.edition', { name: t(`editions.${edition.edition}`) })}
    >
      {editions.map((target) => (
        <li key={target}>
          <Link
            className={styles.editionLink}
            to={pathInEdition(pathname, target)}
            aria-current={target === edition.edition ? 'true' : undefined}
            lang={target === 'uk' ? 'en-GB' : undefined}
          >
            {t(`editions.${target}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
});
