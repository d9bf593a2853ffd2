import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/** Header, page, footer: the layout of most pages. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        {t('footer.rights', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
