import { markCandidates, type BuildPart, type CandidateMark } from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { RecentlyUsed } from '../recentlyUsed';
import { memoPerPair } from './memoPerPair';

/** How many builds' marks a process keeps per database: the last ones asked for. */
const KEPT_BUILDS = 64;

/** A build's marks by candidate id, and the lists of candidates they hold every mark of. */
interface Memo {
  marks: Map<number, CandidateMark>;
  complete: WeakSet<readonly unknown[]>;
}

/** Per database, per build and facts revision. */
const memos = new WeakMap<Database, RecentlyUsed<string, Memo>>();

/**
 * Each candidate's mark against the build (markCandidates), by id. A candidate's mark depends
 * only on the facts of its part and of the build's, which change only with the facts revision: a
 * shopper paging, sorting or filtering a step with the same build gets the marks worked out once,
 * and later lists mark only the candidates not marked yet (a list of a category's facts, the same
 * array until the revision moves, is looked through once). `revision` is the revision both the
 * candidates' and the build's facts were read at, or null when they were read at different ones
 * (during an import): then nothing is kept.
 */
export function candidateMarks(
  db: Database,
  build: readonly BuildPart[],
  candidates: readonly { id: number; part: BuildPart }[],
  revision: number | null,
): ReadonlyMap<number, CandidateMark> {
  const memo = revision === null ? undefined : memoOf(db, build, revision);
  if (memo?.complete.has(candidates)) return memo.marks;
  const marks = memo?.marks ?? new Map<number, CandidateMark>();
  const unmarked = candidates.filter((candidate) => !marks.has(candidate.id));
  if (unmarked.length > 0) {
    const found = markCandidates(
      build,
      unmarked.map((candidate) => candidate.part),
    );
    unmarked.forEach((candidate, index) => marks.set(candidate.id, found[index]!));
  }
  memo?.complete.add(candidates);
  return marks;
}

/** The build's memo at the revision; the least recently asked is forgotten first. */
function memoOf(db: Database, build: readonly BuildPart[], revision: number): Memo {
  let byBuild = memos.get(db);
  if (!byBuild) {
    byBuild = new RecentlyUsed(KEPT_BUILDS);
    memos.set(db, byBuild);
  }
  // A candidate's mark depends on nothing else: not on the list, its category, filters or order.
  const key = `${revision}|${build.map((part) => `${part.id}x${part.amount}`).join('.')}`;
  let memo = byBuild.get(key);
  if (!memo) {
    memo = { marks: new Map(), complete: new WeakSet() };
    byBuild.set(key, memo);
  }
  return memo;
}

/** A list's candidates split by their marks, as PostgreSQL array literals of their ids. */
export interface CompatibilitySplit {
  /** The incompatible ones, the build's own parts aside. */
  hidden: { count: number; literal: string };
  kept: { count: number; literal: string };
}

/**
 * The candidates' ids split by the build's marks (candidateMarks' map) into incompatible and
 * kept, worked out once per marks and list of candidates (a category's facts, the same array until
 * the revision moves). `selected`: the build's own part ids, never hidden.
 */
export const compatibilitySplit = memoPerPair(
  (
    marks: ReadonlyMap<number, CandidateMark>,
    candidates: readonly { id: number; part: BuildPart }[],
    selected: ReadonlySet<string>,
  ): CompatibilitySplit => {
    const hide = incompatibleFlags(marks, candidates, selected);
    const hidden: number[] = [];
    const kept: number[] = [];
    candidates.forEach(({ id }, index) => (hide[index] ? hidden : kept).push(id));
    const of = (ids: number[]) => ({ count: ids.length, literal: `{${ids.join(',')}}` });
    return { hidden: of(hidden), kept: of(kept) };
  },
);

/**
 * For each candidate, in order, 1 when the build's marks make it incompatible (the build's own
 * parts aside, `selected`): worked out once per marks and list of candidates.
 */
export const incompatibleFlags = memoPerPair(
  (
    marks: ReadonlyMap<number, CandidateMark>,
    candidates: readonly { id: number; part: BuildPart }[],
    selected: ReadonlySet<string>,
  ): Uint8Array =>
    Uint8Array.from(candidates, ({ id, part }) =>
      !marks.get(id)!.compatible && !selected.has(part.id) ? 1 : 0,
    ),
);
