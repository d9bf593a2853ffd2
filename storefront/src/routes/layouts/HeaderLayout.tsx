import { Outlet } from 'react-router';
import { HydrationBoundary } from '../../ssr/HydrationBoundary';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/** Order pages: the header only. */
export function HeaderLayout() {
  return (
    <div className={styles.shell}>
      <HydrationBoundary>
        <SiteHeader />
      </HydrationBoundary>
      <main id="main" className={styles.main} tabIndex={-1}>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
    </div>
  );
}
