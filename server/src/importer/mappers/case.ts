import type { CaseSpecs, MotherboardFormFactor, PsuFormFactor } from '@pcshop/stores/schemas';
import { cleanText, countOf, identity, type OpenDbMetadata } from './fields';
import { motherboardFormFactorsByOpenDbName } from './motherboard';
import type { ImplausibleValue } from './implausible';
import {
  knownRounded,
  need,
  parsedPart,
  SkipPart,
  unlessImplausible,
  type MappedPart,
} from './outcome';

/** The fields of OpenDB's PCCase schema this mapper reads. */
export interface OpenDbCase {
  metadata?: OpenDbMetadata | null;
  form_factor?: string | null;
  supported_motherboard_form_factors?: string[] | null;
  supported_power_supply_form_factors?: string[] | null;
  side_panel?: string | null;
  max_video_card_length?: number | null;
  max_cpu_cooler_height?: number | null;
  internal_3_5_bays?: number | null;
  internal_2_5_bays?: number | null;
  external_3_5_bays?: number | null;
  external_5_25_bays?: number | null;
  expansion_slots?: number | null;
  color?: string[] | null;
}

const towerSizes: Readonly<Record<string, CaseSpecs['towerSize']>> = {
  'ATX Full Tower': 'full-tower',
  'EATX Full Tower': 'full-tower',
  'ATX Mid Tower': 'mid-tower',
  'EATX Mid Tower': 'mid-tower',
  'Micro ATX Mid Tower': 'mid-tower',
  'ATX Mini Tower': 'mini-tower',
  'Micro ATX Mini Tower': 'mini-tower',
  'Mini ITX Tower': 'small-form-factor',
  'Mini ITX Desktop': 'small-form-factor',
  'Micro ATX Desktop': 'small-form-factor',
  'Micro ATX Slim Tower': 'small-form-factor',
  HTPC: 'small-form-factor',
};

const sidePanels: Readonly<Record<string, CaseSpecs['sidePanel']>> = {
  'Tempered Glass': 'tempered-glass',
  'Tinted Tempered Glass': 'tempered-glass',
  Acrylic: 'acrylic',
  'Tinted Acrylic': 'acrylic',
  Mesh: 'mesh',
  Solid: 'solid',
  Steel: 'solid',
  Aluminum: 'solid',
};

const psuFormFactors = new Set<string>(['ATX', 'SFX', 'SFX-L']);

/**
 * Maps everything OpenDB has. Radiator and fan mounts it has not, and many cases leave out their
 * power supply form factors or cooler clearance: those are unknown (null), never guessed.
 */
export function mapCase(raw: OpenDbCase): MappedPart {
  const { brand, title } = identity('case', raw.metadata);
  const towerSize = need(
    towerSizes[raw.form_factor ?? ''],
    `case: form factor ${raw.form_factor ?? 'missing'} not sold`,
  );
  const boards = (raw.supported_motherboard_form_factors ?? [])
    .map((name) => motherboardFormFactorsByOpenDbName[name])
    .filter((formFactor): formFactor is MotherboardFormFactor => formFactor !== undefined);
  if (boards.length === 0) throw new SkipPart('case: no sold motherboard form factor');
  const panel = need(raw.side_panel, 'case: side panel missing');
  const sidePanel = need(sidePanels[panel], `case: side panel ${panel} not sold`);
  const psus = (raw.supported_power_supply_form_factors ?? []).filter(
    (name): name is PsuFormFactor => psuFormFactors.has(name),
  );
  const implausible: ImplausibleValue[] = [];
  const internal35 = countOf(raw.internal_3_5_bays);
  const external35 = countOf(raw.external_3_5_bays);
  const slots = countOf(raw.expansion_slots);
  const colour = raw.color?.find((name) => name !== 'RGB');
  return parsedPart(
    'case',
    { brand, title },
    {
      towerSize,
      motherboardFormFactors: [...new Set(boards)],
      psuFormFactors: unlessImplausible(
        [...new Set(psus)],
        'caseWithoutPsuFormFactor',
        psus.length === 0,
        implausible,
      ),
      maxGpuLengthMm: unlessImplausible(
        knownRounded(raw.max_video_card_length),
        'caseWithoutGpuClearance',
        raw.max_video_card_length === 0,
        implausible,
      ),
      maxCoolerHeightMm: unlessImplausible(
        knownRounded(raw.max_cpu_cooler_height),
        'caseWithoutCoolerClearance',
        raw.max_cpu_cooler_height === 0,
        implausible,
      ),
      radiatorMounts: null,
      fanMounts120: null,
      fanMounts140: null,
      // Drives go in internal bays; an external 3.5" bay (rare: card readers) counts when listed.
      bays35: internal35 === null ? null : internal35 + (external35 ?? 0),
      bays25: countOf(raw.internal_2_5_bays),
      bays525: countOf(raw.external_5_25_bays),
      expansionSlots: unlessImplausible(
        slots,
        'caseWithoutExpansionSlots',
        slots === 0,
        implausible,
      ),
      sidePanel,
      colour: colour ? colourName(colour) : null,
    } satisfies CaseSpecs,
    implausible,
  );
}

/** `BLACK` → `Black`. */
function colourName(colour: string): string {
  const text = cleanText(colour).toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
