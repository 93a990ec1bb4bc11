import { describe, expect, it } from 'vitest';
import { maxTableRows } from '../../../../src/core/limits.ts';
import { codes, render } from '../render-helpers.ts';

const tableOf = (rows: number) => `| a |\n|---|\n${'| x |\n'.repeat(rows)}`;

describe('table', () => {
  it('renders a table of maxTableRows rows in full, as mdast-util-to-hast does', () => {
    const page = render(tableOf(maxTableRows));
    expect(codes(page)).toEqual([]);
    expect(page.html.split('<td>x</td>').length - 1).toBe(maxTableRows);
  });

  it('leaves out the rows past maxTableRows with render/table-too-long on the first one left out', () => {
    const page = render(tableOf(maxTableRows + 3));
    expect(codes(page)).toEqual([`render/table-too-long@${maxTableRows + 3}:1`]);
    expect(page.diagnostics[0]?.message).toBe('This table has 5,003 rows; a table shows at most 5,000, so the rest are left out. Split it into several tables or pages.');
    expect(page.html.split('<td>x</td>').length - 1).toBe(maxTableRows);
  });

  it('renders a small table with its header', () => {
    expect(render('| a |\n|---|\n| x |\n').html).toBe('<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>x</td>\n</tr>\n</tbody>\n</table>');
  });
});
