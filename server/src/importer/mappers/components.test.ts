import { describe, expect, it } from 'vitest';
import { samplePart } from '../fixtures/sample';
import { cpuModelKey } from './cpuPerformance';
import { gpuChipsetEntry } from './gpuPerformance';
import { mapOpenDbPart, type MapOutcome } from './index';

const map = (openDbCategory: string, n: number): MapOutcome =>
  mapOpenDbPart(openDbCategory, samplePart(openDbCategory, n));

/** A fixture part with some of its fields replaced, mapped. */
const mapChanged = (openDbCategory: string, n: number, changes: object): MapOutcome =>
  mapOpenDbPart(openDbCategory, { ...(samplePart(openDbCategory, n) as object), ...changes });

describe('CPU mapping', () => {
  it('maps a sold CPU to our specifications with its performance index', () => {
    expect(map('CPU', 1)).toEqual({
      ok: true,
      part: {
        category: 'cpu',
        brand: 'AMD',
        title: 'AMD Ryzen 7 7800X3D',
        implausible: [],
        specs: {
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
        },
      },
    });
  });

  it('reads an F model as its model without graphics and sorts the memory types', () => {
    const outcome = map('CPU', 2);
    expect(outcome).toMatchObject({
      ok: true,
      part: {
        specs: {
          socket: 'LGA1700',
          perfIndex: 84,
          integratedGraphics: false,
          memoryTypes: ['DDR4', 'DDR5'],
        },
      },
    });
  });

  it("takes AMD's 1.35 × TDP package power when OpenDB leaves PPT at 0", () => {
    expect(map('CPU', 3)).toMatchObject({
      ok: true,
      part: { specs: { tdpW: 65, peakPowerW: 88, perfIndex: 60, coolerIncluded: true } },
    });
  });

  it('imports an Intel CPU without its PL2, its peak power unknown rather than estimated', () => {
    expect(map('CPU', 6)).toMatchObject({ ok: true, part: { specs: { peakPowerW: null } } });
  });

  it('imports a CPU on an older socket, named as ours', () => {
    expect(map('CPU', 4)).toMatchObject({ ok: true, part: { specs: { socket: 'LGA1200' } } });
    expect(mapChanged('CPU', 4, { socket: 'LGA 1151' })).toMatchObject({
      ok: true,
      part: { specs: { socket: 'LGA1151' } },
    });
  });

  it('imports a CPU missing from the performance table with its perfIndex unknown', () => {
    const athlon = { name: 'AMD Athlon X4 950', manufacturer: 'AMD' };
    expect(cpuModelKey(athlon.name)).toBeNull();
    expect(mapChanged('CPU', 5, { metadata: athlon })).toMatchObject({
      ok: true,
      part: { title: athlon.name, specs: { socket: 'AM4', perfIndex: null } },
    });
  });

  it('imports a DDR3-only CPU, and one listing no memory type with its memory types unknown', () => {
    const memory = (types: string[]) => ({
      ...(samplePart('CPU', 4) as { specifications: object }).specifications,
      memory: { types },
    });
    expect(mapChanged('CPU', 4, { specifications: memory(['DDR3']) })).toMatchObject({
      ok: true,
      part: { specs: { memoryTypes: ['DDR3'] } },
    });
    expect(mapChanged('CPU', 4, { specifications: memory([]) })).toMatchObject({
      ok: true,
      part: { specs: { memoryTypes: null } },
    });
  });

  it('skips a CPU on a socket no board of ours has', () => {
    expect(mapChanged('CPU', 4, { socket: 'SP3' })).toEqual({
      ok: false,
      reason: 'cpu: socket SP3 not sold',
    });
  });
});

describe('GPU mapping', () => {
  it('maps a card with its chipset facts, plugs and outputs', () => {
    expect(map('GPU', 2)).toEqual({
      ok: true,
      part: {
        category: 'gpu',
        brand: 'Sapphire',
        title: 'Sapphire PULSE Radeon RX 7800 XT 16GB',
        implausible: [],
        specs: {
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
      },
    });
  });

  it('tells the memory variants of a chipset apart by the card memory', () => {
    expect(map('GPU', 4)).toMatchObject({
      ok: true,
      part: { specs: { chipset: 'GeForce RTX 5060 Ti 8 GB', perfIndex: 37 } },
    });
    expect(map('GPU', 7)).toMatchObject({
      ok: true,
      part: { specs: { chipset: 'GeForce RTX 3060 12 GB', perfIndex: 27 } },
    });
  });

  it('imports a chipset missing from the performance table with its figures unknown', () => {
    const chipset = 'GeForce GT 210';
    expect(gpuChipsetEntry(chipset, 1)).toBeNull();
    expect(mapChanged('GPU', 3, { chipset, memory: 1 })).toMatchObject({
      ok: true,
      part: { specs: { chipset, vramGb: 1, recommendedPsuW: null, perfIndex: null } },
    });
  });

  it('imports a card without its board power, that unknown', () => {
    expect(mapChanged('GPU', 3, { tdp: null })).toMatchObject({
      ok: true,
      part: { specs: { boardPowerW: null } },
    });
  });

  it('reads a card drawing more than the slot gives with no plugs listed as plugs unknown', () => {
    expect(map('GPU', 5)).toEqual({
      ok: true,
      part: {
        category: 'gpu',
        brand: 'XFX',
        title: 'XFX Speedster SWFT 210 Radeon RX 7600 8GB',
        implausible: ['gpuWithoutPowerPlugs'],
        specs: {
          chipset: 'Radeon RX 7600',
          vramGb: 8,
          lengthMm: 240,
          slotWidth: 2,
          boardPowerW: 165,
          powerConnectors: null,
          outputs: ['HDMI', 'DisplayPort'],
          recommendedPsuW: 550,
          perfIndex: 28,
        },
      },
    });
  });

  it('takes a card within the slot power at its word when it lists no plugs', () => {
    expect(mapChanged('GPU', 5, { tdp: 75 })).toMatchObject({
      ok: true,
      part: { implausible: [], specs: { boardPowerW: 75, powerConnectors: [] } },
    });
  });

  it('imports a card whose plugs, length and slot width are not listed, those unknown', () => {
    expect(
      mapChanged('GPU', 2, { power_connectors: null, length: null, total_slot_width: 0 }),
    ).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { powerConnectors: null, lengthMm: null, slotWidth: null, boardPowerW: 263 },
      },
    });
  });

  it('imports a card listing no video output, its outputs unknown', () => {
    expect(map('GPU', 6)).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { chipset: 'GeForce RTX 5090', outputs: null, powerConnectors: ['16-pin'] },
      },
    });
  });
});

describe('motherboard mapping', () => {
  it('maps slots, headers, Wi-Fi and the rear video outputs', () => {
    expect(map('Motherboard', 1)).toEqual({
      ok: true,
      part: {
        category: 'motherboard',
        brand: 'MSI',
        title: 'MSI MAG B650 TOMAHAWK WIFI',
        implausible: [],
        specs: {
          socket: 'AM5',
          formFactor: 'ATX',
          chipset: 'B650',
          memoryType: 'DDR5',
          dimmSlots: 4,
          maxMemoryGb: 256,
          m2Slots: 3,
          pcieX16Slots: 2,
          pcieSlots: 3,
          sataPorts: 6,
          argbHeaders: 3,
          fanHeaders: 8,
          wifi: true,
          videoOutputs: ['HDMI', 'DisplayPort'],
        },
      },
    });
  });

  it('counts a USB-C port as a video output only when it carries DisplayPort', () => {
    expect(map('Motherboard', 2)).toMatchObject({
      ok: true,
      part: { specs: { videoOutputs: ['HDMI', 'DisplayPort', 'USB-C'], m2Slots: 3 } },
    });
  });

  it('reads Wi-Fi from the model name when OpenDB has no wireless field', () => {
    expect(map('Motherboard', 2)).toMatchObject({ ok: true, part: { specs: { wifi: true } } });
    expect(map('Motherboard', 5)).toMatchObject({
      ok: true,
      part: { specs: { wifi: false, formFactor: 'Mini-ITX', fanHeaders: 3 } },
    });
  });

  it('imports a board on an older socket, named as ours', () => {
    expect(map('Motherboard', 3)).toMatchObject({
      ok: true,
      part: { specs: { socket: 'LGA1200' } },
    });
    expect(mapChanged('Motherboard', 3, { socket: 'LGA 1151' })).toMatchObject({
      ok: true,
      part: { specs: { socket: 'LGA1151' } },
    });
    expect(mapChanged('Motherboard', 3, { socket: 'TR4' })).toMatchObject({
      ok: true,
      part: { specs: { socket: 'sTR4' } },
    });
  });

  it('skips dual-socket boards, CPUs soldered on and the narrow LGA 2011-3 mounting', () => {
    for (const socket of ['2 x LGA 2011', 'Integrated Atom', 'LGA 2011-3 Narrow']) {
      expect(mapChanged('Motherboard', 3, { socket })).toEqual({
        ok: false,
        reason: `motherboard: socket ${socket} not sold`,
      });
    }
  });

  it('imports a board without fan and ARGB header counts, those unknown', () => {
    expect(map('Motherboard', 4)).toEqual({
      ok: true,
      part: {
        category: 'motherboard',
        brand: 'Gigabyte',
        title: 'Gigabyte B650M DS3H',
        implausible: [],
        specs: {
          socket: 'AM5',
          formFactor: 'Micro-ATX',
          chipset: 'B650',
          memoryType: 'DDR5',
          dimmSlots: 4,
          maxMemoryGb: 192,
          m2Slots: 2,
          pcieX16Slots: 1,
          pcieSlots: 3,
          sataPorts: 4,
          argbHeaders: null,
          fanHeaders: null,
          wifi: false,
          videoOutputs: ['HDMI', 'DisplayPort'],
        },
      },
    });
  });

  it('imports a board without PCIe slots, SATA ports or rear ports listed, those unknown', () => {
    expect(
      mapChanged('Motherboard', 1, {
        pcie_slots: [],
        storage_devices: null,
        back_panel_ports: null,
      }),
    ).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { pcieX16Slots: null, pcieSlots: null, sataPorts: null, videoOutputs: null },
      },
    });
  });
});

describe('memory mapping', () => {
  it('maps a kit: modules, size per module, speed, latency, ARGB', () => {
    expect(map('RAM', 1)).toEqual({
      ok: true,
      part: {
        category: 'memory',
        brand: 'G.Skill',
        title: 'G.Skill Trident Z5 RGB DDR5-6000 CL30 32GB (2x16GB)',
        implausible: [],
        specs: {
          type: 'DDR5',
          modules: 2,
          capacityGbPerModule: 16,
          speedMtps: 6000,
          casLatency: 30,
          argb: true,
        },
      },
    });
  });

  it('takes the rgb flag when the lighting tags say nothing', () => {
    expect(map('RAM', 2)).toMatchObject({
      ok: true,
      part: { specs: { type: 'DDR4', argb: false } },
    });
  });

  it('imports a DDR3 kit', () => {
    expect(map('RAM', 3)).toMatchObject({ ok: true, part: { specs: { type: 'DDR3' } } });
  });

  it('skips laptop modules', () => {
    expect(map('RAM', 4)).toEqual({
      ok: false,
      reason: 'memory: form factor 262-pin SO-DIMM not sold',
    });
  });

  it('imports a kit whose lighting or latency is not listed, those unknown', () => {
    expect(map('RAM', 5)).toMatchObject({
      ok: true,
      part: { implausible: [], specs: { speedMtps: 6400, casLatency: 32, argb: null } },
    });
    expect(mapChanged('RAM', 1, { cas_latency: 0 })).toMatchObject({
      ok: true,
      part: { specs: { casLatency: null, argb: true } },
    });
  });
});

describe('power supply mapping', () => {
  it('maps wattage, form factor, certificate, modularity and GPU plugs', () => {
    expect(map('PSU', 1)).toEqual({
      ok: true,
      part: {
        category: 'psu',
        brand: 'Corsair',
        title: 'Corsair RM850x (2024) 850 W 80+ Gold Fully Modular',
        implausible: [],
        specs: {
          wattage: 850,
          formFactor: 'ATX',
          efficiency: '80+ Gold',
          modular: 'full',
          pcieConnectors: { '6-pin': 0, '8-pin': 4, '16-pin': 1 },
        },
      },
    });
  });

  it('reads "80+ Standard" as the base 80 PLUS certificate', () => {
    expect(map('PSU', 2)).toMatchObject({
      ok: true,
      part: { specs: { efficiency: '80+ White', modular: 'none' } },
    });
  });

  it('imports a unit whose certificate, modularity and plugs are not listed, those unknown', () => {
    expect(
      mapChanged('PSU', 1, { efficiency_rating: null, modular: null, connectors: null }),
    ).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { wattage: 850, efficiency: null, modular: null, pcieConnectors: null },
      },
    });
  });

  it('reads an 80+ Silver certificate', () => {
    expect(map('PSU', 3)).toMatchObject({
      ok: true,
      part: { specs: { efficiency: '80+ Silver' } },
    });
  });

  it('skips a form factor we do not sell', () => {
    expect(map('PSU', 4)).toEqual({ ok: false, reason: 'psu: form factor TFX not sold' });
  });
});
