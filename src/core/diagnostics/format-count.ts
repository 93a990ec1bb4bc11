/**
 * A whole number as messages write it: digits grouped by threes with commas (`25,000`), as
 * `toLocaleString('en-US')` writes a whole number.
 *
 * Why not toLocaleString: its first call sets up ICU's number formatting, about 10 ms of every CLI
 * run and build worker when a module builds a message at load time, and the output may not depend
 * on the machine's ICU data.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = String(Math.trunc(Math.abs(n)));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = end - 3 > 0 ? `,${digits.slice(end - 3, end)}${grouped}` : `${digits.slice(0, end)}${grouped}`;
  return n < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
