import type { HeaderAccount } from '@pcshop/design-system';
import { useEditionPath } from '../../routes/useEditionPath';

/** Who is browsing, as the header's account entry shows it. */
export function useHeaderAccount(): HeaderAccount {
  const to = useEditionPath();
  return { signedIn: false, signInHref: to('/login') };
}
