import { markCandidates, type BuildPart, type CandidateMark } from '@pcshop/stores/domain';
import type { Database } from '../../db/client';

/** How many builds' marks a process keeps per database: the last ones asked for. */
const KEPT_BUILDS = 64;

/** Per database, per build and facts revision: each candidate's mark by id. */
const memos = new WeakMap<Database, Map<string, Map<number, CandidateMark>>>();

/**
 * Each candidate's mark against the build (markCandidates), by id. A candidate's mark depends
 * only on the facts of its part and of the build's, which change only with the facts revision: a
 * shopper paging, sorting or filtering a step with the same build gets the marks worked out once,
 * and later lists mark only the candidates not marked yet. `revision` is the revision both the
 * candidates' and the build's facts were read at, or null when they were read at different ones
 * (during an import): then nothing is kept.
 */
export function candidateMarks(
  db: Database,
  build: readonly BuildPart[],
  candidates: readonly { id: number; part: BuildPart }[],
  revision: number | null,
): ReadonlyMap<number, CandidateMark> {
  let marks: Map<number, CandidateMark> | undefined;
  if (revision !== null) {
    let memo = memos.get(db);
    if (!memo) {
      memo = new Map();
      memos.set(db, memo);
    }
    const key = `${revision}|${build.map((part) => `${part.id}x${part.amount}`).join('.')}`;
    marks = memo.get(key);
    if (marks) {
      // The most recently asked last: the first is the one to forget.
      memo.delete(key);
    } else if (memo.size >= KEPT_BUILDS) {
      memo.delete(memo.keys().next().value!);
    }
    memo.set(key, (marks ??= new Map()));
  }
  const kept = marks ?? new Map<number, CandidateMark>();
  const unmarked = candidates.filter((candidate) => !kept.has(candidate.id));
  if (unmarked.length > 0) {
    const found = markCandidates(
      build,
      unmarked.map((candidate) => candidate.part),
    );
    unmarked.forEach((candidate, index) => kept.set(candidate.id, found[index]!));
  }
  return kept;
}
