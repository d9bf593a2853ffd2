import type { CoolerSpecs, RadiatorSize } from '@pcshop/stores/schemas';
import { radiatorSizes } from '@pcshop/stores/schemas';
import {
  argbFromLighting,
  identity,
  soldSocket,
  type OpenDbLighting,
  type OpenDbMetadata,
} from './fields';
import { DatasetGap, need, needPositive, SkipPart } from './outcome';

/** The fields of OpenDB's CPUCooler schema this mapper reads. */
export interface OpenDbCpuCooler {
  metadata?: OpenDbMetadata | null;
  cpu_sockets?: string[] | null;
  water_cooled?: boolean | null;
  height?: number | null;
  radiator_size?: number | null;
  fan_size?: number | null;
  fan_quantity?: number | null;
  fanless?: boolean | null;
  lighting?: OpenDbLighting;
}

const fanSizes = new Set<number>([92, 120, 140]);

/** Maps everything OpenDB has; a cooler's TDP rating, which our specifications need, it has not. */
export function mapCooler(raw: OpenDbCpuCooler): never {
  const { brand, title } = identity('cooler', raw.metadata);
  const sockets = [
    ...new Set((raw.cpu_sockets ?? []).map(soldSocket).filter((socket) => socket !== null)),
  ].sort();
  if (sockets.length === 0) throw new SkipPart('cooler: no sold socket');
  const waterCooled = need(raw.water_cooled, 'cooler: kind (air or liquid) missing');
  if (raw.fanless === true) throw new SkipPart('cooler: fanless coolers not sold');
  const fanSize = need(raw.fan_size, 'cooler: fan size missing');
  if (!fanSizes.has(fanSize)) throw new SkipPart(`cooler: fan size ${fanSize} mm not sold`);
  const facts: Omit<CoolerSpecs, 'tdpRatingW'> = {
    kind: waterCooled ? 'aio' : 'air',
    sockets,
    ...(waterCooled
      ? { radiatorMm: radiator(raw.radiator_size) }
      : { heightMm: Math.round(needPositive(raw.height, 'cooler: height missing')) }),
    fanSizeMm: fanSize as CoolerSpecs['fanSizeMm'],
    fans: needPositive(raw.fan_quantity, 'cooler: fan count missing'),
    argb: need(argbFromLighting(raw.lighting), 'cooler: lighting unknown'),
  };
  throw new DatasetGap('cooler', ['tdpRatingW'], { brand, title, ...facts });
}

function radiator(size: number | null | undefined): RadiatorSize {
  const mm = needPositive(size, 'cooler: radiator size missing');
  const sold = radiatorSizes.find((radiatorMm) => radiatorMm === mm);
  return need(sold, `cooler: radiator ${mm} mm not sold`);
}
