import { checkoutStages, type CheckoutStage } from '@pcshop/stores';

/** The app path of a checkout stage: `/checkout` for the cart, `/checkout/<stage>` after it. */
export const stagePath = (stage: CheckoutStage): string =>
  stage === 0 ? '/checkout' : `/checkout/${checkoutStages[stage]}`;
