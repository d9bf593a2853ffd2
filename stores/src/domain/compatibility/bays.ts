import type { IndexedBuild } from '../build/parts';
import { isInternalOpticalDrive } from '../power';
import { error, ids, unlistedFacts, unverified } from './issue';
import type { CompatibilityIssue } from './issue';

/**
 * `not_enough_35_bays` and `not_enough_25_bays`: more 3.5" / 2.5" drives (× amount) than the case
 * holds. 3.5" drives only fit 3.5" bays. A 2.5" drive fits a 2.5" bay or, once those run out, a
 * free 3.5" bay (3.5" trays and cages take 2.5" drives), so 2.5" drives only fail when they
 * outnumber the 2.5" bays plus the 3.5" bays left free by the 3.5" drives. M.2 drives sit on the
 * motherboard (`not_enough_m2_slots`); a drive whose form factor is unknown isn't counted.
 * Unverified when the drives might not fit and the case's bays needed to tell aren't listed.
 */
export function checkDriveBays(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || build.storage.length === 0) return [];
  const { bays35, bays25 } = pcCase.specs;
  let count35 = 0;
  let count25 = 0;
  for (const drive of build.storage) {
    if (drive.specs.formFactor === '3.5') count35 += drive.amount;
    else if (drive.specs.formFactor === '2.5') count25 += drive.amount;
  }
  const issues: CompatibilityIssue[] = [];
  const drives35 = build.storage.filter((drive) => drive.specs.formFactor === '3.5');
  const drives25 = build.storage.filter((drive) => drive.specs.formFactor === '2.5');
  const params = { case: pcCase.title };
  if (count35 > 0 && typeof bays35 !== 'number') {
    issues.push(
      unverified('not_enough_35_bays', [...ids(drives35), pcCase.id], params, ['case.bays35']),
    );
  }
  if (count25 > 0 && (typeof bays25 !== 'number' || typeof bays35 !== 'number')) {
    const known25 = typeof bays25 === 'number' ? bays25 : 0;
    const known35 = typeof bays35 === 'number' ? Math.max(0, bays35 - count35) : 0;
    if (count25 > known25 + known35) {
      const missing = unlistedFacts([pcCase, 'bays25', bays25], [pcCase, 'bays35', bays35]);
      issues.push(unverified('not_enough_25_bays', [...ids(drives25), pcCase.id], params, missing));
    }
  }
  if (typeof bays35 === 'number' && count35 > bays35) {
    const drives = drives35;
    issues.push(
      error('not_enough_35_bays', [...ids(drives), pcCase.id], {
        case: pcCase.title,
        drives: count35,
        bays: bays35,
      }),
    );
  }
  if (typeof bays35 === 'number' && typeof bays25 === 'number') {
    const spare35 = Math.max(0, bays35 - count35);
    if (count25 > bays25 + spare35) {
      const drives = drives25;
      issues.push(
        error('not_enough_25_bays', [...ids(drives), pcCase.id], {
          case: pcCase.title,
          drives: count25,
          bays: bays25,
          spare35,
        }),
      );
    }
  }
  return issues;
}

/**
 * `not_enough_optical_bays`: more internal optical drives than 5.25" bays (USB ones need none);
 * unverified when the case's 5.25" bays aren't listed.
 */
export function checkOpticalBays(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase) return [];
  const bays = pcCase.specs.bays525;
  let drives = 0;
  for (const drive of build['optical-drive']) {
    if (isInternalOpticalDrive(drive.specs)) drives += drive.amount;
  }
  const internal = build['optical-drive'].filter((drive) => isInternalOpticalDrive(drive.specs));
  if (drives > 0 && typeof bays !== 'number') {
    const params = { case: pcCase.title };
    return [
      unverified('not_enough_optical_bays', [...ids(internal), pcCase.id], params, [
        'case.bays525',
      ]),
    ];
  }
  if (typeof bays !== 'number' || drives <= bays) return [];
  return [
    error('not_enough_optical_bays', [...ids(internal), pcCase.id], {
      case: pcCase.title,
      drives,
      bays,
    }),
  ];
}
