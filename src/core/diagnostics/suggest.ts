/** Edit distance between two strings (Levenshtein), bounded for speed. */
export function editDistance(a: string, b: string, max = 8): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * The candidate closest to `input`, or undefined when none is close enough to be a likely typo.
 * Case differences count as one edit; `aliases` maps well-known other names to a candidate
 * (for example `twitter` → `x`).
 */
export function closestMatch(input: string, candidates: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | undefined {
  const alias = aliases[input.toLowerCase()];
  if (alias !== undefined && candidates.includes(alias)) return alias;
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = c.toLowerCase() === lower ? 0.5 : editDistance(lower, c.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(input.length / 3));
  return bestScore <= limit ? best : undefined;
}
