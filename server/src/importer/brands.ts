/**
 * One spelling per brand: OpenDB writes the same maker several ways (ASUS and Asus, G.SKILL and
 * G.Skill, SeaSonic and Seasonic). Spellings that agree in their letters and digits, ignoring
 * case, are one brand, shown in its most frequent spelling (ties: the alphabetically first).
 */
export function canonicalBrands(brands: Iterable<string>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const brand of brands) {
    const key = brandKey(brand);
    const spellings = counts.get(key) ?? new Map<string, number>();
    spellings.set(brand, (spellings.get(brand) ?? 0) + 1);
    counts.set(key, spellings);
  }
  const canonical = new Map<string, string>();
  for (const spellings of counts.values()) {
    const [preferred] = [...spellings].sort(
      ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0),
    );
    if (!preferred) continue;
    for (const spelling of spellings.keys()) canonical.set(spelling, preferred[0]);
  }
  return canonical;
}

function brandKey(brand: string): string {
  const letters = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  return letters || brand;
}
