import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page (the header, a page's toolbar, a product card …) that React hydrates and
 * commits on its own, so a server-rendered page becomes interactive in several short tasks
 * rather than one long one. On a later page, only a part still loading its code or texts waits
 * (showing nothing meanwhile).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
