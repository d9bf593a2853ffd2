import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditionPath } from '../useEditionPath';
import { EditionSwitcher } from './EditionSwitcher';
import * as styles from './layouts.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useEditionPath();
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <Link className={styles.brand} to={to('/')} aria-label={t('nav.home')}>
        {t('brand.name')}
      </Link>
      <nav aria-label={t('nav.main')}>
        <EditionSwitcher />
      </nav>
    </header>
  );
}
