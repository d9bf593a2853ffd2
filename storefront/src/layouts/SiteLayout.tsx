import { Outlet, useMatches } from 'react-router';
import { hiddenFooter } from '../routes/routeMeta';
import { HydrationBoundary } from '../ssr/HydrationBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/**
 * Header and page, then the footer on most pages; without it, a full-width work area (the
 * customiser and the system summary). A page's `hideFooter` metadata hides the footer on small
 * screens only (the cart: up to small tablets).
 */
export function SiteLayout({ footer }: { footer: boolean }) {
  const hideFooter = hiddenFooter(useMatches());
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
      {footer && (
        <div className={hideFooter ? styles.footerHiddenUpTo[hideFooter] : undefined}>
          <HydrationBoundary>
            <SiteFooter />
          </HydrationBoundary>
        </div>
      )}
    </div>
  );
}
