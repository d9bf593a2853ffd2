/** Answers kept per first argument: the latest few seconds (a search typed letter by letter). */
const KEPT_PER_FIRST = 4;

/**
 * A pure function's answers kept by its two arguments: the first by identity (an answer or a
 * computed array, never changed in place, dropped with it), the second by identity or value.
 */
export function memoOfTwo<A extends object, B, R>() {
  const answers = new WeakMap<A, Map<B, R>>();
  return (first: A, second: B, compute: (first: A, second: B) => R): R => {
    let bySecond = answers.get(first);
    if (!bySecond) {
      bySecond = new Map();
      answers.set(first, bySecond);
    }
    if (bySecond.has(second)) return bySecond.get(second)!;
    const answer = compute(first, second);
    bySecond.set(second, answer);
    if (bySecond.size > KEPT_PER_FIRST) bySecond.delete(bySecond.keys().next().value as B);
    return answer;
  };
}
