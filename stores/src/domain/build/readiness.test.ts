import { describe, expect, it } from 'vitest';
import type { CategorySlug } from '../../api/schemas/specs';
import type { CompatibilityIssue } from '../compatibility/issue';
import type { StockedPart } from './availability';
import { buildReadiness } from './readiness';
import { customiserSteps } from './steps';

type Part = StockedPart & { id: string; category: CategorySlug };

const line = (category: CategorySlug, extra: Partial<Part> = {}, amount = 1) => ({
  part: { id: category, category, status: 'public', stock: 5, ...extra } as Part,
  amount,
});

/** One buyable part for every required step. */
const finished = customiserSteps.filter((step) => step.required).map((step) => line(step.category));

const brokenRule: CompatibilityIssue = {
  code: 'cpu_socket_mismatch',
  severity: 'error',
  parts: ['cpu', 'motherboard'],
  params: {},
};

describe('buildReadiness', () => {
  it('calls a build with every required step and no broken rule complete', () => {
    expect(buildReadiness(finished, [])).toEqual({ missing: [], complete: true, problems: [] });
  });

  it('names the required steps still missing, in the steps order', () => {
    const readiness = buildReadiness([line('gpu'), line('case')], []);
    expect(readiness.complete).toBe(false);
    expect(readiness.missing.map((step) => step.category)).toEqual([
      'cpu',
      'motherboard',
      'memory',
      'storage',
      'psu',
    ]);
  });

  it('is not complete with a broken rule, but an unverified check does not hold it back', () => {
    expect(buildReadiness(finished, [brokenRule]).complete).toBe(false);
    expect(
      buildReadiness(finished, [
        { ...brokenRule, severity: 'unverified', missing: ['case.bays35'] },
      ]).complete,
    ).toBe(true);
  });

  it('lists the lines that cannot be bought as they are, archived before out of stock', () => {
    const archived = line('fan', { status: 'archived', stock: 0 });
    const tooFew = line('storage', { stock: 1 }, 2);
    const lastOne = line('memory', { stock: 1 }, 1);
    const readiness = buildReadiness([...finished, archived, tooFew, lastOne], []);
    expect(readiness.problems).toEqual([
      { code: 'archived', part: archived.part },
      { code: 'out_of_stock', part: tooFew.part },
    ]);
    expect(readiness.complete).toBe(true);
  });
});
