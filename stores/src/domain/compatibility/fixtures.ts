import type { CategorySlug, SpecsByCategory } from '../../api/schemas/specs';
import type { BuildPart } from '../build/parts';

/**
 * Test fixtures: real parts with the figures of their manufacturers' data sheets (mm, W, GB).
 * perfIndex: relative gaming performance, 100 = Ryzen 7 7800X3D / GeForce RTX 4090.
 */

function part<C extends CategorySlug>(
  category: C,
  id: string,
  title: string,
  specs: SpecsByCategory[C],
): BuildPart<C> {
  return { id, title, category, specs, amount: 1 } as BuildPart<C>;
}

/** The same part bought `amount` times. */
export function times<P extends BuildPart>(item: P, amount: number): P {
  return { ...item, amount };
}

/** The part with some specifications changed (edge cases) — or removed, with `undefined`. */
export function withSpecs<P extends BuildPart>(item: P, specs: Partial<P['specs']>): P {
  return { ...item, specs: { ...item.specs, ...specs } };
}

// Cases

export const corsair4000DAirflow = part('case', 'case-4000d', 'Corsair 4000D Airflow', {
  towerSize: 'mid-tower',
  motherboardFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
  psuFormFactors: ['ATX'],
  maxGpuLengthMm: 360,
  maxCoolerHeightMm: 170,
  radiatorMounts: [120, 140, 240, 280, 360],
  fanMounts120: 7,
  fanMounts140: 4,
  bays35: 2,
  bays25: 2,
  bays525: 0,
  expansionSlots: 7,
  sidePanel: 'tempered-glass',
  colour: 'black',
});

export const coolerMasterNr200p = part('case', 'case-nr200p', 'Cooler Master MasterBox NR200P', {
  towerSize: 'small-form-factor',
  motherboardFormFactors: ['Mini-ITX'],
  psuFormFactors: ['SFX', 'SFX-L'],
  maxGpuLengthMm: 330,
  maxCoolerHeightMm: 155,
  radiatorMounts: [120, 240, 280],
  fanMounts120: 6,
  fanMounts140: 4,
  bays35: 1,
  bays25: 2,
  bays525: 0,
  expansionSlots: 3,
  sidePanel: 'tempered-glass',
  colour: 'black',
});

export const fractalDefineR5 = part('case', 'case-define-r5', 'Fractal Design Define R5', {
  towerSize: 'mid-tower',
  motherboardFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  psuFormFactors: ['ATX'],
  maxGpuLengthMm: 310,
  maxCoolerHeightMm: 180,
  radiatorMounts: [120, 140, 240, 280],
  fanMounts120: 7,
  fanMounts140: 7,
  bays35: 8,
  bays25: 2,
  bays525: 2,
  expansionSlots: 7,
  sidePanel: 'solid',
  colour: 'black',
});

// Processors

export const ryzen7800x3d = part('cpu', 'cpu-7800x3d', 'AMD Ryzen 7 7800X3D', {
  socket: 'AM5',
  cores: 8,
  threads: 16,
  baseClockGhz: 4.2,
  boostClockGhz: 5,
  tdpW: 120,
  peakPowerW: 162,
  integratedGraphics: true,
  memoryTypes: ['DDR5'],
  coolerIncluded: false,
  perfIndex: 100,
});

export const corei5_14600k = part('cpu', 'cpu-14600k', 'Intel Core i5-14600K', {
  socket: 'LGA1700',
  cores: 14,
  threads: 20,
  baseClockGhz: 3.5,
  boostClockGhz: 5.3,
  tdpW: 125,
  peakPowerW: 181,
  integratedGraphics: true,
  memoryTypes: ['DDR4', 'DDR5'],
  coolerIncluded: false,
  perfIndex: 84,
});

export const corei5_14400f = part('cpu', 'cpu-14400f', 'Intel Core i5-14400F', {
  socket: 'LGA1700',
  cores: 10,
  threads: 16,
  baseClockGhz: 2.5,
  boostClockGhz: 4.7,
  tdpW: 65,
  peakPowerW: 148,
  integratedGraphics: false,
  memoryTypes: ['DDR4', 'DDR5'],
  coolerIncluded: true,
  perfIndex: 72,
});

export const ryzen5_5600x = part('cpu', 'cpu-5600x', 'AMD Ryzen 5 5600X', {
  socket: 'AM4',
  cores: 6,
  threads: 12,
  baseClockGhz: 3.7,
  boostClockGhz: 4.6,
  tdpW: 65,
  peakPowerW: 88,
  integratedGraphics: false,
  memoryTypes: ['DDR4'],
  coolerIncluded: true,
  perfIndex: 62,
});

// Motherboards

export const strixB650A = part('motherboard', 'mb-b650a', 'ASUS ROG Strix B650-A Gaming WiFi', {
  socket: 'AM5',
  formFactor: 'ATX',
  chipset: 'B650',
  memoryType: 'DDR5',
  dimmSlots: 4,
  maxMemoryGb: 192,
  m2Slots: 3,
  pcieX16Slots: 2,
  pcieSlots: 3,
  sataPorts: 4,
  argbHeaders: 3,
  fanHeaders: 6,
  wifi: true,
  videoOutputs: ['HDMI', 'DisplayPort'],
});

export const magB660mMortarDdr4 = part('motherboard', 'mb-b660m', 'MSI MAG B660M Mortar DDR4', {
  socket: 'LGA1700',
  formFactor: 'Micro-ATX',
  chipset: 'B660',
  memoryType: 'DDR4',
  dimmSlots: 4,
  maxMemoryGb: 128,
  m2Slots: 2,
  pcieX16Slots: 2,
  pcieSlots: 3,
  sataPorts: 6,
  argbHeaders: 2,
  fanHeaders: 6,
  wifi: false,
  videoOutputs: ['HDMI', 'DisplayPort'],
});

export const strixB650EI = part('motherboard', 'mb-b650e-i', 'ASUS ROG Strix B650E-I Gaming WiFi', {
  socket: 'AM5',
  formFactor: 'Mini-ITX',
  chipset: 'B650E',
  memoryType: 'DDR5',
  dimmSlots: 2,
  maxMemoryGb: 96,
  m2Slots: 2,
  pcieX16Slots: 1,
  pcieSlots: 1,
  sataPorts: 2,
  argbHeaders: 1,
  fanHeaders: 3,
  wifi: true,
  videoOutputs: ['HDMI', 'USB-C'],
});

// Coolers

export const noctuaNhD15 = part('cooler', 'cooler-nh-d15', 'Noctua NH-D15', {
  kind: 'air',
  sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  heightMm: 165,
  fanSizeMm: 140,
  fans: 2,
  argb: false,
  tdpRatingW: 250,
});

export const noctuaNhL9i17xx = part('cooler', 'cooler-nh-l9i-17xx', 'Noctua NH-L9i-17xx', {
  kind: 'air',
  sockets: ['LGA1700', 'LGA1851'],
  heightMm: 37,
  fanSizeMm: 92,
  fans: 1,
  argb: false,
  tdpRatingW: 65,
});

export const liquidFreezer3_360 = part(
  'cooler',
  'cooler-lf3-360',
  'Arctic Liquid Freezer III 360 A-RGB',
  {
    kind: 'aio',
    sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
    radiatorMm: 360,
    fanSizeMm: 120,
    fans: 3,
    argb: true,
    tdpRatingW: 300,
  },
);

export const liquidFreezer3_420 = part(
  'cooler',
  'cooler-lf3-420',
  'Arctic Liquid Freezer III 420',
  {
    kind: 'aio',
    sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
    radiatorMm: 420,
    fanSizeMm: 140,
    fans: 3,
    argb: false,
    tdpRatingW: 350,
  },
);

// Memory (one kit per unit)

export const vengeanceDdr5_32 = part(
  'memory',
  'mem-vengeance-ddr5',
  'Corsair Vengeance DDR5 32 GB (2 × 16 GB) 6000 CL30',
  {
    type: 'DDR5',
    modules: 2,
    capacityGbPerModule: 16,
    speedMtps: 6000,
    casLatency: 30,
    argb: false,
  },
);

export const vengeanceLpxDdr4_16 = part(
  'memory',
  'mem-vengeance-lpx',
  'Corsair Vengeance LPX DDR4 16 GB (2 × 8 GB) 3200 CL16',
  {
    type: 'DDR4',
    modules: 2,
    capacityGbPerModule: 8,
    speedMtps: 3200,
    casLatency: 16,
    argb: false,
  },
);

export const tridentZ5Rgb32 = part(
  'memory',
  'mem-trident-z5-rgb',
  'G.Skill Trident Z5 RGB DDR5 32 GB (2 × 16 GB) 6000 CL36',
  {
    type: 'DDR5',
    modules: 2,
    capacityGbPerModule: 16,
    speedMtps: 6000,
    casLatency: 36,
    argb: true,
  },
);

// Graphics cards

export const rtx4090Fe = part('gpu', 'gpu-4090-fe', 'NVIDIA GeForce RTX 4090 Founders Edition', {
  chipset: 'GeForce RTX 4090',
  vramGb: 24,
  lengthMm: 304,
  slotWidth: 3,
  boardPowerW: 450,
  powerConnectors: ['16-pin'],
  outputs: ['HDMI', 'DisplayPort'],
  recommendedPsuW: 850,
  perfIndex: 100,
});

export const rogStrixRtx4090 = part('gpu', 'gpu-4090-strix', 'ASUS ROG Strix GeForce RTX 4090 OC', {
  chipset: 'GeForce RTX 4090',
  vramGb: 24,
  lengthMm: 358,
  slotWidth: 3.5,
  boardPowerW: 450,
  powerConnectors: ['16-pin'],
  outputs: ['HDMI', 'DisplayPort'],
  recommendedPsuW: 1000,
  perfIndex: 101,
});

export const rtx4060Ventus = part(
  'gpu',
  'gpu-4060-ventus',
  'MSI GeForce RTX 4060 Ventus 2X Black 8G OC',
  {
    chipset: 'GeForce RTX 4060',
    vramGb: 8,
    lengthMm: 199,
    slotWidth: 2,
    boardPowerW: 115,
    powerConnectors: ['8-pin'],
    outputs: ['HDMI', 'DisplayPort'],
    recommendedPsuW: 550,
    perfIndex: 30,
  },
);

export const rx7800xtPulse = part(
  'gpu',
  'gpu-7800xt-pulse',
  'Sapphire Pulse AMD Radeon RX 7800 XT',
  {
    chipset: 'Radeon RX 7800 XT',
    vramGb: 16,
    lengthMm: 280,
    slotWidth: 2.7,
    boardPowerW: 263,
    powerConnectors: ['8-pin', '8-pin'],
    outputs: ['HDMI', 'DisplayPort'],
    recommendedPsuW: 700,
    perfIndex: 55,
  },
);

// Storage

export const samsung990Pro2tb = part('storage', 'ssd-990-pro', 'Samsung 990 Pro 2 TB', {
  kind: 'ssd',
  interface: 'nvme',
  formFactor: 'M.2',
  capacityGb: 2000,
  readMBps: 7450,
  writeMBps: 6900,
});

export const samsung870Evo1tb = part('storage', 'ssd-870-evo', 'Samsung 870 EVO 1 TB', {
  kind: 'ssd',
  interface: 'sata',
  formFactor: '2.5',
  capacityGb: 1000,
  readMBps: 560,
  writeMBps: 530,
});

export const barracuda2tb = part(
  'storage',
  'hdd-barracuda',
  'Seagate BarraCuda 2 TB (ST2000DM008)',
  {
    kind: 'hdd',
    interface: 'sata',
    formFactor: '3.5',
    capacityGb: 2000,
    readMBps: 220,
    writeMBps: 220,
  },
);

// Power supplies

export const corsairCx550 = part('psu', 'psu-cx550', 'Corsair CX550 (2023)', {
  wattage: 550,
  formFactor: 'ATX',
  efficiency: '80+ Bronze',
  modular: 'none',
  pcieConnectors: { '6-pin': 0, '8-pin': 2, '16-pin': 0 },
});

export const corsairRm850x = part('psu', 'psu-rm850x', 'Corsair RM850x (2024)', {
  wattage: 850,
  formFactor: 'ATX',
  efficiency: '80+ Gold',
  modular: 'full',
  pcieConnectors: { '6-pin': 0, '8-pin': 4, '16-pin': 1 },
});

export const corsairRm1000x = part('psu', 'psu-rm1000x', 'Corsair RM1000x (2024)', {
  wattage: 1000,
  formFactor: 'ATX',
  efficiency: '80+ Gold',
  modular: 'full',
  pcieConnectors: { '6-pin': 0, '8-pin': 6, '16-pin': 1 },
});

export const corsairSf750 = part('psu', 'psu-sf750', 'Corsair SF750 Platinum', {
  wattage: 750,
  formFactor: 'SFX',
  efficiency: '80+ Platinum',
  modular: 'full',
  pcieConnectors: { '6-pin': 0, '8-pin': 4, '16-pin': 0 },
});

// Fans (one pack per unit)

export const arcticP12 = part('fan', 'fan-p12', 'Arctic P12 PWM PST', {
  sizeMm: 120,
  fansPerPack: 1,
  argb: false,
  airflowCfm: 56.3,
  noiseDba: 22.5,
});

export const arcticP14 = part('fan', 'fan-p14', 'Arctic P14 PWM PST', {
  sizeMm: 140,
  fansPerPack: 1,
  argb: false,
  airflowCfm: 72.8,
  noiseDba: 24.5,
});

export const arcticP12Argb3Pack = part(
  'fan',
  'fan-p12-argb-3',
  'Arctic P12 PWM PST A-RGB (3-pack)',
  {
    sizeMm: 120,
    fansPerPack: 3,
    argb: true,
    airflowCfm: 48.8,
    noiseDba: 22.5,
  },
);

// Lighting, optical drives, OS, monitors, accessories

export const phanteksNeonStrip = part(
  'lighting',
  'light-neon-400',
  'Phanteks Neon D-RGB LED strip 400 mm',
  {
    kind: 'strip',
    argb: true,
    lengthMm: 400,
  },
);

export const asusDrw24d5mt = part('optical-drive', 'odd-drw-24d5mt', 'ASUS DRW-24D5MT', {
  kind: 'dvd-rw',
  interface: 'sata',
  internal: true,
});

export const asusZenDriveV1m = part('optical-drive', 'odd-zendrive', 'ASUS ZenDrive V1M (USB)', {
  kind: 'dvd-rw',
  interface: 'usb',
  internal: false,
});

export const windows11Home = part('os', 'os-win11-home', 'Windows 11 Home', {
  edition: 'Windows 11 Home',
  licence: 'oem',
  architecture: '64-bit',
});

export const rogSwiftPg27aqdm = part('monitor', 'mon-pg27aqdm', 'ASUS ROG Swift OLED PG27AQDM', {
  sizeInch: 26.5,
  resolution: '2560x1440',
  refreshHz: 240,
  panel: 'OLED',
  inputs: ['HDMI', 'DisplayPort'],
});

export const dellE2216hv = part('monitor', 'mon-e2216hv', 'Dell E2216HV', {
  sizeInch: 21.5,
  resolution: '1920x1080',
  refreshHz: 60,
  panel: 'TN',
  inputs: ['VGA'],
});

export const archerTx3000e = part('accessory', 'acc-tx3000e', 'TP-Link Archer TX3000E', {
  kind: 'wifi-card',
  connection: 'pcie',
  pcieCard: true,
});

export const elgato4k60ProMk2 = part('accessory', 'acc-4k60-pro', 'Elgato 4K60 Pro MK.2', {
  kind: 'capture-card',
  connection: 'pcie',
  pcieCard: true,
});

export const soundBlasterAe5Plus = part(
  'accessory',
  'acc-ae-5-plus',
  'Creative Sound Blaster AE-5 Plus',
  {
    kind: 'sound-card',
    connection: 'pcie',
    pcieCard: true,
  },
);

export const logitechG502X = part('accessory', 'acc-g502-x', 'Logitech G502 X', {
  kind: 'mouse',
  connection: 'usb',
  pcieCard: false,
});

/** A complete, compatible high-end build: every rule passes. */
export const compatibleBuild = [
  corsair4000DAirflow,
  ryzen7800x3d,
  strixB650A,
  noctuaNhD15,
  vengeanceDdr5_32,
  rtx4090Fe,
  samsung990Pro2tb,
  corsairRm1000x,
  times(arcticP12, 3),
  windows11Home,
  rogSwiftPg27aqdm,
  logitechG502X,
] as const;
