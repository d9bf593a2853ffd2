import { describe, expect, it } from 'vitest';
import { markCandidates, toBuildPart } from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { candidateMarks } from './candidateMarks';

/** Only the key of the marks kept per database: a test's own object. */
const db = () => ({}) as Database;

/** The marks of the boards, in their order. */
const marksOf = (...args: Parameters<typeof candidateMarks>) => {
  const marks = candidateMarks(...args);
  return args[2].map((candidate) => marks.get(candidate.id)!);
};

const board = (id: number, socket: string) => ({
  id,
  part: toBuildPart(
    {
      id,
      title: `Board ${id}`,
      category: 'motherboard',
      specs: { socket, formFactor: 'ATX', memoryType: 'DDR5', dimmSlots: 4, maxMemoryGb: 192 },
    },
    1,
  ),
});

const cpu = toBuildPart(
  {
    id: 1,
    title: 'AMD Ryzen 7 7800X3D',
    category: 'cpu',
    specs: { socket: 'AM5', memoryTypes: ['DDR5'], cores: 8, threads: 16, perfIndex: 100 },
  },
  1,
);
const boards = [board(10, 'AM5'), board(11, 'LGA1700'), board(12, 'AM5')];

describe('candidateMarks', () => {
  it('marks as markCandidates does', () => {
    const marks = marksOf(db(), [cpu], boards, 7);
    expect(marks).toEqual(
      markCandidates(
        [cpu],
        boards.map((candidate) => candidate.part),
      ),
    );
    expect(marks.map((mark) => mark.compatible)).toEqual([true, false, true]);
  });

  it('works a build out once per facts revision, and only the candidates not marked yet', () => {
    const database = db();
    const first = marksOf(database, [cpu], boards.slice(0, 2), 7);
    const again = marksOf(database, [cpu], boards, 7);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(again[2]).toMatchObject({ id: '12', compatible: true });

    const otherAmount = marksOf(database, [{ ...cpu, amount: 2 }], boards, 7);
    expect(otherAmount[0]).not.toBe(first[0]);
    const nextRevision = marksOf(database, [cpu], boards, 8);
    expect(nextRevision[0]).not.toBe(first[0]);
    expect(nextRevision).toEqual(again);
  });

  it('keeps nothing when the build and the candidates were read at different revisions', () => {
    const database = db();
    const first = marksOf(database, [cpu], boards, null);
    expect(first.map((mark) => mark.compatible)).toEqual([true, false, true]);
    expect(marksOf(database, [cpu], boards, null)[0]).not.toBe(first[0]);
  });

  it('keeps the last 64 builds', () => {
    const database = db();
    const first = marksOf(database, [cpu], boards, 1);
    for (let revision = 2; revision <= 64; revision++) {
      marksOf(database, [cpu], boards, revision);
    }
    expect(marksOf(database, [cpu], boards, 1)[0]).toBe(first[0]);
    for (let revision = 65; revision <= 129; revision++) {
      marksOf(database, [cpu], boards, revision);
    }
    expect(marksOf(database, [cpu], boards, 1)[0]).not.toBe(first[0]);
  });
});
