import type { CategorySlug, SpecsByCategory } from '@pcshop/stores/schemas';
import type { MappedPart } from '../mappers/index';

type Quantities<C extends CategorySlug> = Readonly<
  Record<string, (specs: SpecsByCategory[C]) => number | null>
>;

const flag = (value: boolean | null): number | null => (value === null ? null : value ? 1 : 0);

const efficiencyLevels = {
  '80+ White': 0,
  '80+ Bronze': 1,
  // Between Bronze and Gold, added after them: the levels priced before keep their numbers.
  '80+ Silver': 1.5,
  '80+ Gold': 2,
  '80+ Platinum': 3,
  '80+ Titanium': 4,
} as const;

/**
 * The quantities a pricing rule's terms can name, per category: numeric specifications as they
 * are, yes/no ones as 1 or 0, and a few derived ones (a kit's total GB, a screen's megapixels);
 * null when the data sheet doesn't list it: a price term on it then adds nothing, or its
 * `otherwise` terms price the part instead (see rule.ts).
 */
export const pricingQuantities: { readonly [C in CategorySlug]: Quantities<C> } = {
  case: {
    expansionSlots: (s) => s.expansionSlots,
    maxGpuLengthMm: (s) => s.maxGpuLengthMm,
    bays35: (s) => s.bays35,
    bays25: (s) => s.bays25,
    temperedGlass: (s) => flag(s.sidePanel === 'tempered-glass'),
    radiatorMounts: (s) => s.radiatorMounts?.length ?? null,
  },
  cpu: {
    perfIndex: (s) => s.perfIndex,
    cores: (s) => s.cores,
    threads: (s) => s.threads,
    boostClockGhz: (s) => s.boostClockGhz,
    tdpW: (s) => s.tdpW,
    integratedGraphics: (s) => flag(s.integratedGraphics),
    coolerIncluded: (s) => flag(s.coolerIncluded),
  },
  motherboard: {
    m2Slots: (s) => s.m2Slots,
    dimmSlots: (s) => s.dimmSlots,
    maxMemoryGb: (s) => s.maxMemoryGb,
    pcieSlots: (s) => s.pcieSlots,
    sataPorts: (s) => s.sataPorts,
    argbHeaders: (s) => s.argbHeaders,
    fanHeaders: (s) => s.fanHeaders,
    wifi: (s) => flag(s.wifi),
    ddr5: (s) => flag(s.memoryType === 'DDR5'),
  },
  cooler: {
    fans: (s) => s.fans,
    aio: (s) => flag(s.kind === 'aio'),
    radiatorMm: (s) => s.radiatorMm ?? 0,
    argb: (s) => flag(s.argb),
    tdpRatingW: (s) => s.tdpRatingW,
  },
  memory: {
    totalGb: (s) => s.modules * s.capacityGbPerModule,
    modules: (s) => s.modules,
    speedMtps: (s) => s.speedMtps,
    argb: (s) => flag(s.argb),
    ddr5: (s) => flag(s.type === 'DDR5'),
  },
  gpu: {
    perfIndex: (s) => s.perfIndex,
    vramGb: (s) => s.vramGb,
    boardPowerW: (s) => s.boardPowerW,
  },
  storage: {
    capacityGb: (s) => s.capacityGb,
    ssd: (s) => flag(s.kind === 'ssd'),
    nvme: (s) => flag(s.interface === 'nvme'),
    readMBps: (s) => s.readMBps,
  },
  psu: {
    wattage: (s) => s.wattage,
    efficiencyLevel: (s) => (s.efficiency === null ? null : efficiencyLevels[s.efficiency]),
    fullyModular: (s) => flag(s.modular === 'full'),
    semiModular: (s) => flag(s.modular === 'semi'),
    sixteenPinConnectors: (s) => s.pcieConnectors?.['16-pin'] ?? null,
    smallFormFactor: (s) => flag(s.formFactor !== 'ATX'),
  },
  fan: {
    fans: (s) => s.fansPerPack,
    argbFans: (s) => (s.argb === null ? null : s.argb ? s.fansPerPack : 0),
    airflowCfm: (s) => s.airflowCfm,
  },
  lighting: {
    argb: (s) => flag(s.argb),
    lengthMm: (s) => s.lengthMm ?? 0,
    leds: (s) => s.leds ?? 0,
  },
  'optical-drive': {
    bluRay: (s) => flag(s.kind === 'blu-ray'),
  },
  os: {
    pro: (s) => flag(/\bPro\b/.test(s.edition)),
    retail: (s) => flag(s.licence === 'retail'),
  },
  monitor: {
    sizeInch: (s) => s.sizeInch,
    refreshHz: (s) => s.refreshHz,
    megapixels: (s) => {
      const [width = 0, height = 0] = s.resolution.split('x').map(Number);
      return (width * height) / 1_000_000;
    },
    oled: (s) => flag(s.panel === 'OLED'),
  },
  accessory: {
    keyboard: (s) => flag(s.kind === 'keyboard'),
    mouse: (s) => flag(s.kind === 'mouse'),
    headset: (s) => flag(s.kind === 'headset'),
    wireless: (s) => flag(s.connection === 'wireless' || s.connection === 'bluetooth'),
  },
};

/**
 * A quantity's value for a part: null when not listed, undefined when its category has no such
 * quantity.
 */
export function quantityOf(part: MappedPart, name: string): number | null | undefined {
  // `part` pairs its category with that category's specifications (MappedPart is discriminated).
  const quantities = pricingQuantities[part.category] as Quantities<typeof part.category>;
  return quantities[name]?.(part.specs as SpecsByCategory[typeof part.category]);
}
