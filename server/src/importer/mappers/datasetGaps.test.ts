import { describe, expect, it } from 'vitest';
import { samplePart } from '../fixtures/sample';
import { mapCase } from './case';
import { mapCooler } from './cooler';
import { mapOpenDbPart } from './index';
import { mapLighting } from './lighting';
import { DatasetGap } from './outcome';
import { mapStorage } from './storage';

/** The gap a mapper throws for a part that passed every check OpenDB's data allows. */
function gapOf(map: (raw: never) => never, raw: unknown): DatasetGap {
  try {
    map(raw as never);
  } catch (error) {
    if (error instanceof DatasetGap) return error;
    throw error;
  }
  throw new Error('the mapper returned');
}

describe('cases', () => {
  it('map every field OpenDB has and stop at the radiator and fan mounts it lacks', () => {
    const gap = gapOf(mapCase, samplePart('PCCase', 1));
    expect(gap.reason).toBe('case: radiatorMounts, fanMounts120, fanMounts140 not in OpenDB');
    expect(gap.facts).toEqual({
      brand: 'Fractal Design',
      title: 'Fractal Design North',
      towerSize: 'mid-tower',
      motherboardFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      psuFormFactors: ['ATX'],
      maxGpuLengthMm: 355,
      maxCoolerHeightMm: 170,
      bays35: 2,
      bays25: 3,
      bays525: 0,
      expansionSlots: 7,
      sidePanel: 'tempered-glass',
      colour: 'Black',
    });
  });

  it('are skipped for a side panel we do not sell or unknown power supply sizes first', () => {
    expect(mapOpenDbPart('PCCase', samplePart('PCCase', 2))).toEqual({
      ok: false,
      reason: 'case: side panel Acrylic not sold',
    });
    expect(mapOpenDbPart('PCCase', samplePart('PCCase', 3))).toEqual({
      ok: false,
      reason: 'case: power supply form factors missing',
    });
  });
});

describe('coolers', () => {
  it('map an AIO and an air cooler and stop at the TDP rating OpenDB lacks', () => {
    const aio = gapOf(mapCooler, samplePart('CPUCooler', 1));
    expect(aio.reason).toBe('cooler: tdpRatingW not in OpenDB');
    expect(aio.facts).toEqual({
      brand: 'Arctic',
      title: 'Arctic Liquid Freezer III 360 A-RGB',
      kind: 'aio',
      sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
      radiatorMm: 360,
      fanSizeMm: 120,
      fans: 3,
      argb: true,
    });
    expect(gapOf(mapCooler, samplePart('CPUCooler', 2)).facts).toMatchObject({
      kind: 'air',
      sockets: ['AM4', 'AM5', 'LGA1700'],
      heightMm: 165,
      fanSizeMm: 140,
      argb: false,
    });
  });

  it('are skipped without a socket we sell or without their fan size', () => {
    expect(mapOpenDbPart('CPUCooler', samplePart('CPUCooler', 3))).toEqual({
      ok: false,
      reason: 'cooler: no sold socket',
    });
    expect(mapOpenDbPart('CPUCooler', samplePart('CPUCooler', 4))).toEqual({
      ok: false,
      reason: 'cooler: fan size missing',
    });
  });
});

describe('storage', () => {
  it('maps a drive and stops at the read and write speeds OpenDB lacks', () => {
    const gap = gapOf(mapStorage, samplePart('Storage', 1));
    expect(gap.reason).toBe('storage: readMBps, writeMBps not in OpenDB');
    expect(gap.facts).toEqual({
      brand: 'Samsung',
      title: 'Samsung 990 PRO 2TB',
      kind: 'ssd',
      interface: 'nvme',
      formFactor: 'M.2',
      capacityGb: 2000,
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

describe('lighting', () => {
  it('has nothing but a name in OpenDB', () => {
    expect(gapOf(mapLighting, samplePart('Lighting', 1)).reason).toBe(
      'lighting: kind, argb not in OpenDB',
    );
  });
});
