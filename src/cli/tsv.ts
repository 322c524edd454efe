/**
 * Reads the public data in ../shared/data (tab-separated, first line the column names) for the
 * scripts that rebuild content/ from it: `tsvColumns(path, ['Title', 'Task'])` gives each row's
 * cells of those columns, trimmed, in that order.
 */
import { readFileSync } from 'node:fs';

export function tsvColumns(path: string, columns: string[]): string[][] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0]!.split('\t');
  const at = columns.map((c) => {
    const i = header.indexOf(c);
    if (i < 0) throw new Error(`No "${c}" column in ${path}`);
    return i;
  });
  return lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const cells = l.split('\t');
      return at.map((i) => (cells[i] ?? '').trim());
    });
}
