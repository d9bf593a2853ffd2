import { createContext, type ReactNode } from 'react';
import type { RootStore } from '../RootStore';

export const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={root}>{children}</StoresContext.Provider>;
}
