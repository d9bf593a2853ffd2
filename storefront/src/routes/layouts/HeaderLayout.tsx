import { Outlet } from 'react-router';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/** Order pages: the header only. */
export function HeaderLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
