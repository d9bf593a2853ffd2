import { useContext } from 'react';
import type { RootStore } from '../RootStore';
import { StoresContext } from './StoresProvider';

export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores() needs a <StoresProvider> above it');
  return root;
}
