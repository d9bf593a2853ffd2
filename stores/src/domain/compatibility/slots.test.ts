import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import {
  archerTx3000e,
  barracuda2tb,
  elgato4k60ProMk2,
  logitechG502X,
  rtx4090Fe,
  samsung870Evo1tb,
  samsung990Pro2tb,
  soundBlasterAe5Plus,
  strixB650A,
  strixB650EI,
  times,
  withSpecs,
} from './fixtures';
import { checkM2Slots, checkPcieSlots } from './slots';

const run = (rule: typeof checkM2Slots, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('not_enough_m2_slots (Strix B650-A: 3 M.2)', () => {
  it('flags a fourth M.2 drive', () => {
    expect(run(checkM2Slots, times(samsung990Pro2tb, 4), strixB650A)).toEqual([
      {
        code: 'not_enough_m2_slots',
        severity: 'error',
        parts: [samsung990Pro2tb.id, strixB650A.id],
        params: { motherboard: 'ASUS ROG Strix B650-A Gaming WiFi', drives: 4, slots: 3 },
      },
    ]);
  });

  it('passes three (equality) and never counts 2.5" or 3.5" drives', () => {
    expect(run(checkM2Slots, times(samsung990Pro2tb, 3), strixB650A)).toEqual([]);
    expect(
      run(checkM2Slots, times(samsung870Evo1tb, 5), times(barracuda2tb, 5), strixB650A),
    ).toEqual([]);
  });

  it('skips without a board, and without M.2 drives when the slots are unknown', () => {
    expect(run(checkM2Slots, times(samsung990Pro2tb, 9))).toEqual([]);
    const noSlots = withSpecs(strixB650A, { m2Slots: null });
    expect(run(checkM2Slots, samsung870Evo1tb, barracuda2tb, noSlots)).toEqual([]);
  });

  it("can't verify M.2 drives on a board whose M.2 slots aren't listed", () => {
    const noSlots = withSpecs(strixB650A, { m2Slots: null });
    expect(run(checkM2Slots, samsung990Pro2tb, samsung870Evo1tb, noSlots)).toEqual([
      {
        code: 'not_enough_m2_slots',
        severity: 'unverified',
        parts: [samsung990Pro2tb.id, strixB650A.id],
        params: { motherboard: 'ASUS ROG Strix B650-A Gaming WiFi' },
        missing: ['motherboard.m2Slots'],
      },
    ]);
    const absent = withSpecs(strixB650A, { m2Slots: undefined });
    expect(run(checkM2Slots, times(samsung990Pro2tb, 9), absent)).toMatchObject([
      { severity: 'unverified', missing: ['motherboard.m2Slots'] },
    ]);
  });
});

describe('not_enough_pcie_slots', () => {
  it('flags a graphics card and a Wi-Fi card on a one-slot Mini-ITX board', () => {
    expect(run(checkPcieSlots, rtx4090Fe, archerTx3000e, strixB650EI)).toEqual([
      {
        code: 'not_enough_pcie_slots',
        severity: 'error',
        parts: [rtx4090Fe.id, archerTx3000e.id, strixB650EI.id],
        params: { motherboard: 'ASUS ROG Strix B650E-I Gaming WiFi', cards: 2, slots: 1 },
      },
    ]);
  });

  it('passes when the cards fill every slot (equality), ignoring USB accessories', () => {
    const cards = [rtx4090Fe, elgato4k60ProMk2, soundBlasterAe5Plus, times(logitechG502X, 2)];
    expect(run(checkPcieSlots, ...cards, strixB650A)).toEqual([]);
    expect(run(checkPcieSlots, ...cards, archerTx3000e, strixB650A)).toMatchObject([
      { params: { cards: 4, slots: 3 } },
    ]);
  });

  it('counts amounts: two graphics cards on a one-slot board', () => {
    expect(run(checkPcieSlots, times(rtx4090Fe, 2), strixB650EI)).toMatchObject([
      { params: { cards: 2, slots: 1 } },
    ]);
  });

  it('skips without a board, and without cards when the slots are unknown', () => {
    expect(run(checkPcieSlots, times(archerTx3000e, 9))).toEqual([]);
    const noSlots = withSpecs(strixB650EI, { pcieSlots: null });
    expect(run(checkPcieSlots, logitechG502X, noSlots)).toEqual([]);
  });

  it("can't verify expansion cards on a board whose PCIe slots aren't listed", () => {
    const noSlots = withSpecs(strixB650EI, { pcieSlots: null });
    expect(run(checkPcieSlots, rtx4090Fe, archerTx3000e, logitechG502X, noSlots)).toEqual([
      {
        code: 'not_enough_pcie_slots',
        severity: 'unverified',
        parts: [rtx4090Fe.id, archerTx3000e.id, strixB650EI.id],
        params: { motherboard: 'ASUS ROG Strix B650E-I Gaming WiFi' },
        missing: ['motherboard.pcieSlots'],
      },
    ]);
    const absent = withSpecs(strixB650EI, { pcieSlots: undefined });
    expect(run(checkPcieSlots, archerTx3000e, absent)).toMatchObject([
      { severity: 'unverified', parts: [archerTx3000e.id, strixB650EI.id] },
    ]);
  });
});
