import { checkCompatibility } from '@pcshop/stores/domain';
import type { BuildPart } from '@pcshop/stores/domain';
import { describe, expect, it } from 'vitest';
import { samplePart } from '../fixtures/sample';
import { mapCase } from './case';
import { mapCooler } from './cooler';
import { mapOpenDbPart, type MappedPart } from './index';
import { mapLighting } from './lighting';
import { mapMotherboard } from './motherboard';
import { DatasetGap } from './outcome';
import { mapPsu } from './psu';
import { mapStorage } from './storage';

/** The gap a mapper throws for a part that passed every check OpenDB's data allows. */
function gapOf(map: (raw: never) => unknown, raw: unknown): DatasetGap {
  try {
    map(raw as never);
  } catch (error) {
    if (error instanceof DatasetGap) return error;
    throw error;
  }
  throw new Error('the mapper returned');
}

/** A mapped part as a build line of one. */
function line(part: MappedPart, id: string): BuildPart {
  return {
    id,
    title: part.title,
    amount: 1,
    category: part.category,
    specs: part.specs,
  } as BuildPart;
}

describe('cases', () => {
  it('map every field OpenDB has; the radiator and fan mounts it lacks are unknown', () => {
    const part = mapCase(samplePart('PCCase', 1) as never);
    expect(part).toEqual({
      category: 'case',
      brand: 'Fractal Design',
      title: 'Fractal Design North',
      implausible: [],
      specs: {
        towerSize: 'mid-tower',
        motherboardFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
        psuFormFactors: ['ATX'],
        maxGpuLengthMm: 355,
        maxCoolerHeightMm: 170,
        radiatorMounts: null,
        fanMounts120: null,
        fanMounts140: null,
        bays35: 2,
        bays25: 3,
        bays525: 0,
        expansionSlots: 7,
        sidePanel: 'tempered-glass',
        colour: 'Black',
      },
    });
  });

  it('are imported without power supply form factors (unknown), an acrylic side panel as acrylic', () => {
    expect(mapCase(samplePart('PCCase', 2) as never).specs).toMatchObject({
      sidePanel: 'acrylic',
      bays525: null,
    });
    const part = mapCase(samplePart('PCCase', 3) as never);
    expect(part.specs).toMatchObject({ psuFormFactors: null });
    expect(part.implausible).toEqual(['caseWithoutPsuFormFactor']);
  });
});

describe('coolers', () => {
  it('map an AIO and an air cooler; the TDP rating OpenDB lacks is unknown', () => {
    expect(mapCooler(samplePart('CPUCooler', 1) as never)).toEqual({
      category: 'cooler',
      brand: 'Arctic',
      title: 'Arctic Liquid Freezer III 360 A-RGB',
      implausible: [],
      specs: {
        kind: 'aio',
        sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
        radiatorMm: 360,
        fanSizeMm: 120,
        fans: 3,
        argb: true,
        tdpRatingW: null,
      },
    });
    expect(mapCooler(samplePart('CPUCooler', 2) as never).specs).toMatchObject({
      kind: 'air',
      sockets: ['AM4', 'AM5', 'LGA1151', 'LGA1200', 'LGA1700'],
      heightMm: 165,
      fanSizeMm: 140,
      argb: false,
    });
  });

  it('are imported without their fan size (unknown), skipped without a socket we sell', () => {
    expect(mapCooler(samplePart('CPUCooler', 3) as never).specs).toMatchObject({
      sockets: ['LGA1200'],
      fanSizeMm: 92,
    });
    expect(
      mapOpenDbPart('CPUCooler', {
        ...(samplePart('CPUCooler', 3) as object),
        cpu_sockets: ['SP3'],
      }),
    ).toEqual({ ok: false, reason: 'cooler: no sold socket' });
    expect(mapCooler(samplePart('CPUCooler', 4) as never).specs).toMatchObject({ fanSizeMm: null });
  });

  it("import a fanless cooler with 0 fans, and read a liquid cooler's radiator-long fan as unknown", () => {
    const fanless = {
      ...(samplePart('CPUCooler', 4) as object),
      fanless: true,
      fan_quantity: null,
    };
    expect(mapCooler(fanless as never).specs).toMatchObject({ fans: 0, fanSizeMm: null });
    const aio = { ...(samplePart('CPUCooler', 1) as object), fan_size: 360 };
    expect(mapCooler(aio as never)).toMatchObject({
      implausible: ['coolerFanSizeOfRadiator'],
      specs: { radiatorMm: 360, fanSizeMm: null },
    });
  });
});

describe('storage', () => {
  it('maps a drive; the read and write speeds OpenDB lacks are unknown', () => {
    expect(mapStorage(samplePart('Storage', 1) as never)).toEqual({
      category: 'storage',
      brand: 'Samsung',
      title: 'Samsung 990 PRO 2TB',
      implausible: [],
      specs: {
        kind: 'ssd',
        interface: 'nvme',
        formFactor: 'M.2',
        capacityGb: 2000,
        readMBps: null,
        writeMBps: null,
      },
    });
  });

  it('skips hybrid drives and short M.2 drives', () => {
    expect(mapOpenDbPart('Storage', samplePart('Storage', 2))).toEqual({
      ok: false,
      reason: 'storage: drive type SSHD not sold',
    });
    expect(mapOpenDbPart('Storage', samplePart('Storage', 3))).toEqual({
      ok: false,
      reason: 'storage: form factor M.2-2242 not sold',
    });
  });
});

describe('motherboards and power supplies', () => {
  it('import a board without fan or ARGB headers listed, those facts unknown', () => {
    expect(mapMotherboard(samplePart('Motherboard', 4) as never).specs).toMatchObject({
      fanHeaders: null,
    });
  });

  it('read a 1000 W PSU listing 0 PCIe plugs as plugs unknown, not as none', () => {
    const psu = mapPsu(samplePart('PSU', 6) as never);
    expect(psu.specs).toMatchObject({ wattage: 1000, pcieConnectors: null });
    expect(psu.implausible).toEqual(['psuWithoutPciePlugs']);
    // A small PSU listing no plugs is taken at its word.
    const small = mapPsu({ ...(samplePart('PSU', 6) as object), wattage: 300 } as never);
    expect(small.specs).toMatchObject({ pcieConnectors: { '6-pin': 0, '8-pin': 0, '16-pin': 0 } });
    expect(small.implausible).toEqual([]);
  });
});

describe('unknown facts in a build', () => {
  it('are judged unverified, naming the fact, never refused', () => {
    const pcCase = mapCase(samplePart('PCCase', 3) as never);
    const cooler = mapCooler(samplePart('CPUCooler', 4) as never);
    const psu = mapPsu(samplePart('PSU', 6) as never);
    const board = mapMotherboard(samplePart('Motherboard', 4) as never);
    const gpu = mapOpenDbPart('GPU', samplePart('GPU', 1));
    if (!gpu.ok) throw new Error(gpu.reason);
    const issues = checkCompatibility([
      line(pcCase, 'case'),
      line(cooler, 'cooler'),
      line(psu, 'psu'),
      line(board, 'board'),
      line(gpu.part, 'gpu'),
    ]);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    const unverified = issues.map((issue) => [issue.code, issue.missing]);
    expect(unverified).toContainEqual(['psu_form_factor_mismatch', ['case.psuFormFactors']]);
    expect(unverified).toContainEqual(['psu_missing_pcie_connectors', ['psu.pcieConnectors']]);
  });
});

describe('lighting', () => {
  it('has nothing but a name in OpenDB', () => {
    expect(gapOf(mapLighting, samplePart('Lighting', 1)).reason).toBe(
      'lighting: kind, argb not in OpenDB',
    );
  });
});
