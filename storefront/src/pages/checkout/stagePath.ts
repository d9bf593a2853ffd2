import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { checkoutStages, type CheckoutStage } from '@pcshop/stores';
import { useEditionPath } from '../../navigation/useEditionPath';

/** The app path of a checkout stage: `/checkout` for the cart, `/checkout/<stage>` after it. */
export const stagePath = (stage: CheckoutStage): string =>
  stage === 0 ? '/checkout' : `/checkout/${checkoutStages[stage]}`;

/** Goes to a checkout stage in the current edition. */
export function useGoToStage() {
  const navigate = useNavigate();
  const to = useEditionPath();
  return useCallback(
    (stage: CheckoutStage, options?: { replace: boolean }) =>
      void navigate(to(stagePath(stage)), options),
    [navigate, to],
  );
}
