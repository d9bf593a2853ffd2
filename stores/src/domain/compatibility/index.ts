import { indexBuild } from '../build/parts';
import type { Build, IndexedBuild } from '../build/parts';
import { ruleCodes } from './issue';
import type { CompatibilityIssue } from './issue';
import { hasRequiredParts, rules } from './rules';

export { issueSeverities, ruleCodes } from './issue';
export type {
  CompatibilityIssue,
  FactKey,
  IssueSeverity,
  Rule,
  RuleCheck,
  RuleCode,
} from './issue';
export { hasRequiredParts, rules, rulesForCategory } from './rules';
export { candidateModes, markCandidates } from './mark';
export type { CandidateMark, CandidateMode } from './mark';
export { checkDriveBays, checkOpticalBays } from './bays';
export { checkCoolerHeight, checkGpuLength, checkRadiator, coolerKind } from './clearance';
export { checkGpuRequired, checkMonitorConnection } from './display';
export { checkArgbHeaders, checkFanMountsFamily } from './fans';
export { checkMotherboardSize, checkPsuFormFactor } from './form-factor';
export { checkDimmSlots, checkMemoryType } from './memory';
export { EIGHT_PIN_W, checkPsuConnectors, checkPsuWattage } from './psu';
export { checkM2Slots, checkPcieSlots } from './slots';
export { checkCoolerSocket, checkCpuSocket } from './socket';

const codeOrder = new Map(ruleCodes.map((code, position) => [code, position]));

/**
 * Every rule on a build (indexed once), the issues in the order of `ruleCodes`: conflicts, and
 * checks a rule couldn't make because a fact isn't listed (`unverified`). A rule whose parts
 * aren't all chosen says nothing; none throws.
 */
export function checkCompatibility(build: Build | IndexedBuild): CompatibilityIssue[] {
  const index = indexBuild(build);
  const issues: CompatibilityIssue[] = [];
  for (const rule of rules) {
    if (hasRequiredParts(rule, index)) issues.push(...rule.check(index));
  }
  return issues.sort((a, b) => (codeOrder.get(a.code) ?? 0) - (codeOrder.get(b.code) ?? 0));
}
