import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import {
  coolerMasterNr200p,
  corsair4000DAirflow,
  corsairRm850x,
  corsairSf750,
  fractalDefineR5,
  magB660mMortarDdr4,
  strixB650A,
  strixB650EI,
  withSpecs,
} from './fixtures';
import { checkMotherboardSize, checkPsuFormFactor } from './form-factor';

const run = (rule: typeof checkMotherboardSize, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('motherboard_too_big', () => {
  it('flags an ATX board in a Mini-ITX case', () => {
    expect(run(checkMotherboardSize, strixB650A, coolerMasterNr200p)).toEqual([
      {
        code: 'motherboard_too_big',
        severity: 'error',
        parts: [strixB650A.id, coolerMasterNr200p.id],
        params: {
          motherboard: 'ASUS ROG Strix B650-A Gaming WiFi',
          formFactor: 'ATX',
          case: 'Cooler Master MasterBox NR200P',
          caseFormFactor: 'Mini-ITX',
        },
      },
    ]);
  });

  it('passes boards the case lists, and smaller ones whose holes nest in a listed size', () => {
    expect(run(checkMotherboardSize, strixB650A, corsair4000DAirflow)).toEqual([]);
    expect(run(checkMotherboardSize, strixB650EI, coolerMasterNr200p)).toEqual([]);
    const atxOnly = withSpecs(fractalDefineR5, { motherboardFormFactors: ['ATX'] });
    expect(run(checkMotherboardSize, magB660mMortarDdr4, atxOnly)).toEqual([]);
  });

  it('skips without the case, the board or their form factors', () => {
    expect(run(checkMotherboardSize, strixB650A)).toEqual([]);
    expect(run(checkMotherboardSize, coolerMasterNr200p)).toEqual([]);
    const unknown = withSpecs(coolerMasterNr200p, { motherboardFormFactors: undefined });
    expect(run(checkMotherboardSize, strixB650A, unknown)).toEqual([]);
    const noFormFactor = withSpecs(strixB650A, { formFactor: undefined });
    expect(run(checkMotherboardSize, noFormFactor, coolerMasterNr200p)).toEqual([]);
  });
});

describe('psu_form_factor_mismatch', () => {
  it('flags an ATX PSU in an SFX case and an SFX PSU in a case that lists only ATX', () => {
    expect(run(checkPsuFormFactor, corsairRm850x, coolerMasterNr200p)).toMatchObject([
      {
        code: 'psu_form_factor_mismatch',
        parts: [corsairRm850x.id, coolerMasterNr200p.id],
        params: { formFactor: 'ATX', caseFormFactors: ['SFX', 'SFX-L'] },
      },
    ]);
    expect(run(checkPsuFormFactor, corsairSf750, corsair4000DAirflow)).toMatchObject([
      { code: 'psu_form_factor_mismatch', params: { formFactor: 'SFX' } },
    ]);
  });

  it('passes a form factor the case lists', () => {
    expect(run(checkPsuFormFactor, corsairSf750, coolerMasterNr200p)).toEqual([]);
    expect(run(checkPsuFormFactor, corsairRm850x, corsair4000DAirflow)).toEqual([]);
  });

  it("can't verify a PSU in a case that lists no power supply form factor", () => {
    const unlisted = withSpecs(coolerMasterNr200p, { psuFormFactors: null });
    expect(run(checkPsuFormFactor, corsairRm850x, unlisted)).toEqual([
      {
        code: 'psu_form_factor_mismatch',
        severity: 'unverified',
        parts: [corsairRm850x.id, coolerMasterNr200p.id],
        params: { psu: 'Corsair RM850x (2024)', case: 'Cooler Master MasterBox NR200P' },
        missing: ['case.psuFormFactors'],
      },
    ]);
    expect(run(checkPsuFormFactor, unlisted)).toEqual([]);
  });

  it('skips without a PSU or its form factor', () => {
    expect(run(checkPsuFormFactor, coolerMasterNr200p)).toEqual([]);
    expect(
      run(
        checkPsuFormFactor,
        withSpecs(corsairRm850x, { formFactor: undefined }),
        coolerMasterNr200p,
      ),
    ).toEqual([]);
  });
});
