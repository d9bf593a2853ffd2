import { buildStages, type OrderStatus } from '../api/constants/orders';
import type { OrderLine, OrderStep } from '../api/schemas/index';

export type OrderStepState = 'done' | 'current' | 'upcoming';

/** One step's key: its status and, inside `in_progress`, its build stage. */
export const stepKey = (step: OrderStep) => `${step.status}:${step.build_stage ?? ''}`;

const step = (status: OrderStatus, build_stage: OrderStep['build_stage'] = null): OrderStep => ({
  status,
  build_stage,
});

/**
 * The road a paid order travels (the server's transitions table): an order with a PC build goes
 * through the build stages inside `in_progress`; one of single products goes straight through
 * it. Each step with whether the order has passed it, stands at it, or has it to come.
 */
export function orderSteps(order: {
  status: OrderStatus;
  build_stage: OrderStep['build_stage'];
  items: readonly Pick<OrderLine, 'product_class'>[];
}): { step: OrderStep; state: OrderStepState }[] {
  const built = order.items.some((item) => item.product_class === 'pc-build');
  const road = [
    step('confirmed'),
    ...(built ? buildStages.map((stage) => step('in_progress', stage)) : [step('in_progress')]),
    step('shipped'),
    step('completed'),
  ];
  const at = road.findIndex((candidate) => stepKey(candidate) === stepKey(order));
  return road.map((candidate, index) => ({
    step: candidate,
    state: at < 0 || index > at ? 'upcoming' : index === at ? 'current' : 'done',
  }));
}
