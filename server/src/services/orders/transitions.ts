import type { BuildStage, OrderActor, OrderStatus } from '@pcshop/stores/schemas';

/** Where an order stands: its status and, while a PC build is in progress, its build stage. */
export interface OrderStep {
  status: OrderStatus;
  stage: BuildStage | null;
}

/** An order with a PC build goes through the build stages; one of single products skips them. */
export type OrderKind = 'build' | 'product';

/** What a transition does, as the services and the command line name it. */
export type OrderAction = 'pay' | 'advance' | 'ship' | 'deliver' | 'cancel';

export interface OrderTransition {
  from: OrderStep;
  to: OrderStep;
  action: OrderAction;
  /** Who may make it. */
  actors: readonly OrderActor[];
  /** Only for orders of this kind; both when absent. */
  kind?: OrderKind;
}

const step = (status: OrderStatus, stage: BuildStage | null = null): OrderStep => ({
  status,
  stage,
});
const staff = ['staff'] as const;

/**
 * Every move an order may make, and nothing else. The database holds the same rows
 * (`order_transitions`, migration 0010) and its trigger refuses any other change of
 * `orders.status` or `orders.build_stage`; a test keeps the two equal.
 */
export const orderTransitions: readonly OrderTransition[] = [
  { from: step('waiting_for_payment'), to: step('confirmed'), action: 'pay', actors: ['payment'] },
  {
    from: step('waiting_for_payment'),
    to: step('cancelled'),
    action: 'cancel',
    actors: ['system', 'staff'],
  },
  {
    from: step('confirmed'),
    to: step('in_progress', 'parts_picked'),
    action: 'advance',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('in_progress', 'parts_picked'),
    to: step('in_progress', 'assembly'),
    action: 'advance',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('in_progress', 'assembly'),
    to: step('in_progress', 'burn_in_test'),
    action: 'advance',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('in_progress', 'burn_in_test'),
    to: step('in_progress', 'quality_check'),
    action: 'advance',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('in_progress', 'quality_check'),
    to: step('in_progress', 'packed'),
    action: 'advance',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('in_progress', 'packed'),
    to: step('shipped'),
    action: 'ship',
    actors: staff,
    kind: 'build',
  },
  {
    from: step('confirmed'),
    to: step('in_progress'),
    action: 'advance',
    actors: staff,
    kind: 'product',
  },
  {
    from: step('in_progress'),
    to: step('shipped'),
    action: 'ship',
    actors: staff,
    kind: 'product',
  },
  { from: step('shipped'), to: step('completed'), action: 'deliver', actors: staff },
  {
    from: step('confirmed'),
    to: step('cancelled'),
    action: 'cancel',
    actors: ['customer', 'staff'],
  },
  ...(['parts_picked', 'assembly', 'burn_in_test', 'quality_check', 'packed'] as const).map(
    (stage): OrderTransition => ({
      from: step('in_progress', stage),
      to: step('cancelled'),
      action: 'cancel',
      actors: staff,
      kind: 'build',
    }),
  ),
  {
    from: step('in_progress'),
    to: step('cancelled'),
    action: 'cancel',
    actors: staff,
    kind: 'product',
  },
];

export const sameStep = (a: OrderStep, b: OrderStep) =>
  a.status === b.status && a.stage === b.stage;

/** The transition `action` makes from `from` for an order of `kind` by `actor`, if it may. */
export const transitionFor = (
  from: OrderStep,
  action: OrderAction,
  kind: OrderKind,
  actor: OrderActor,
): OrderTransition | undefined =>
  orderTransitions.find(
    (transition) =>
      sameStep(transition.from, from) &&
      transition.action === action &&
      (transition.kind === undefined || transition.kind === kind) &&
      transition.actors.includes(actor),
  );

/** The step an order is expected to reach next (not a cancel); null once it has none. */
export const nextStep = (from: OrderStep, kind: OrderKind): OrderStep | null =>
  orderTransitions.find(
    (transition) =>
      sameStep(transition.from, from) &&
      transition.action !== 'cancel' &&
      (transition.kind === undefined || transition.kind === kind),
  )?.to ?? null;

/** `in_progress · assembly`, `shipped`: a step as the command line and error messages name it. */
export const stepName = ({ status, stage }: OrderStep) => (stage ? `${status} · ${stage}` : status);
