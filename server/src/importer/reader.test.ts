import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportError } from './errors';
import { sampleFolder, sampleId } from './fixtures/sample';
import { openDataset, type ReadOutcome } from './reader';

const skipped = (outcomes: ReadOutcome[]) =>
  outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.reason]));

const copies: string[] = [];
function copyOfSample(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'opendb-'));
  copies.push(folder);
  cpSync(sampleFolder, folder, { recursive: true });
  return folder;
}
afterEach(() => {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('reading an OpenDB folder', () => {
  it('lists the category folders and builds the attribution from the licence, README and source', () => {
    const dataset = openDataset(sampleFolder);
    expect(dataset.categories).toContain('CPU');
    expect(dataset.categories).toContain('Webcam');
    expect(dataset.attribution).toBe(
      'Contains information from BuildCores OpenDB (test fixture) (commit 0123456789ab), made available under the ODC Attribution License (ODC-By), https://opendatacommons.org/licenses/by/1-0/',
    );
  });

  it('yields every valid part with its OpenDB id, validated against its schema', () => {
    const outcomes = [...openDataset(sampleFolder).files()];
    const cpu = outcomes.find((outcome) => outcome.ok && outcome.part.openDbCategory === 'CPU');
    expect(cpu).toMatchObject({
      ok: true,
      part: {
        openDbCategory: 'CPU',
        sourceId: sampleId('CPU', 1),
        file: `open-db/CPU/${sampleId('CPU', 1)}.json`,
      },
    });
    expect(outcomes).toHaveLength(61);
  });

  it('reports a file failing its schema, a file whose id is not its name and a category without a schema', () => {
    const reasons = skipped([...openDataset(sampleFolder).files()]);
    expect(reasons).toEqual([
      'CPU: invalid: /cores/total must be number,null',
      'CPU: opendb_id differs from the file name',
      'Webcam: no schema (schemas/Webcam.schema.json)',
    ]);
  });

  it('skips the files of a category the caller names, unread', () => {
    const outcomes = [
      ...openDataset(sampleFolder).files({
        skipCategory: (category) => (category === 'Webcam' ? 'category not sold' : null),
      }),
    ];
    expect(skipped(outcomes)).toContain('Webcam: category not sold');
  });

  it('reads at most the limit of each category', () => {
    const outcomes = [...openDataset(sampleFolder).files({ limitPerCategory: 1 })];
    expect(outcomes).toHaveLength(openDataset(sampleFolder).categories.length);
  });

  it('reports a file that is not JSON', () => {
    const folder = copyOfSample();
    writeFileSync(path.join(folder, 'open-db/CPU', `${sampleId('CPU', 8)}.json`), '{"metadata": ');
    const reasons = skipped([...openDataset(folder).files()]);
    expect(reasons.filter((reason) => reason.startsWith('CPU: invalid JSON'))).toHaveLength(1);
  });

  it('refuses a folder without a licence: the data could not be attributed', () => {
    const folder = copyOfSample();
    rmSync(path.join(folder, 'LICENSE.txt'));
    expect(() => openDataset(folder)).toThrow(ImportError);
    expect(() => openDataset(folder)).toThrow(/no licence file/);
  });

  it('refuses a folder that is not in the OpenDB layout', () => {
    expect(() => openDataset(path.join(sampleFolder, 'schemas'))).toThrow(
      /has no open-db\/ folder/,
    );
  });
});
