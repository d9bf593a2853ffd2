import { Outlet } from 'react-router';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/** The customiser and system summary: header and a full-width work area, no footer. */
export function BuilderLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
