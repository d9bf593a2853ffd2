export { StoresProvider } from './StoresProvider';
export { useStores } from './useStores';
