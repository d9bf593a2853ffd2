import type { CaseSpecs, MotherboardFormFactor, PsuFormFactor } from '@pcshop/stores/schemas';
import { cleanText, countOf, identity, type OpenDbMetadata } from './fields';
import { motherboardFormFactorsByOpenDbName } from './motherboard';
import { DatasetGap, need, needPositive, SkipPart } from './outcome';

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
  Mesh: 'mesh',
  Solid: 'solid',
  Steel: 'solid',
  Aluminum: 'solid',
};

const psuFormFactors = new Set<string>(['ATX', 'SFX', 'SFX-L']);

/**
 * Maps everything OpenDB has; radiator and fan mounts, which our specifications and the
 * compatibility rules need, it has not.
 */
export function mapCase(raw: OpenDbCase): never {
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
  if (psus.length === 0) throw new SkipPart('case: power supply form factors missing');
  const facts: Omit<CaseSpecs, 'radiatorMounts' | 'fanMounts120' | 'fanMounts140'> = {
    towerSize,
    motherboardFormFactors: [...new Set(boards)],
    psuFormFactors: [...new Set(psus)],
    maxGpuLengthMm: Math.round(
      needPositive(raw.max_video_card_length, 'case: maximum GPU length missing'),
    ),
    maxCoolerHeightMm: Math.round(
      needPositive(raw.max_cpu_cooler_height, 'case: maximum cooler height missing'),
    ),
    bays35:
      need(countOf(raw.internal_3_5_bays), 'case: 3.5-inch bays missing') +
      need(countOf(raw.external_3_5_bays), 'case: external 3.5-inch bays missing'),
    bays25: need(countOf(raw.internal_2_5_bays), 'case: 2.5-inch bays missing'),
    bays525: need(countOf(raw.external_5_25_bays), 'case: 5.25-inch bays missing'),
    expansionSlots: need(countOf(raw.expansion_slots), 'case: expansion slots missing'),
    sidePanel,
    colour: colourName(
      need(
        raw.color?.find((colour) => colour !== 'RGB'),
        'case: colour missing',
      ),
    ),
  };
  throw new DatasetGap('case', ['radiatorMounts', 'fanMounts120', 'fanMounts140'], {
    brand,
    title,
    ...facts,
  });
}

/** `BLACK` → `Black`. */
function colourName(colour: string): string {
  const text = cleanText(colour).toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
