/**
 * An order's life (source document §4): made `waiting_for_payment`, `confirmed` when the payment
 * provider says it is paid, then `in_progress` (built), `shipped` and `completed`; or `cancelled`.
 * The allowed moves are the server's transitions table (`services/orders/transitions.ts`).
 */
export const orderStatuses = [
  'waiting_for_payment',
  'confirmed',
  'in_progress',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where a PC build stands while its order is `in_progress`, in this order; an order of single
 * products has none (its `build_stage` stays null).
 */
export const buildStages = [
  'parts_picked',
  'assembly',
  'burn_in_test',
  'quality_check',
  'packed',
] as const;
export type BuildStage = (typeof buildStages)[number];

/** Who moved an order: its customer, the shop's staff, the shop itself (a hold ran out), a payment. */
export const orderActors = ['customer', 'staff', 'system', 'payment'] as const;
export type OrderActor = (typeof orderActors)[number];
