import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { RootStore } from '@pcshop/stores';
import { StoresProvider } from '@pcshop/stores/react';

/** The providers around the router, the same in the browser and on the server. */
export function App({
  root,
  i18n,
  children,
}: {
  root: RootStore;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <StoresProvider root={root}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>{children}</Suspense>
        </I18nextProvider>
      </StoresProvider>
    </StrictMode>
  );
}
