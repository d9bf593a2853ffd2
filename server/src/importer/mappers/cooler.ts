import type { CoolerSpecs, RadiatorSize } from '@pcshop/stores/schemas';
import { radiatorSizes } from '@pcshop/stores/schemas';
import {
  argbFromLighting,
  identity,
  soldSocket,
  type OpenDbLighting,
  type OpenDbMetadata,
} from './fields';
import { RADIATOR_AS_FAN_MM, type ImplausibleValue } from './implausible';
import {
  knownPositive,
  knownRounded,
  need,
  parsedPart,
  SkipPart,
  unlessImplausible,
  type MappedPart,
} from './outcome';

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

/**
 * Maps everything OpenDB has; a cooler's TDP rating it has not, and many coolers leave out their
 * fan size, height or lighting: those are unknown (null). A fanless cooler listing no fan has 0.
 */
export function mapCooler(raw: OpenDbCpuCooler): MappedPart {
  const { brand, title } = identity('cooler', raw.metadata);
  const sockets = [
    ...new Set((raw.cpu_sockets ?? []).map(soldSocket).filter((socket) => socket !== null)),
  ].sort();
  if (sockets.length === 0) throw new SkipPart('cooler: no sold socket');
  const waterCooled = need(raw.water_cooled, 'cooler: kind (air or liquid) missing');
  const fanSize = knownRounded(raw.fan_size);
  const implausible: ImplausibleValue[] = [];
  const fanSizeMm =
    fanSize === null
      ? null
      : unlessImplausible(
          fanSize,
          'coolerFanSizeOfRadiator',
          waterCooled && fanSize >= RADIATOR_AS_FAN_MM,
          implausible,
        );
  const heightMm = knownRounded(raw.height);
  return parsedPart(
    'cooler',
    { brand, title },
    {
      kind: waterCooled ? 'aio' : 'air',
      sockets,
      // Absent where it doesn't apply (an AIO's height, an air cooler's radiator) or isn't listed.
      ...(waterCooled
        ? { radiatorMm: radiator(raw.radiator_size) }
        : heightMm === null
          ? {}
          : { heightMm }),
      fanSizeMm,
      fans: raw.fanless === true && fanSize === null ? 0 : knownPositive(raw.fan_quantity),
      argb: argbFromLighting(raw.lighting),
      tdpRatingW: null,
    } satisfies CoolerSpecs,
    implausible,
  );
}

function radiator(size: number | null | undefined): RadiatorSize | undefined {
  const mm = knownPositive(size);
  if (mm === null) return undefined;
  const sold = radiatorSizes.find((radiatorMm) => radiatorMm === mm);
  return need(sold, `cooler: radiator ${mm} mm not sold`);
}
