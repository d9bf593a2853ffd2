import { z } from 'zod';
import { categorySlugs, pcieConnectors, type CategorySlug } from '../constants/index';

export {
  categorySlugs,
  pcieConnectors,
  type CategorySlug,
  type PcieConnector,
} from '../constants/index';

export const categorySlugSchema = z.enum(categorySlugs);
export const pcieConnectorSchema = z.enum(pcieConnectors);

/**
 * Typed specifications per part category: the facts the compatibility rules, the power
 * estimate and the FPS estimate need, taken from manufacturers' data sheets.
 * Lengths in millimetres, power in watts, capacities in GB.
 */

/**
 * The CPU sockets of the processors and single-socket boards we sell: desktop, workstation (HEDT)
 * and a few server ones, AMD's then Intel's, each roughly oldest first.
 */
export const sockets = [
  'AM1',
  'AM2',
  'AM2+',
  'AM3',
  'AM3+',
  'AM4',
  'AM5',
  'FM1',
  'FM2',
  'FM2+',
  'sTR4',
  'sTRX4',
  'sTR5',
  'G34',
  'LGA775',
  'LGA1150',
  'LGA1151',
  'LGA1155',
  'LGA1156',
  'LGA1200',
  'LGA1700',
  'LGA1851',
  'LGA1356',
  'LGA1366',
  'LGA2011',
  'LGA2011-3',
  'LGA2066',
  'LGA3647',
] as const;
export const socketSchema = z.enum(sockets);
export type Socket = z.infer<typeof socketSchema>;

export const motherboardFormFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export const motherboardFormFactorSchema = z.enum(motherboardFormFactors);
export type MotherboardFormFactor = z.infer<typeof motherboardFormFactorSchema>;

export const psuFormFactors = ['ATX', 'SFX', 'SFX-L'] as const;
export const psuFormFactorSchema = z.enum(psuFormFactors);
export type PsuFormFactor = z.infer<typeof psuFormFactorSchema>;

export const memoryTypes = ['DDR2', 'DDR3', 'DDR4', 'DDR5'] as const;
export const memoryTypeSchema = z.enum(memoryTypes);
export type MemoryType = z.infer<typeof memoryTypeSchema>;

export const radiatorSizes = [120, 140, 240, 280, 360, 420] as const;
export const radiatorSizeSchema = z.union(radiatorSizes.map((size) => z.literal(size)));
export type RadiatorSize = (typeof radiatorSizes)[number];

export const videoPorts = ['HDMI', 'DisplayPort', 'USB-C', 'DVI', 'VGA'] as const;
export const videoPortSchema = z.enum(videoPorts);
export type VideoPort = z.infer<typeof videoPortSchema>;

const mm = z.number().int().positive().max(1000);
const count = z.number().int().min(0).max(64);
const watts = z.number().int().min(0).max(3000);
/** A fan's frame, square: 40 mm (a chipset fan) to 230 mm (a large case's front). */
const fanSizeMm = z.number().int().min(40).max(230);
/** Relative gaming performance, 100 = a Ryzen 7 7800X3D or a GeForce RTX 4090 respectively. */
const perfIndex = z.number().min(0).max(200);
/**
 * A fact a data sheet may leave out: null means unknown — never guessed, shown as "not listed",
 * and a compatibility rule that needs it answers "unverified" rather than "fine" or "conflict".
 */
const unlisted = <T extends z.ZodType>(schema: T) => schema.nullable();

/** A case's front: perforated or fine mesh, glass, a closed panel, or wooden slats. */
export const frontPanels = ['mesh', 'glass', 'solid', 'wood'] as const;
export type FrontPanel = (typeof frontPanels)[number];
const includedFanSizes = [92, 120, 140, 160, 180, 200] as const;

export const caseSpecsSchema = z.object({
  towerSize: z.enum(['full-tower', 'mid-tower', 'mini-tower', 'small-form-factor']),
  motherboardFormFactors: z.array(motherboardFormFactorSchema).min(1),
  psuFormFactors: unlisted(z.array(psuFormFactorSchema).min(1)),
  maxGpuLengthMm: unlisted(mm),
  maxCoolerHeightMm: unlisted(mm),
  radiatorMounts: unlisted(z.array(radiatorSizeSchema)),
  fanMounts120: unlisted(count),
  fanMounts140: unlisted(count),
  bays35: unlisted(count),
  bays25: unlisted(count),
  bays525: unlisted(count),
  expansionSlots: unlisted(count),
  sidePanel: z.enum(['tempered-glass', 'acrylic', 'mesh', 'solid']),
  colour: unlisted(z.string().min(1).max(40)),
  /**
   * How the case looks out of the box, for its pictures (no rule reads these): the front panel's
   * material, the fans it comes with (how many, their size in the front, whether they are ARGB)
   * and a built-in addressable light strip. Absent in data that doesn't list them.
   */
  frontPanel: unlisted(z.enum(frontPanels)).optional(),
  includedFans: unlisted(count).optional(),
  includedFanSizeMm: unlisted(z.union(includedFanSizes.map((size) => z.literal(size)))).optional(),
  includedFansArgb: unlisted(z.boolean()).optional(),
  lightStrip: unlisted(z.boolean()).optional(),
});

export const cpuSpecsSchema = z.object({
  socket: socketSchema,
  /** Up to a 96-core, 192-thread Threadripper. */
  cores: z.number().int().positive().max(256),
  threads: z.number().int().positive().max(512),
  baseClockGhz: z.number().positive().max(10),
  /** Unknown where the data sheet lists no boost (older CPUs may have none). */
  boostClockGhz: unlisted(z.number().positive().max(10)),
  tdpW: watts,
  /** Sustained package power under a gaming or all-core load (PPT / PL2). */
  peakPowerW: unlisted(watts),
  integratedGraphics: z.boolean(),
  memoryTypes: unlisted(z.array(memoryTypeSchema).min(1)),
  coolerIncluded: z.boolean(),
  perfIndex: unlisted(perfIndex),
});

export const motherboardSpecsSchema = z.object({
  socket: socketSchema,
  formFactor: motherboardFormFactorSchema,
  chipset: z.string().min(1).max(20),
  memoryType: memoryTypeSchema,
  dimmSlots: count,
  maxMemoryGb: z.number().int().positive().max(1024),
  m2Slots: unlisted(count),
  pcieX16Slots: unlisted(count),
  /** Every expansion slot (x16, x4, x1) a card can use. */
  pcieSlots: unlisted(count),
  sataPorts: unlisted(count),
  argbHeaders: unlisted(count),
  fanHeaders: unlisted(count),
  wifi: z.boolean(),
  /** Rear outputs used by the CPU's integrated graphics. */
  videoOutputs: unlisted(z.array(videoPortSchema)),
});

export const coolerSpecsSchema = z.object({
  kind: z.enum(['air', 'aio']),
  sockets: z.array(socketSchema).min(1),
  /** Air coolers only. */
  heightMm: mm.optional(),
  /** AIO liquid coolers only. */
  radiatorMm: radiatorSizeSchema.optional(),
  fanSizeMm: unlisted(fanSizeMm),
  fans: unlisted(count),
  argb: unlisted(z.boolean()),
  tdpRatingW: unlisted(watts),
});

export const memorySpecsSchema = z.object({
  type: memoryTypeSchema,
  /** Modules in one kit (one unit bought). */
  modules: z.number().int().min(1).max(8),
  capacityGbPerModule: z.number().int().positive().max(256),
  speedMtps: z.number().int().positive().max(12000),
  casLatency: unlisted(z.number().int().positive().max(60)),
  argb: unlisted(z.boolean()),
});

export const gpuSpecsSchema = z.object({
  chipset: z.string().min(1).max(60),
  vramGb: z.number().int().positive().max(96),
  lengthMm: unlisted(mm),
  slotWidth: unlisted(z.number().positive().max(5)),
  boardPowerW: unlisted(watts),
  powerConnectors: unlisted(z.array(pcieConnectorSchema)),
  outputs: unlisted(z.array(videoPortSchema).min(1)),
  recommendedPsuW: unlisted(watts),
  perfIndex: unlisted(perfIndex),
});

export const storageSpecsSchema = z.object({
  kind: z.enum(['ssd', 'hdd']),
  interface: z.enum(['nvme', 'sata']),
  formFactor: z.enum(['M.2', '2.5', '3.5']),
  capacityGb: z.number().int().positive().max(100000),
  readMBps: unlisted(z.number().int().positive().max(20000)),
  writeMBps: unlisted(z.number().int().positive().max(20000)),
});

export const psuSpecsSchema = z.object({
  wattage: watts,
  formFactor: psuFormFactorSchema,
  efficiency: unlisted(
    z.enum(['80+ White', '80+ Bronze', '80+ Silver', '80+ Gold', '80+ Platinum', '80+ Titanium']),
  ),
  modular: unlisted(z.enum(['full', 'semi', 'none'])),
  /** How many of each GPU plug the PSU provides. */
  pcieConnectors: unlisted(z.object({ '6-pin': count, '8-pin': count, '16-pin': count })),
});

export const fanSpecsSchema = z.object({
  sizeMm: fanSizeMm,
  /** Fans in one pack (one unit bought). */
  fansPerPack: unlisted(z.number().int().min(1).max(6)),
  argb: unlisted(z.boolean()),
  airflowCfm: unlisted(z.number().positive().max(200)),
  noiseDba: unlisted(z.number().positive().max(80)),
});

export const lightingSpecsSchema = z.object({
  kind: z.enum(['strip', 'controller', 'cable']),
  argb: z.boolean(),
  lengthMm: mm.optional(),
  leds: count.optional(),
});

export const opticalDriveSpecsSchema = z.object({
  kind: z.enum(['dvd-rw', 'blu-ray']),
  interface: z.enum(['sata', 'usb']),
  /** Internal drives take a 5.25" bay; external USB ones do not. */
  internal: z.boolean(),
});

export const osSpecsSchema = z.object({
  edition: z.string().min(1).max(60),
  licence: unlisted(z.enum(['retail', 'oem', 'free'])),
  architecture: z.literal('64-bit'),
});

export const monitorSpecsSchema = z.object({
  sizeInch: unlisted(z.number().positive().max(100)),
  /** Width × height in pixels (`2560x1440`). */
  resolution: z.string().regex(/^[1-9]\d{2,4}x[1-9]\d{2,4}$/),
  refreshHz: unlisted(z.number().int().positive().max(1000)),
  panel: unlisted(z.enum(['IPS', 'VA', 'TN', 'OLED'])),
  inputs: unlisted(z.array(videoPortSchema).min(1)),
});

export const accessorySpecsSchema = z.object({
  kind: z.enum([
    'keyboard',
    'mouse',
    'headset',
    'wifi-card',
    'capture-card',
    'sound-card',
    'controller',
  ]),
  connection: unlisted(z.enum(['usb', 'wireless', 'bluetooth', 'pcie'])),
  /** A card that takes a PCIe slot on the motherboard. */
  pcieCard: z.boolean(),
});

export const specsSchemaByCategory = {
  case: caseSpecsSchema,
  cpu: cpuSpecsSchema,
  motherboard: motherboardSpecsSchema,
  cooler: coolerSpecsSchema,
  memory: memorySpecsSchema,
  gpu: gpuSpecsSchema,
  storage: storageSpecsSchema,
  psu: psuSpecsSchema,
  fan: fanSpecsSchema,
  lighting: lightingSpecsSchema,
  'optical-drive': opticalDriveSpecsSchema,
  os: osSpecsSchema,
  monitor: monitorSpecsSchema,
  accessory: accessorySpecsSchema,
} as const satisfies Record<CategorySlug, z.ZodType>;

export type SpecsByCategory = {
  [C in CategorySlug]: z.infer<(typeof specsSchemaByCategory)[C]>;
};
export type CaseSpecs = SpecsByCategory['case'];
export type CpuSpecs = SpecsByCategory['cpu'];
export type MotherboardSpecs = SpecsByCategory['motherboard'];
export type CoolerSpecs = SpecsByCategory['cooler'];
export type MemorySpecs = SpecsByCategory['memory'];
export type GpuSpecs = SpecsByCategory['gpu'];
export type StorageSpecs = SpecsByCategory['storage'];
export type PsuSpecs = SpecsByCategory['psu'];
export type FanSpecs = SpecsByCategory['fan'];
export type LightingSpecs = SpecsByCategory['lighting'];
export type OpticalDriveSpecs = SpecsByCategory['optical-drive'];
export type OsSpecs = SpecsByCategory['os'];
export type MonitorSpecs = SpecsByCategory['monitor'];
export type AccessorySpecs = SpecsByCategory['accessory'];

/** A part's category and specifications, discriminated by category. */
export type PartSpecs = {
  [C in CategorySlug]: { category: C; specs: SpecsByCategory[C] };
}[CategorySlug];

/** Validates a part's specifications against its category's schema. */
export function parseSpecs<C extends CategorySlug>(
  category: C,
  specs: unknown,
): SpecsByCategory[C] {
  return specsSchemaByCategory[category].parse(specs) as SpecsByCategory[C];
}
