/**
 * How well `query` matches `label` (or `detail`): 0 when its characters do not all appear in
 * order; more for consecutive characters, word starts and a match in the label.
 */
export function fuzzyScore(query: string, label: string, detail = ''): number {
  const q = query.toLowerCase().replace(/\s+/g, '');
  const score = (text: string) => {
    const t = text.toLowerCase();
    let ti = 0;
    let total = 0;
    let streak = 0;
    for (const ch of q) {
      const found = t.indexOf(ch, ti);
      if (found < 0) return 0;
      streak = found === ti ? streak + 1 : 1;
      const wordStart = found === 0 || /[\s/._-]/.test(t[found - 1] ?? '');
      total += streak * 2 + (wordStart ? 3 : 0);
      ti = found + 1;
    }
    return total + (t.includes(q) ? 10 : 0);
  };
  return Math.max(score(label) * 1.5, score(detail));
}
