import type { CompatibilityRequest, CompatibilityResult } from '@pcshop/stores/schemas';
import { checkCompatibility, estimatePower } from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { loadBuild } from './products';

/** The shared rules and power estimate on a list of parts (unknown ids: 400 naming them). */
export async function checkComponents(
  db: Database,
  { components }: CompatibilityRequest,
): Promise<CompatibilityResult> {
  const build = await loadBuild(
    db,
    components.map((line) => ({ id: line.component, amount: line.amount })),
    'components',
  );
  const issues = checkCompatibility(build);
  return {
    compatible: issues.every((issue) => issue.severity !== 'error'),
    issues,
    power: estimatePower(build),
  };
}
