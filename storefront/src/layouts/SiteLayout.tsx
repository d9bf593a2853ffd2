import { Outlet } from 'react-router';
import { HydrationBoundary } from '../ssr/HydrationBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './layouts.css';

/**
 * Header and page, then the footer on most pages; without it, a full-width work area (the
 * customiser and the system summary).
 */
export function SiteLayout({ footer }: { footer: boolean }) {
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
        <HydrationBoundary>
          <SiteFooter />
        </HydrationBoundary>
      )}
    </div>
  );
}
