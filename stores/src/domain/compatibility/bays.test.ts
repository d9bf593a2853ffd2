import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import { checkDriveBays, checkOpticalBays } from './bays';
import {
  asusDrw24d5mt,
  asusZenDriveV1m,
  barracuda2tb,
  corsair4000DAirflow,
  fractalDefineR5,
  samsung870Evo1tb,
  samsung990Pro2tb,
  times,
  withSpecs,
} from './fixtures';

const run = (rule: typeof checkDriveBays, ...parts: BuildPart[]) => rule(indexBuild(parts));
const codes = (...parts: BuildPart[]) => run(checkDriveBays, ...parts).map((issue) => issue.code);

describe('not_enough_35_bays / not_enough_25_bays (4000D: 2 × 3.5", 2 × 2.5")', () => {
  it('flags a third 3.5" drive', () => {
    expect(run(checkDriveBays, corsair4000DAirflow, times(barracuda2tb, 3))).toEqual([
      {
        code: 'not_enough_35_bays',
        severity: 'error',
        parts: [barracuda2tb.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', drives: 3, bays: 2 },
      },
    ]);
  });

  it('passes when every bay is used (equality)', () => {
    expect(codes(corsair4000DAirflow, times(barracuda2tb, 2), times(samsung870Evo1tb, 2))).toEqual(
      [],
    );
  });

  it('puts 2.5" drives in free 3.5" bays once the 2.5" bays run out', () => {
    expect(codes(corsair4000DAirflow, barracuda2tb, times(samsung870Evo1tb, 3))).toEqual([]);
    expect(codes(corsair4000DAirflow, times(samsung870Evo1tb, 4))).toEqual([]);
    expect(run(checkDriveBays, corsair4000DAirflow, times(samsung870Evo1tb, 5))).toMatchObject([
      { code: 'not_enough_25_bays', params: { drives: 5, bays: 2, spare35: 2 } },
    ]);
    expect(codes(corsair4000DAirflow, times(barracuda2tb, 2), times(samsung870Evo1tb, 3))).toEqual([
      'not_enough_25_bays',
    ]);
  });

  it('reports both when both overflow, and never counts M.2 drives', () => {
    expect(codes(corsair4000DAirflow, times(barracuda2tb, 3), times(samsung870Evo1tb, 3))).toEqual([
      'not_enough_35_bays',
      'not_enough_25_bays',
    ]);
    expect(codes(corsair4000DAirflow, times(samsung990Pro2tb, 6))).toEqual([]);
  });

  it('skips without a case, or for drives of unknown form factor', () => {
    expect(codes(times(barracuda2tb, 9))).toEqual([]);
    expect(
      codes(corsair4000DAirflow, times(withSpecs(barracuda2tb, { formFactor: undefined }), 9)),
    ).toEqual([]);
  });

  it('can\'t verify 3.5" drives in a case whose 3.5" bays aren\'t listed', () => {
    const unlisted35 = withSpecs(corsair4000DAirflow, { bays35: null });
    expect(run(checkDriveBays, unlisted35, barracuda2tb)).toEqual([
      {
        code: 'not_enough_35_bays',
        severity: 'unverified',
        parts: [barracuda2tb.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow' },
        missing: ['case.bays35'],
      },
    ]);
    expect(run(checkDriveBays, unlisted35, times(samsung870Evo1tb, 2), samsung990Pro2tb)).toEqual(
      [],
    );
  });

  it("can't verify 2.5\" drives that might need bays that aren't listed", () => {
    const unlisted25 = withSpecs(corsair4000DAirflow, { bays25: null });
    expect(run(checkDriveBays, unlisted25, barracuda2tb, times(samsung870Evo1tb, 2))).toEqual([
      {
        code: 'not_enough_25_bays',
        severity: 'unverified',
        parts: [samsung870Evo1tb.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow' },
        missing: ['case.bays25'],
      },
    ]);
    const unlisted35 = withSpecs(corsair4000DAirflow, { bays35: null });
    expect(run(checkDriveBays, unlisted35, times(samsung870Evo1tb, 3))).toMatchObject([
      { code: 'not_enough_25_bays', severity: 'unverified', missing: ['case.bays35'] },
    ]);
    const unlisted = withSpecs(corsair4000DAirflow, { bays35: null, bays25: undefined });
    expect(run(checkDriveBays, unlisted, barracuda2tb, samsung870Evo1tb)).toEqual([
      {
        code: 'not_enough_35_bays',
        severity: 'unverified',
        parts: [barracuda2tb.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow' },
        missing: ['case.bays35'],
      },
      {
        code: 'not_enough_25_bays',
        severity: 'unverified',
        parts: [samsung870Evo1tb.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow' },
        missing: ['case.bays25', 'case.bays35'],
      },
    ]);
  });

  it('verifies 2.5" drives that fit the bays that are listed', () => {
    const unlisted25 = withSpecs(corsair4000DAirflow, { bays25: null });
    expect(run(checkDriveBays, unlisted25, barracuda2tb, samsung870Evo1tb)).toEqual([]);
    expect(run(checkDriveBays, unlisted25, times(samsung870Evo1tb, 2))).toEqual([]);
    const unlisted35 = withSpecs(corsair4000DAirflow, { bays35: null });
    expect(run(checkDriveBays, unlisted35, times(samsung870Evo1tb, 2))).toEqual([]);
  });

  it('still reports the 3.5" conflict beside an unverified 2.5" check', () => {
    const unlisted25 = withSpecs(corsair4000DAirflow, { bays25: null });
    const issues = run(checkDriveBays, unlisted25, times(barracuda2tb, 3), samsung870Evo1tb);
    expect(issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ['not_enough_25_bays', 'unverified'],
      ['not_enough_35_bays', 'error'],
    ]);
  });
});

describe('not_enough_optical_bays', () => {
  it('flags an internal drive in a case without 5.25" bays', () => {
    expect(run(checkOpticalBays, corsair4000DAirflow, asusDrw24d5mt)).toEqual([
      {
        code: 'not_enough_optical_bays',
        severity: 'error',
        parts: [asusDrw24d5mt.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', drives: 1, bays: 0 },
      },
    ]);
    expect(run(checkOpticalBays, fractalDefineR5, times(asusDrw24d5mt, 3))).toHaveLength(1);
  });

  it('passes up to the bays (equality) and never counts USB drives', () => {
    expect(run(checkOpticalBays, fractalDefineR5, times(asusDrw24d5mt, 2))).toEqual([]);
    expect(run(checkOpticalBays, corsair4000DAirflow, asusZenDriveV1m)).toEqual([]);
  });

  it("can't verify an internal drive in a case whose 5.25\" bays aren't listed", () => {
    const unlisted = withSpecs(fractalDefineR5, { bays525: null });
    expect(run(checkOpticalBays, unlisted, asusDrw24d5mt, asusZenDriveV1m)).toEqual([
      {
        code: 'not_enough_optical_bays',
        severity: 'unverified',
        parts: [asusDrw24d5mt.id, fractalDefineR5.id],
        params: { case: 'Fractal Design Define R5' },
        missing: ['case.bays525'],
      },
    ]);
    expect(run(checkOpticalBays, unlisted, asusZenDriveV1m)).toEqual([]);
  });

  it('reads the interface when `internal` is missing, skips when neither is known', () => {
    const sata = withSpecs(asusDrw24d5mt, { internal: undefined });
    expect(run(checkOpticalBays, corsair4000DAirflow, sata)).toHaveLength(1);
    const unknown = withSpecs(asusDrw24d5mt, { internal: undefined, interface: undefined });
    expect(run(checkOpticalBays, corsair4000DAirflow, unknown)).toEqual([]);
  });
});
