import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import {
  compatibleBuild,
  corsairCx550,
  corsairRm1000x,
  corsairRm850x,
  corsairSf750,
  ryzen7800x3d,
  rtx4060Ventus,
  rtx4090Fe,
  rx7800xtPulse,
  times,
  withSpecs,
} from './fixtures';
import { checkPsuConnectors, checkPsuWattage } from './psu';

const run = (rule: typeof checkPsuWattage, ...parts: BuildPart[]) => rule(indexBuild(parts));
const withConnectors = (
  psu: typeof corsairSf750,
  sixPin: number,
  eightPin: number,
  sixteenPin: number,
) =>
  withSpecs(psu, { pcieConnectors: { '6-pin': sixPin, '8-pin': eightPin, '16-pin': sixteenPin } });

describe('psu_underpowered', () => {
  it('flags a 550 W PSU under an RTX 4090 and a 7800X3D (612 W peak → 800 W recommended)', () => {
    expect(run(checkPsuWattage, ryzen7800x3d, rtx4090Fe, corsairCx550)).toEqual([
      {
        code: 'psu_underpowered',
        severity: 'error',
        parts: [corsairCx550.id, ryzen7800x3d.id, rtx4090Fe.id],
        params: { psu: 'Corsair CX550 (2023)', psuW: 550, peakW: 612, recommendedW: 800 },
      },
    ]);
  });

  it('passes a PSU of exactly the recommended wattage, fails one watt below', () => {
    const exact = withSpecs(corsairRm850x, { wattage: 800 });
    expect(run(checkPsuWattage, ryzen7800x3d, rtx4090Fe, exact)).toEqual([]);
    const short = withSpecs(corsairRm850x, { wattage: 799 });
    expect(run(checkPsuWattage, ryzen7800x3d, rtx4090Fe, short)).toHaveLength(1);
  });

  it('counts every part and amount: the complete build needs 900 W', () => {
    expect(run(checkPsuWattage, ...compatibleBuild)).toEqual([]);
    const parts = compatibleBuild.map((part) => (part.category === 'psu' ? corsairRm850x : part));
    expect(run(checkPsuWattage, ...parts)).toMatchObject([
      { params: { psuW: 850, peakW: 692, recommendedW: 900 } },
    ]);
    expect(run(checkPsuWattage, ryzen7800x3d, times(rtx4090Fe, 2), corsairRm1000x)).toHaveLength(1);
  });

  it("can't verify a PSU the estimate finds enough while a CPU's or a card's draw isn't listed", () => {
    const cpu = withSpecs(ryzen7800x3d, { peakPowerW: null });
    const gpu = withSpecs(rtx4060Ventus, { boardPowerW: null });
    expect(run(checkPsuWattage, cpu, gpu, corsairRm1000x)).toEqual([
      {
        code: 'psu_underpowered',
        severity: 'unverified',
        parts: [corsairRm1000x.id, ryzen7800x3d.id, rtx4060Ventus.id],
        params: { psu: 'Corsair RM1000x (2024)' },
        missing: ['cpu.peakPowerW', 'gpu.boardPowerW'],
      },
    ]);
    // The estimate counts the CPU at its 120 W TDP, a lower bound: a PSU short of even that is short.
    expect(run(checkPsuWattage, cpu, rtx4090Fe, corsairCx550)).toMatchObject([
      { severity: 'error', params: { peakW: 570, recommendedW: 750 } },
    ]);
  });

  it("doesn't read a graphics card's recommended PSU: an unlisted one changes nothing", () => {
    const gpu = withSpecs(rtx4090Fe, { recommendedPsuW: null });
    expect(run(checkPsuWattage, ryzen7800x3d, gpu, corsairRm1000x)).toEqual([]);
    expect(run(checkPsuWattage, ryzen7800x3d, gpu, corsairCx550)).toMatchObject([
      { severity: 'error', params: { recommendedW: 800 } },
    ]);
  });

  it('skips without a PSU or its wattage', () => {
    expect(run(checkPsuWattage, ryzen7800x3d, rtx4090Fe)).toEqual([]);
    const unknown = withSpecs(corsairCx550, { wattage: undefined });
    expect(run(checkPsuWattage, ryzen7800x3d, rtx4090Fe, unknown)).toEqual([]);
  });
});

describe('psu_missing_pcie_connectors', () => {
  it('flags an RTX 4090 (16-pin, 450 W → 3 × 8-pin through its adapter) on a PSU with 2 × 8-pin', () => {
    expect(run(checkPsuConnectors, rtx4090Fe, corsairCx550)).toEqual([
      {
        code: 'psu_missing_pcie_connectors',
        severity: 'error',
        parts: [corsairCx550.id, rtx4090Fe.id],
        params: {
          psu: 'Corsair CX550 (2023)',
          gpu: ['NVIDIA GeForce RTX 4090 Founders Edition'],
          required: ['1 × 16-pin'],
          available: ['2 × 8-pin'],
        },
      },
    ]);
  });

  it('feeds a 16-pin plug natively or through the adapter from enough 8-pin cables', () => {
    expect(run(checkPsuConnectors, rtx4090Fe, corsairRm850x)).toEqual([]);
    expect(run(checkPsuConnectors, rtx4090Fe, corsairSf750)).toEqual([]);
    expect(run(checkPsuConnectors, rtx4090Fe, withConnectors(corsairSf750, 0, 3, 0))).toEqual([]);
    const lowPower16Pin = withSpecs(rtx4060Ventus, { powerConnectors: ['16-pin'] });
    expect(run(checkPsuConnectors, lowPower16Pin, withConnectors(corsairSf750, 0, 2, 0))).toEqual(
      [],
    );
  });

  it('needs one 8-pin cable per 8-pin plug, equality passing', () => {
    expect(run(checkPsuConnectors, rx7800xtPulse, corsairCx550)).toEqual([]);
    expect(
      run(checkPsuConnectors, rx7800xtPulse, withConnectors(corsairCx550, 2, 1, 0)),
    ).toMatchObject([
      { params: { required: ['2 × 8-pin'], available: ['2 × 6-pin', '1 × 8-pin'] } },
    ]);
  });

  it('feeds a 6-pin plug from a 6+2 cable', () => {
    const sixPinCard = withSpecs(rtx4060Ventus, { powerConnectors: ['6-pin'] });
    expect(run(checkPsuConnectors, sixPinCard, withConnectors(corsairCx550, 0, 1, 0))).toEqual([]);
    expect(
      run(checkPsuConnectors, sixPinCard, withConnectors(corsairCx550, 0, 0, 0)),
    ).toMatchObject([{ params: { available: [0] } }]);
  });

  it('counts amounts: two RTX 4090s take the native cable and 3 of the 8-pin cables', () => {
    expect(run(checkPsuConnectors, times(rtx4090Fe, 2), corsairRm850x)).toEqual([]);
    expect(
      run(checkPsuConnectors, times(rtx4090Fe, 2), withConnectors(corsairRm850x, 0, 2, 1)),
    ).toHaveLength(1);
  });

  it('skips without a PSU; a card without plugs needs none, listed or not', () => {
    expect(run(checkPsuConnectors, rtx4090Fe)).toEqual([]);
    const busPowered = withSpecs(rtx4060Ventus, { powerConnectors: [] });
    expect(run(checkPsuConnectors, busPowered, withConnectors(corsairCx550, 0, 0, 0))).toEqual([]);
    const unlistedPlugs = withSpecs(corsairCx550, { pcieConnectors: null });
    expect(run(checkPsuConnectors, busPowered, unlistedPlugs)).toEqual([]);
  });

  it("can't verify a card on a PSU whose PCIe plugs aren't listed", () => {
    const unlistedPlugs = withSpecs(corsairCx550, { pcieConnectors: null });
    expect(run(checkPsuConnectors, rtx4060Ventus, unlistedPlugs)).toEqual([
      {
        code: 'psu_missing_pcie_connectors',
        severity: 'unverified',
        parts: [corsairCx550.id, rtx4060Ventus.id],
        params: {
          psu: 'Corsair CX550 (2023)',
          gpu: ['MSI GeForce RTX 4060 Ventus 2X Black 8G OC'],
        },
        missing: ['psu.pcieConnectors'],
      },
    ]);
  });

  it("can't verify a card whose plugs aren't listed, naming every card of the build", () => {
    const unlistedCard = withSpecs(rtx4090Fe, { powerConnectors: null });
    const busPowered = withSpecs(rtx4060Ventus, { powerConnectors: [] });
    expect(run(checkPsuConnectors, unlistedCard, busPowered, corsairRm1000x)).toEqual([
      {
        code: 'psu_missing_pcie_connectors',
        severity: 'unverified',
        parts: [corsairRm1000x.id, rtx4090Fe.id, rtx4060Ventus.id],
        params: {
          psu: 'Corsair RM1000x (2024)',
          gpu: [
            'NVIDIA GeForce RTX 4090 Founders Edition',
            'MSI GeForce RTX 4060 Ventus 2X Black 8G OC',
          ],
        },
        missing: ['gpu.powerConnectors'],
      },
    ]);
    const absentCard = withSpecs(rtx4090Fe, { powerConnectors: undefined });
    const unlistedPlugs = withSpecs(corsairCx550, { pcieConnectors: null });
    expect(run(checkPsuConnectors, absentCard, unlistedPlugs)).toMatchObject([
      { severity: 'unverified', missing: ['psu.pcieConnectors', 'gpu.powerConnectors'] },
    ]);
  });
});
