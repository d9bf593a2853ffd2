import type { MotherboardFormFactor } from '../../api/schemas/specs';
import type { IndexedBuild } from '../build/parts';
import { error, listParam, unverified } from './issue';
import type { CompatibilityIssue } from './issue';

/** Size rank of a motherboard form factor, larger is bigger (E-ATX > ATX > Micro-ATX > Mini-ITX); 0 when unknown. */
function boardSize(formFactor: unknown): number {
  switch (formFactor as MotherboardFormFactor) {
    case 'E-ATX':
      return 4;
    case 'ATX':
      return 3;
    case 'Micro-ATX':
      return 2;
    case 'Mini-ITX':
      return 1;
    default:
      return 0;
  }
}

/**
 * `motherboard_too_big`: the case supports neither the board's form factor nor a larger one.
 * ATX-family mounting holes nest (an ATX case takes Micro-ATX and Mini-ITX boards), so a case
 * whose list stops at ATX still takes a Micro-ATX board.
 */
export function checkMotherboardSize(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  const motherboard = build.motherboard[0];
  const supported = pcCase?.specs.motherboardFormFactors;
  const formFactor = motherboard?.specs.formFactor;
  if (!pcCase || !motherboard || !Array.isArray(supported)) return [];
  const size = boardSize(formFactor);
  let largest: unknown;
  let largestSize = 0;
  for (const supportedFormFactor of supported) {
    const supportedSize = boardSize(supportedFormFactor);
    if (supportedSize <= largestSize) continue;
    largest = supportedFormFactor;
    largestSize = supportedSize;
  }
  if (size === 0 || largestSize === 0 || largestSize >= size) return [];
  return [
    error('motherboard_too_big', [motherboard.id, pcCase.id], {
      motherboard: motherboard.title,
      formFactor: String(formFactor),
      case: pcCase.title,
      caseFormFactor: String(largest),
    }),
  ];
}

/**
 * `psu_form_factor_mismatch`: the case doesn't list the PSU's form factor (SFX needs the case's
 * word); unverified when the case lists no power supply form factor.
 */
export function checkPsuFormFactor(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  const psu = build.psu[0];
  const supported = pcCase?.specs.psuFormFactors;
  const formFactor = psu?.specs.formFactor;
  if (!pcCase || !psu || typeof formFactor !== 'string') return [];
  if (!Array.isArray(supported)) {
    const params = { psu: psu.title, case: pcCase.title };
    return [
      unverified('psu_form_factor_mismatch', [psu.id, pcCase.id], params, ['case.psuFormFactors']),
    ];
  }
  if (supported.includes(formFactor)) return [];
  return [
    error('psu_form_factor_mismatch', [psu.id, pcCase.id], {
      psu: psu.title,
      formFactor,
      case: pcCase.title,
      caseFormFactors: listParam(supported),
    }),
  ];
}
