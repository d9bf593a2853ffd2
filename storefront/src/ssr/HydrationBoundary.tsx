import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { HYDRATING_ATTRIBUTE } from './Hydrated';
import { expectPart, partHydrated } from './hydrationParts';

/**
 * A part of the page (the header, a page's toolbar, a product card …) that React hydrates and
 * commits on its own, so a server-rendered page becomes interactive in several short tasks
 * rather than one long one. On a later page, only a part still loading its code or texts waits
 * (showing nothing meanwhile).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  if (typeof document !== 'undefined' && isHydrating()) expectPart(id);
  // A part gone before it hydrated is not waited for.
  useEffect(() => () => partHydrated(id), [id]);
  return (
    <Suspense fallback={null}>
      <PartHydrated id={id} />
      {children}
    </Suspense>
  );
}

const isHydrating = () => document.getElementById('root')?.hasAttribute(HYDRATING_ATTRIBUTE);

function PartHydrated({ id }: { id: string }) {
  useEffect(() => partHydrated(id), [id]);
  return null;
}
