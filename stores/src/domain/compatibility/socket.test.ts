import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import {
  corei5_14600k,
  magB660mMortarDdr4,
  noctuaNhD15,
  noctuaNhL9i17xx,
  ryzen7800x3d,
  strixB650A,
  withSpecs,
} from './fixtures';
import { checkCoolerSocket, checkCpuSocket } from './socket';

const run = (rule: typeof checkCpuSocket, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('cpu_socket_mismatch', () => {
  it('flags an AM5 CPU on an LGA1700 board, naming both sockets', () => {
    expect(run(checkCpuSocket, ryzen7800x3d, magB660mMortarDdr4)).toEqual([
      {
        code: 'cpu_socket_mismatch',
        severity: 'error',
        parts: [ryzen7800x3d.id, magB660mMortarDdr4.id],
        params: {
          cpu: 'AMD Ryzen 7 7800X3D',
          cpuSocket: 'AM5',
          motherboard: 'MSI MAG B660M Mortar DDR4',
          motherboardSocket: 'LGA1700',
        },
      },
    ]);
  });

  it('passes matching sockets', () => {
    expect(run(checkCpuSocket, ryzen7800x3d, strixB650A)).toEqual([]);
    expect(run(checkCpuSocket, corei5_14600k, magB660mMortarDdr4)).toEqual([]);
  });

  it('skips without one of the two parts or without a socket', () => {
    expect(run(checkCpuSocket, ryzen7800x3d)).toEqual([]);
    expect(run(checkCpuSocket, magB660mMortarDdr4)).toEqual([]);
    expect(
      run(checkCpuSocket, withSpecs(ryzen7800x3d, { socket: undefined }), magB660mMortarDdr4),
    ).toEqual([]);
  });
});

describe('cooler_socket_unsupported', () => {
  it('flags an Intel-only cooler on an AM5 CPU', () => {
    const issues = run(checkCoolerSocket, noctuaNhL9i17xx, ryzen7800x3d, strixB650A);
    expect(issues).toMatchObject([
      {
        code: 'cooler_socket_unsupported',
        parts: [noctuaNhL9i17xx.id, ryzen7800x3d.id],
        params: {
          cooler: 'Noctua NH-L9i-17xx',
          socket: 'AM5',
          coolerSockets: ['LGA1700', 'LGA1851'],
        },
      },
    ]);
  });

  it('passes a cooler with a kit for the socket', () => {
    expect(run(checkCoolerSocket, noctuaNhD15, ryzen7800x3d)).toEqual([]);
    expect(run(checkCoolerSocket, noctuaNhL9i17xx, corei5_14600k)).toEqual([]);
  });

  it("reads the motherboard's socket while no CPU is chosen", () => {
    expect(run(checkCoolerSocket, noctuaNhL9i17xx, strixB650A)).toMatchObject([
      { parts: [noctuaNhL9i17xx.id, strixB650A.id], params: { socket: 'AM5' } },
    ]);
  });

  it('skips without a socket to check or without the cooler’s socket list', () => {
    expect(run(checkCoolerSocket, noctuaNhL9i17xx)).toEqual([]);
    expect(
      run(checkCoolerSocket, withSpecs(noctuaNhL9i17xx, { sockets: undefined }), ryzen7800x3d),
    ).toEqual([]);
  });
});
