import { describe, expect, it } from 'vitest';
import { orderSteps, stepKey } from './orderSteps';

const build = [{ product_class: 'pc-build' as const }];
const product = [{ product_class: 'product' as const }];

describe('orderSteps', () => {
  it('takes a PC build through its build stages, the current one marked', () => {
    const steps = orderSteps({ status: 'in_progress', build_stage: 'assembly', items: build });
    expect(steps.map(({ step, state }) => `${stepKey(step)} ${state}`)).toEqual([
      'confirmed: done',
      'in_progress:parts_picked done',
      'in_progress:assembly current',
      'in_progress:burn_in_test upcoming',
      'in_progress:quality_check upcoming',
      'in_progress:packed upcoming',
      'shipped: upcoming',
      'completed: upcoming',
    ]);
  });

  it('takes single products straight through in progress, and marks a delivered order done', () => {
    const steps = orderSteps({ status: 'completed', build_stage: null, items: product });
    expect(steps.map(({ step, state }) => `${stepKey(step)} ${state}`)).toEqual([
      'confirmed: done',
      'in_progress: done',
      'shipped: done',
      'completed: current',
    ]);
  });

  it('has every step to come for an order not yet paid', () => {
    const steps = orderSteps({ status: 'waiting_for_payment', build_stage: null, items: build });
    expect(steps.every(({ state }) => state === 'upcoming')).toBe(true);
  });
});
