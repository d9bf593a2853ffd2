import type { PsuFormFactor, PsuSpecs } from '@pcshop/stores/schemas';
import { countOf, identity, type OpenDbMetadata } from './fields';
import { PSU_WITH_PCIE_PLUGS_W, type ImplausibleValue } from './implausible';
import {
  known,
  need,
  needPositive,
  parsedPart,
  unlessImplausible,
  type MappedPart,
} from './outcome';

/** The fields of OpenDB's PSU schema this mapper reads. */
export interface OpenDbPsu {
  metadata?: OpenDbMetadata | null;
  wattage?: number | null;
  form_factor?: string | null;
  efficiency_rating?: string | null;
  modular?: string | null;
  connectors?: { pcie_12vhpwr?: number | null; pcie_6_plus_2_pin?: number | null } | null;
}

const formFactors: Readonly<Record<string, PsuFormFactor>> = {
  ATX: 'ATX',
  SFX: 'SFX',
  'SFX-L': 'SFX-L',
};

/** OpenDB's 80 PLUS names; "80+", "80+ Standard" and "80+ White" are the same base certificate. */
const efficiencies: Readonly<Record<string, PsuSpecs['efficiency']>> = {
  '80+': '80+ White',
  '80+ Standard': '80+ White',
  '80+ White': '80+ White',
  '80+ Bronze': '80+ Bronze',
  '80+ Silver': '80+ Silver',
  '80+ Gold': '80+ Gold',
  '80+ Platinum': '80+ Platinum',
  '80+ Titanium': '80+ Titanium',
};

const modularity: Readonly<Record<string, PsuSpecs['modular']>> = {
  Full: 'full',
  'Semi-Modular': 'semi',
  'Non-Modular': 'none',
};

export function mapPsu(raw: OpenDbPsu): MappedPart {
  const { brand, title } = identity('psu', raw.metadata);
  const formFactor = need(
    formFactors[raw.form_factor ?? ''],
    `psu: form factor ${raw.form_factor ?? 'missing'} not sold`,
  );
  const rating = known(raw.efficiency_rating);
  const efficiency =
    rating === null ? null : need(efficiencies[rating], `psu: efficiency ${rating} not sold`);
  const wattage = Math.round(needPositive(raw.wattage, 'psu: wattage missing'));
  const eightPins = countOf(raw.connectors?.pcie_6_plus_2_pin);
  const sixteenPins = countOf(raw.connectors?.pcie_12vhpwr);
  const implausible: ImplausibleValue[] = [];
  const plugs =
    eightPins === null || sixteenPins === null
      ? null
      : unlessImplausible(
          // A 6+2-pin cable is an 8-pin plug that also fits a 6-pin socket (the rule knows).
          { '6-pin': 0, '8-pin': eightPins, '16-pin': sixteenPins },
          'psuWithoutPciePlugs',
          eightPins + sixteenPins === 0 && wattage >= PSU_WITH_PCIE_PLUGS_W,
          implausible,
        );
  return parsedPart(
    'psu',
    { brand, title },
    {
      wattage,
      formFactor,
      efficiency,
      modular: modularity[raw.modular ?? ''] ?? null,
      pcieConnectors: plugs,
    } satisfies PsuSpecs,
    implausible,
  );
}
