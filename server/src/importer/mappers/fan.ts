import type { FanSpecs } from '@pcshop/stores/schemas';
import { argbFromLighting, identity, type OpenDbLighting, type OpenDbMetadata } from './fields';
import { knownPositive, need, parsedPart, SkipPart, type MappedPart } from './outcome';

/** The fields of OpenDB's CaseFan schema this mapper reads. */
export interface OpenDbCaseFan {
  metadata?: OpenDbMetadata | null;
  size?: number | null;
  quantity?: number | null;
  min_airflow?: number | null;
  max_airflow?: number | null;
  min_noise_level?: number | null;
  max_noise_level?: number | null;
  led?: string | null;
  lighting?: OpenDbLighting;
  isOEM?: boolean | null;
}

const addressableLeds = new Set(['Addressable RGB', 'ARGB']);

export function mapFan(raw: OpenDbCaseFan): MappedPart {
  const { brand, title } = identity('fan', raw.metadata);
  if (raw.isOEM === true) throw new SkipPart('fan: OEM fan, not sold separately');
  return parsedPart('fan', { brand, title }, {
    sizeMm: need(knownPositive(raw.size), 'fan: size missing'),
    fansPerPack: knownPositive(raw.quantity),
    argb: fanArgb(raw),
    // OpenDB fills only the `min_` field when the figure is constant; the maximum is the rating.
    airflowCfm: knownPositive(raw.max_airflow ?? raw.min_airflow),
    noiseDba: knownPositive(raw.max_noise_level ?? raw.min_noise_level),
  } satisfies FanSpecs);
}

/** ARGB from the `led` field (`Addressable RGB`; `None`, `RGB` or a colour is not), else the tags. */
function fanArgb(raw: OpenDbCaseFan): boolean | null {
  if (raw.led) return addressableLeds.has(raw.led) || argbFromLighting(raw.lighting) === true;
  return argbFromLighting(raw.lighting);
}
