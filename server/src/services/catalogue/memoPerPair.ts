/**
 * `compute`, worked out once per pair of objects and kept as long as both are: for values derived
 * from objects that stand for one revision of the facts (a category's facts, its prices, a build's
 * marks), forgotten with them. Further arguments must follow from the pair: they are not keys.
 */
export function memoPerPair<A extends object, B extends object, Rest extends unknown[], V>(
  compute: (a: A, b: B, ...rest: Rest) => V,
): (a: A, b: B, ...rest: Rest) => V {
  const kept = new WeakMap<A, WeakMap<B, V>>();
  return (a, b, ...rest) => {
    let byB = kept.get(a);
    if (!byB) {
      byB = new WeakMap();
      kept.set(a, byB);
    }
    if (!byB.has(b)) byB.set(b, compute(a, b, ...rest));
    return byB.get(b)!;
  };
}
