import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import { checkGpuRequired, checkMonitorConnection } from './display';
import {
  corei5_14400f,
  dellE2216hv,
  magB660mMortarDdr4,
  rogSwiftPg27aqdm,
  ryzen7800x3d,
  rtx4060Ventus,
  rtx4090Fe,
  strixB650A,
  strixB650EI,
  withSpecs,
} from './fixtures';

const run = (rule: typeof checkGpuRequired, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('gpu_required', () => {
  it('flags a CPU without integrated graphics and no graphics card', () => {
    expect(run(checkGpuRequired, corei5_14400f, magB660mMortarDdr4)).toEqual([
      {
        code: 'gpu_required',
        severity: 'error',
        parts: [corei5_14400f.id],
        params: { cpu: 'Intel Core i5-14400F' },
      },
    ]);
  });

  it('passes with a graphics card, or with integrated graphics', () => {
    expect(run(checkGpuRequired, corei5_14400f, rtx4060Ventus)).toEqual([]);
    expect(run(checkGpuRequired, ryzen7800x3d)).toEqual([]);
  });

  it('skips without a CPU or when its data doesn’t say', () => {
    expect(run(checkGpuRequired, magB660mMortarDdr4)).toEqual([]);
    expect(
      run(checkGpuRequired, withSpecs(corei5_14400f, { integratedGraphics: undefined })),
    ).toEqual([]);
  });
});

describe('monitor_no_compatible_connection', () => {
  it('flags a VGA-only monitor on a graphics card with HDMI and DisplayPort', () => {
    expect(run(checkMonitorConnection, rtx4090Fe, dellE2216hv)).toEqual([
      {
        code: 'monitor_no_compatible_connection',
        severity: 'error',
        parts: [dellE2216hv.id, rtx4090Fe.id],
        params: {
          monitor: 'Dell E2216HV',
          inputs: ['VGA'],
          source: ['NVIDIA GeForce RTX 4090 Founders Edition'],
          outputs: ['HDMI', 'DisplayPort'],
        },
      },
    ]);
  });

  it('passes a shared port, and flags only the monitors that have none', () => {
    expect(run(checkMonitorConnection, rtx4090Fe, rogSwiftPg27aqdm)).toEqual([]);
    const issues = run(checkMonitorConnection, rtx4090Fe, rogSwiftPg27aqdm, dellE2216hv);
    expect(issues.map((issue) => issue.parts[0])).toEqual([dellE2216hv.id]);
  });

  it("uses the motherboard's outputs for integrated graphics when there is no card", () => {
    expect(run(checkMonitorConnection, ryzen7800x3d, strixB650A, rogSwiftPg27aqdm)).toEqual([]);
    expect(run(checkMonitorConnection, ryzen7800x3d, strixB650A, dellE2216hv)).toMatchObject([
      {
        parts: [dellE2216hv.id, strixB650A.id, ryzen7800x3d.id],
        params: { source: [strixB650A.title] },
      },
    ]);
    const displayPortOnly = withSpecs(rogSwiftPg27aqdm, { inputs: ['DisplayPort'] });
    expect(run(checkMonitorConnection, ryzen7800x3d, strixB650EI, displayPortOnly)).toMatchObject([
      { params: { outputs: ['HDMI', 'USB-C'] } },
    ]);
  });

  it('skips when the outputs are not known yet: no card and no integrated graphics, or no board', () => {
    expect(run(checkMonitorConnection, corei5_14400f, magB660mMortarDdr4, dellE2216hv)).toEqual([]);
    expect(run(checkMonitorConnection, ryzen7800x3d, dellE2216hv)).toEqual([]);
    expect(run(checkMonitorConnection, dellE2216hv)).toEqual([]);
  });

  it("can't verify a monitor whose inputs, or a card whose outputs, aren't listed", () => {
    const noOutputs = withSpecs(rtx4090Fe, { outputs: null });
    expect(run(checkMonitorConnection, noOutputs, dellE2216hv)).toEqual([
      {
        code: 'monitor_no_compatible_connection',
        severity: 'unverified',
        parts: [dellE2216hv.id, rtx4090Fe.id],
        params: { monitor: 'Dell E2216HV', source: ['NVIDIA GeForce RTX 4090 Founders Edition'] },
        missing: ['gpu.outputs'],
      },
    ]);
    const noInputs = withSpecs(dellE2216hv, { inputs: null });
    expect(run(checkMonitorConnection, rtx4090Fe, noInputs)).toEqual([
      {
        code: 'monitor_no_compatible_connection',
        severity: 'unverified',
        parts: [dellE2216hv.id, rtx4090Fe.id],
        params: { monitor: 'Dell E2216HV', source: ['NVIDIA GeForce RTX 4090 Founders Edition'] },
        missing: ['monitor.inputs'],
      },
    ]);
    const absentOutputs = withSpecs(rtx4090Fe, { outputs: undefined });
    expect(run(checkMonitorConnection, absentOutputs, noInputs)).toMatchObject([
      { severity: 'unverified', missing: ['monitor.inputs', 'gpu.outputs'] },
    ]);
  });

  it("can't verify a monitor on integrated graphics when the board's outputs aren't listed", () => {
    const noOutputs = withSpecs(strixB650A, { videoOutputs: null });
    expect(run(checkMonitorConnection, ryzen7800x3d, noOutputs, rogSwiftPg27aqdm)).toEqual([
      {
        code: 'monitor_no_compatible_connection',
        severity: 'unverified',
        parts: [rogSwiftPg27aqdm.id, strixB650A.id, ryzen7800x3d.id],
        params: {
          monitor: 'ASUS ROG Swift OLED PG27AQDM',
          source: ['ASUS ROG Strix B650-A Gaming WiFi'],
        },
        missing: ['motherboard.videoOutputs'],
      },
    ]);
  });

  it("passes when a listed output matches, even if another card's outputs aren't listed", () => {
    const noOutputs = withSpecs(rtx4060Ventus, { outputs: null });
    expect(run(checkMonitorConnection, rtx4090Fe, noOutputs, rogSwiftPg27aqdm)).toEqual([]);
    expect(run(checkMonitorConnection, rtx4090Fe, noOutputs, dellE2216hv)).toMatchObject([
      { severity: 'unverified', missing: ['gpu.outputs'] },
    ]);
  });
});
