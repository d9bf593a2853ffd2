import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { HydrationBoundary } from '../../ssr/HydrationBoundary';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/** Header, page, footer: the layout of most pages. */
export function DefaultLayout() {
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
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
    </div>
  );
}
